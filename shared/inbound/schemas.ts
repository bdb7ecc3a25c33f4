/** Response schema of the inbound messages (the OpenAPI document). */
import * as z from 'zod/mini';

export const InboundSchema = z
  .strictObject({
    id: z.string().check(z.describe('inb_ id')),
    from: z.string().check(z.describe('The number that replied (E.164)')),
    to: z.string().check(z.describe('The number or sender id it replied to')),
    body: z.string(),
    receivedAt: z.iso.datetime(),
    optOut: z.boolean().check(z.describe('True when the reply opted the number out (a STOP word)')),
  })
  .check(z.meta({ id: 'InboundMessage', description: "A reply to one of the account's messages" }));
