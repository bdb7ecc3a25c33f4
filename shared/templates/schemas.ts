/** Response schema of the template routes (the OpenAPI document). */
import { z } from 'zod';

export const TemplateSchema = z
  .strictObject({
    id: z.string().describe('tpl_ and a ULID'),
    name: z.string(),
    body: z.string().describe('Up to 1600 characters with {{variable}} placeholders'),
    variables: z.array(z.string()).describe('The {{names}} found in the body'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Template', description: 'A message template' });
