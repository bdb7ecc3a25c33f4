/** Response schema of the moderation flag routes (contract "Moderation flag record"; the OpenAPI document). */
import * as z from 'zod/mini';
import { FLAG_STATUSES } from './flag';

export const FlagSchema = z
  .strictObject({
    id: z.string().check(z.describe('flg_ and a ULID')),
    accountId: z.string(),
    messageId: z.string(),
    categories: z.array(z.enum(['HATE_SPEECH', 'ABUSE', 'RACISM', 'SPAM'])),
    severity: z
      .enum(['HIGH', 'LOW'])
      .check(z.describe('HIGH blocks the message; LOW (SPAM alone) sends it and flags it')),
    status: z.enum(FLAG_STATUSES),
    excerpt: z.string().check(z.describe('The message text with offending words masked')),
    createdAt: z.iso.datetime(),
    reviewedAt: z.optional(z.iso.datetime()),
    reviewedBy: z.optional(z.string()),
    note: z.optional(z.string()),
  })
  .check(z.meta({ id: 'ModerationFlag', description: 'A moderation flag raised on a message' }));
