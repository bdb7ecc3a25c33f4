import * as z from 'zod/mini';
import type { AuditEntry } from '../audit/audit';
import { codePoints, MAX_BODY_CHARACTERS } from '../messages/text';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import { templateVariables } from './render';

export interface TemplateRecord {
  id: string;
  accountId: string;
  name: string;
  body: string;
  /** The {{names}} found in the body. */
  variables: string[];
  createdAt: string;
  updatedAt: string;
}

/** A send request fills at most this many variables, so a template may not need more. */
const MAX_TEMPLATE_VARIABLES = 50;

/** The body of POST /templates and PUT /templates/{id}. */
export const TemplateInput = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .check(z.trim(), z.minLength(1, 'name must not be empty'), z.maxLength(100)),
  body: z.string({ error: 'body is required' }).check(
    z.minLength(1, 'body must not be empty'),
    z.refine((s) => codePoints(s) <= MAX_BODY_CHARACTERS, `body must be at most ${MAX_BODY_CHARACTERS} characters`),
    z.refine(
      (s) => templateVariables(s).length <= MAX_TEMPLATE_VARIABLES,
      `at most ${MAX_TEMPLATE_VARIABLES} distinct {{variables}}`,
    ),
  ),
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

/** Templates (shared/db/template-repository.ts); every change is written with its audit entry. */
export interface TemplateStore {
  /** A template of this account, or undefined; another account's id is simply not found under this account. */
  get(accountId: string, templateId: string): Promise<TemplateRecord | undefined>;
  /** The account's templates, newest first. */
  list(accountId: string, page: PageRequest): Promise<Page<TemplateRecord>>;
  create(template: TemplateRecord, audit: AuditEntry): Promise<void>;
  /** Replaces an existing template; MISSING when it does not exist (any more). */
  replace(template: TemplateRecord, audit: AuditEntry): Promise<Result<'MISSING'>>;
  /** Deletes a template; MISSING when there was none. */
  delete(accountId: string, templateId: string, audit: AuditEntry): Promise<Result<'MISSING'>>;
}
