import * as z from 'zod/mini';
import { type AuditAction, type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { API_KEY_SCOPES } from '../auth/permissions';
import { requireVerifiedEmail } from '../auth/verified-email';
import { countTodaySoFar, DailySpendLimit } from '../billing/spend';
import { conflict, notFound } from '../errors';
import type { PageRequest } from '../page';
import { type ApiKeyRecord, type ApiKeyStore, MAX_RATE_LIMIT_PER_MINUTE, publicApiKey } from './api-key';
import { issueApiKey } from './issue-api-key';

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const RateLimit = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_RATE_LIMIT_PER_MINUTE));

export const CreateApiKey = z.strictObject({
  name: Name,
  scopes: z.pipe(
    z.array(z.enum(API_KEY_SCOPES)).check(z.minLength(1)),
    z.transform((scopes) => [...new Set(scopes)]),
  ),
  rateLimitPerMinute: z.optional(RateLimit),
  dailySpendLimit: z.optional(DailySpendLimit),
});

export const UpdateApiKey = z
  .strictObject({
    name: z.optional(Name),
    rateLimitPerMinute: z.optional(RateLimit),
    dailySpendLimit: z.optional(DailySpendLimit),
  })
  .check(
    z.refine((b) => b.name !== undefined || b.rateLimitPerMinute !== undefined || b.dailySpendLimit !== undefined, {
      message: 'Give name, rateLimitPerMinute, dailySpendLimit or several',
    }),
  );

export interface ApiKeyDeps {
  apiKeys: ApiKeyStore;
  /** A key's cap set mid-day counts what the key already spent that day (docs/decisions/0716). */
  daySpend?: Parameters<typeof countTodaySoFar>[0];
}

function entry(actor: Actor, action: AuditAction, keyId: string, details?: Record<string, unknown>): AuditEntry {
  const { principal, ip, nowMs } = actor;
  return auditEntry(
    {
      accountId: principal.accountId,
      actor: actorOf(principal, principal.accountId),
      action,
      target: { type: 'apiKey', id: keyId },
      ...(details ? { details } : {}),
      ip,
    },
    nowMs,
  );
}

/** `POST /api-keys`: the public shape plus `key`, the full value, which exists in clear only in this answer. */
export async function createApiKey(
  deps: ApiKeyDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof CreateApiKey> },
) {
  requireVerifiedEmail(actor.principal, 'create an API key');
  const { record, value } = await issueApiKey(deps, {
    accountId: actor.principal.accountId,
    name: input.name,
    scopes: input.scopes,
    ...(input.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: input.rateLimitPerMinute } : {}),
    ...(input.dailySpendLimit != null ? { dailySpendLimit: input.dailySpendLimit } : {}),
    nowMs: actor.nowMs,
    audit: (r) =>
      entry(actor, 'apikey.created', r.id, {
        name: r.name,
        scopes: r.scopes,
        rateLimitPerMinute: r.rateLimitPerMinute,
        dailySpendLimit: r.dailySpendLimit ?? null,
        prefix: r.prefix,
      }),
  });
  return { ...publicApiKey(record), key: value };
}

async function keyOf(apiKeys: ApiKeyStore, accountId: string, keyId: string): Promise<ApiKeyRecord> {
  const record = await apiKeys.findById(accountId, keyId);
  if (!record) throw notFound('API key');
  return record;
}

const REVOKED = 'This API key has been revoked; issue a new one';

/** `PATCH /api-keys/{id}`: the new name or limit holds from the key's next request (the authorizer reads it each time). */
export async function updateApiKey(
  { apiKeys, daySpend }: ApiKeyDeps,
  { actor, keyId, changes }: { actor: Actor; keyId: string; changes: z.output<typeof UpdateApiKey> },
) {
  const { accountId } = actor.principal;
  const record = await keyOf(apiKeys, accountId, keyId);
  if (record.revokedAt) throw conflict(REVOKED);
  const audit = entry(actor, 'apikey.updated', keyId, {
    ...(changes.name !== undefined ? { name: { from: record.name, to: changes.name } } : {}),
    ...(changes.rateLimitPerMinute !== undefined
      ? { rateLimitPerMinute: { from: record.rateLimitPerMinute, to: changes.rateLimitPerMinute } }
      : {}),
    ...(changes.dailySpendLimit !== undefined
      ? { dailySpendLimit: { from: record.dailySpendLimit ?? null, to: changes.dailySpendLimit } }
      : {}),
  });
  if (typeof changes.dailySpendLimit === 'number' && daySpend) {
    // What the key already spent today counts against the cap it gets now (as the account's cap does).
    await countTodaySoFar(daySpend, accountId, { kind: 'apiKey', id: keyId, limit: changes.dailySpendLimit });
  }
  if (!(await apiKeys.update(accountId, record.hash, changes, audit)).ok) throw conflict(REVOKED);
  const updated = await apiKeys.findByHash(record.hash);
  if (updated) return publicApiKey(updated);
  const { dailySpendLimit, ...rest } = changes;
  return publicApiKey({
    ...record,
    ...rest,
    ...(dailySpendLimit === undefined ? {} : { dailySpendLimit: dailySpendLimit ?? undefined }),
  });
}

/**
 * `DELETE /api-keys/{id}`: the key is refused from its very next request (the authorizer reads the record consistently,
 * cache TTL 0). Revoking a revoked key again changes nothing and is not audited again.
 */
export async function revokeApiKey({ apiKeys }: ApiKeyDeps, { actor, keyId }: { actor: Actor; keyId: string }) {
  const { accountId } = actor.principal;
  const record = await keyOf(apiKeys, accountId, keyId);
  if (record.revokedAt) return;
  const at = new Date(actor.nowMs).toISOString();
  // false: revoked by a concurrent request, the outcome the caller asked for.
  await apiKeys.revoke(
    accountId,
    record.hash,
    at,
    entry(actor, 'apikey.revoked', keyId, { name: record.name, prefix: record.prefix }),
  );
}

/** `GET /api-keys`: public shapes only (prefix, never the value or its hash), newest first, revoked keys included. */
export async function listApiKeys(
  { apiKeys }: ApiKeyDeps,
  { accountId, page }: { accountId: string; page: PageRequest },
) {
  const result = await apiKeys.page(accountId, page);
  return { items: result.items.map(publicApiKey), nextCursor: result.nextCursor };
}
