/** Response schema of the template routes (the OpenAPI document). */
import * as z from 'zod/mini';

export const TemplateSchema = z
  .strictObject({
    id: z.string().check(z.describe('tpl_ and a ULID')),
    name: z.string(),
    body: z.string().check(z.describe('Up to 1600 characters with {{variable}} placeholders')),
    variables: z.array(z.string()).check(z.describe('The {{names}} found in the body')),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'Template', description: 'A message template' }));
