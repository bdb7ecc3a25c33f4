import { z } from 'zod';
import { type AuditAction, actorOf, auditEntry } from '../audit/audit';
import type { Principal } from '../auth/principal';
import { idPattern } from '../db/id-cursor';
import type { Page } from '../db/items';
import { notFound, validationError } from '../http/errors';
import { parseWith } from '../http/validate';
import { newId } from '../ids';
import { codePoints, MAX_BODY_CHARACTERS } from '../messages/send-request';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { templateVariables } from './render';
import type { TemplateRecord } from './template';

/** A send request fills at most this many variables, so a template may not need more. */
export const MAX_TEMPLATE_VARIABLES = 50;

const TEMPLATE_ID = idPattern('tpl');

/** The body of POST /templates and PUT /templates/{id}. */
export const TemplateInput = z.strictObject({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name must not be empty').max(100),
  body: z
    .string({ error: 'body is required' })
    .min(1, 'body must not be empty')
    .refine((s) => codePoints(s) <= MAX_BODY_CHARACTERS, `body must be at most ${MAX_BODY_CHARACTERS} characters`),
});

/** A template as the API shows it. */
export function publicTemplate(t: TemplateRecord) {
  return {
    id: t.id,
    name: t.name,
    body: t.body,
    variables: t.variables,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export interface TemplateCaller {
  rt: Runtime;
  repos: Repositories;
  principal: Principal & { type: 'user' };
  ip: string;
}

function parseInput(body: unknown) {
  const input = parseWith(TemplateInput, body);
  const variables = templateVariables(input.body);
  if (variables.length > MAX_TEMPLATE_VARIABLES) {
    throw validationError('Request body is not valid', [
      { path: 'body', message: `at most ${MAX_TEMPLATE_VARIABLES} distinct {{variables}}` },
    ]);
  }
  return { ...input, variables };
}

function audit(caller: TemplateCaller, action: AuditAction, template: TemplateRecord, nowMs: number) {
  const { accountId } = caller.principal;
  return caller.repos.audit.put(
    auditEntry(
      {
        accountId,
        actor: actorOf(caller.principal, accountId),
        action,
        target: { type: 'template', id: template.id },
        details: { name: template.name },
        ip: caller.ip,
      },
      nowMs,
    ),
  );
}

export async function createTemplate(caller: TemplateCaller, body: unknown): Promise<TemplateRecord> {
  const input = parseInput(body);
  const nowMs = caller.rt.clock.now();
  const now = new Date(nowMs).toISOString();
  const template: TemplateRecord = {
    id: newId('tpl', nowMs),
    accountId: caller.principal.accountId,
    ...input,
    createdAt: now,
    updatedAt: now,
  };
  await caller.repos.templates.create(template, audit(caller, 'template.created', template, nowMs));
  return template;
}

/** The caller's template, or 404 NOT_FOUND (an id of another account is not found either). */
export async function getTemplate(caller: Pick<TemplateCaller, 'repos' | 'principal'>, id: string) {
  const template = TEMPLATE_ID.test(id) ? await caller.repos.templates.get(caller.principal.accountId, id) : undefined;
  if (!template) throw notFound('Template');
  return template;
}

export async function updateTemplate(caller: TemplateCaller, id: string, body: unknown): Promise<TemplateRecord> {
  const existing = await getTemplate(caller, id);
  const input = parseInput(body);
  const nowMs = caller.rt.clock.now();
  const template: TemplateRecord = { ...existing, ...input, updatedAt: new Date(nowMs).toISOString() };
  if (!(await caller.repos.templates.replace(template, audit(caller, 'template.updated', template, nowMs)))) {
    throw notFound('Template');
  }
  return template;
}

export async function deleteTemplate(caller: TemplateCaller, id: string): Promise<void> {
  const existing = await getTemplate(caller, id);
  const nowMs = caller.rt.clock.now();
  const deleted = await caller.repos.templates.delete(
    existing.accountId,
    existing.id,
    audit(caller, 'template.deleted', existing, nowMs),
  );
  if (!deleted) throw notFound('Template');
}

export async function listTemplates(
  caller: Pick<TemplateCaller, 'repos' | 'principal'>,
  page: { limit: number; cursor?: string },
) {
  const result: Page<TemplateRecord> = await caller.repos.templates.list(
    caller.principal.accountId,
    page.limit,
    page.cursor,
  );
  return { items: result.items.map(publicTemplate), nextCursor: result.nextCursor };
}
