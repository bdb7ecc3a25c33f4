import { z } from 'zod';
import type { ActingUser } from '../accounts/team';
import { type AuditAction, actorOf, auditEntry } from '../audit/audit';
import { API_KEY_SCOPES } from '../auth/permissions';
import { cancellationCodes } from '../db/items';
import { conflict, notFound } from '../http/errors';
import type { Repositories } from '../repositories';
import { type ApiKeyRecord, MAX_RATE_LIMIT_PER_MINUTE, publicApiKey } from './api-key';
import { issueApiKey } from './issue-api-key';

const Name = z.string().trim().min(1).max(100);
const RateLimit = z.number().int().min(1).max(MAX_RATE_LIMIT_PER_MINUTE);

export const CreateApiKey = z.strictObject({
  name: Name,
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .transform((scopes) => [...new Set(scopes)]),
  rateLimitPerMinute: RateLimit.optional(),
});

export const UpdateApiKey = z
  .strictObject({ name: Name.optional(), rateLimitPerMinute: RateLimit.optional() })
  .refine((b) => b.name !== undefined || b.rateLimitPerMinute !== undefined, {
    message: 'Give name, rateLimitPerMinute or both',
  });

const keyTarget = (id: string) => ({ type: 'apiKey', id });

function entry(acting: ActingUser, action: AuditAction, keyId: string, details?: Record<string, unknown>) {
  const { principal, ip, nowMs } = acting;
  return auditEntry(
    {
      accountId: principal.accountId,
      actor: actorOf(principal, principal.accountId),
      action,
      target: keyTarget(keyId),
      ...(details ? { details } : {}),
      ip,
    },
    nowMs,
  );
}

/** `POST /api-keys`: the public shape plus `key`, the full value, which exists in clear only in this answer. */
export async function createApiKey(repos: Repositories, acting: ActingUser, body: z.infer<typeof CreateApiKey>) {
  const { record, value } = await issueApiKey(repos, {
    accountId: acting.principal.accountId,
    name: body.name,
    scopes: body.scopes,
    ...(body.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: body.rateLimitPerMinute } : {}),
    nowMs: acting.nowMs,
    audit: (r) =>
      entry(acting, 'apikey.created', r.id, {
        name: r.name,
        scopes: r.scopes,
        rateLimitPerMinute: r.rateLimitPerMinute,
        prefix: r.prefix,
      }),
  });
  return { ...publicApiKey(record), key: value };
}

async function keyOf(repos: Repositories, accountId: string, keyId: string): Promise<ApiKeyRecord> {
  const record = await repos.apiKeys.findById(accountId, keyId);
  if (!record) throw notFound('API key');
  return record;
}

const failedCondition = (error: unknown) => cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';
const REVOKED = 'This API key has been revoked; issue a new one';

/** `PATCH /api-keys/{id}`: the new name or limit holds from the key's next request (the authorizer reads it each time). */
export async function updateApiKey(
  repos: Repositories,
  acting: ActingUser,
  keyId: string,
  changes: z.infer<typeof UpdateApiKey>,
) {
  const { accountId } = acting.principal;
  const record = await keyOf(repos, accountId, keyId);
  if (record.revokedAt) throw conflict(REVOKED);
  const audit = entry(acting, 'apikey.updated', keyId, {
    ...(changes.name !== undefined ? { name: { from: record.name, to: changes.name } } : {}),
    ...(changes.rateLimitPerMinute !== undefined
      ? { rateLimitPerMinute: { from: record.rateLimitPerMinute, to: changes.rateLimitPerMinute } }
      : {}),
  });
  try {
    await repos.audit.recordWith(audit, [repos.apiKeys.updateItem(accountId, record.hash, changes)]);
  } catch (error) {
    if (failedCondition(error)) throw conflict(REVOKED);
    throw error;
  }
  const updated = await repos.apiKeys.findByHash(record.hash);
  return publicApiKey(updated ?? { ...record, ...changes });
}

/**
 * `DELETE /api-keys/{id}`: the key is refused from its very next request (the authorizer reads the record consistently,
 * cache TTL 0). Revoking a revoked key again changes nothing and is not audited again.
 */
export async function revokeApiKey(repos: Repositories, acting: ActingUser, keyId: string): Promise<void> {
  const { accountId } = acting.principal;
  const record = await keyOf(repos, accountId, keyId);
  if (record.revokedAt) return;
  const at = new Date(acting.nowMs).toISOString();
  try {
    await repos.audit.recordWith(entry(acting, 'apikey.revoked', keyId, { name: record.name, prefix: record.prefix }), [
      repos.apiKeys.revokeItem(accountId, record.hash, at),
    ]);
  } catch (error) {
    // Revoked by a concurrent request: the outcome the caller asked for.
    if (!failedCondition(error)) throw error;
  }
}

/** `GET /api-keys`: public shapes only (prefix, never the value or its hash), newest first, revoked keys included. */
export async function listApiKeys(repos: Repositories, accountId: string, page: { limit: number; cursor?: string }) {
  const result = await repos.apiKeys.page(accountId, page);
  return { items: result.items.map(publicApiKey), nextCursor: result.nextCursor };
}
