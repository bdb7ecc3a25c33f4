import type * as z from 'zod/mini';
import { namedAudit } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { notFound } from '../errors';
import { idPattern, newId } from '../ids';
import type { Page, PageRequest } from '../page';
import { templateVariables } from './render';
import { publicTemplate, type TemplateInput, type TemplateRecord, type TemplateStore } from './template';

const TEMPLATE_ID = idPattern('tpl');

export interface TemplateDeps {
  templates: TemplateStore;
}

type Input = z.output<typeof TemplateInput>;

/** The template's `{{variables}}`, in order of appearance (their number is bounded by the route's schema). */
function withVariables(input: Input) {
  return { ...input, variables: templateVariables(input.body) };
}

/** `POST /templates`: saves a template; `variables` lists the {{names}} found. */
export async function createTemplate({ templates }: TemplateDeps, { actor, input }: { actor: Actor; input: Input }) {
  const now = new Date(actor.nowMs).toISOString();
  const template: TemplateRecord = {
    id: newId('tpl', actor.nowMs),
    accountId: actor.principal.accountId,
    ...withVariables(input),
    createdAt: now,
    updatedAt: now,
  };
  await templates.create(template, namedAudit(actor, 'template.created', 'template', template));
  return publicTemplate(template);
}

async function existing(templates: TemplateStore, accountId: string, id: string): Promise<TemplateRecord> {
  const template = TEMPLATE_ID.test(id) ? await templates.get(accountId, id) : undefined;
  if (!template) throw notFound('Template');
  return template;
}

/** `GET /templates/{id}`: the caller's template, or 404 NOT_FOUND (an id of another account is not found either). */
export async function getTemplate({ templates }: TemplateDeps, { accountId, id }: { accountId: string; id: string }) {
  return publicTemplate(await existing(templates, accountId, id));
}

/** `PUT /templates/{id}`: replaces the name and body. */
export async function updateTemplate(
  { templates }: TemplateDeps,
  { actor, id, input }: { actor: Actor; id: string; input: Input },
) {
  const current = await existing(templates, actor.principal.accountId, id);
  const template: TemplateRecord = {
    ...current,
    ...withVariables(input),
    updatedAt: new Date(actor.nowMs).toISOString(),
  };
  if (!(await templates.replace(template, namedAudit(actor, 'template.updated', 'template', template))).ok)
    throw notFound('Template');
  return publicTemplate(template);
}

/** `DELETE /templates/{id}`. */
export async function deleteTemplate({ templates }: TemplateDeps, { actor, id }: { actor: Actor; id: string }) {
  const current = await existing(templates, actor.principal.accountId, id);
  if (
    !(await templates.delete(current.accountId, current.id, namedAudit(actor, 'template.deleted', 'template', current)))
      .ok
  ) {
    throw notFound('Template');
  }
}

/** `GET /templates`: the account's templates, newest first. */
export async function listTemplates(
  { templates }: TemplateDeps,
  { accountId, page }: { accountId: string; page: PageRequest },
): Promise<Page<ReturnType<typeof publicTemplate>>> {
  const result = await templates.list(accountId, page);
  return { items: result.items.map(publicTemplate), nextCursor: result.nextCursor };
}
