/** Response schema of the moderation flag routes (contract "Moderation flag record"; the OpenAPI document). */
import { z } from 'zod';
import { FLAG_STATUSES } from './flag';

export const FlagSchema = z
  .strictObject({
    id: z.string().describe('flg_ and a ULID'),
    accountId: z.string(),
    messageId: z.string(),
    categories: z.array(z.enum(['HATE_SPEECH', 'ABUSE', 'RACISM', 'SPAM'])),
    severity: z.enum(['HIGH', 'LOW']).describe('HIGH blocks the message; LOW (SPAM alone) sends it and flags it'),
    status: z.enum(FLAG_STATUSES),
    excerpt: z.string().describe('The message text with offending words masked'),
    createdAt: z.iso.datetime(),
    reviewedAt: z.iso.datetime().optional(),
    reviewedBy: z.string().optional(),
    note: z.string().optional(),
  })
  .meta({ id: 'ModerationFlag', description: 'A moderation flag raised on a message' });
