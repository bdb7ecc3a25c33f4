import * as z from 'zod/mini';
const Msg = z.strictObject({
  id: z.string().check(z.describe('Message id')),
  n: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
  tags: z.optional(z.array(z.enum(['a','b'])).check(z.minLength(1))),
  when: z.iso.datetime(),
  x: z.nullable(z.string()),
}).check(z.meta({ id: 'Message', description: 'A message' }));
const Req = z.strictObject({ to: z.string().check(z.minLength(1, 'to is required')), body: z.optional(z.string()) }).check(z.refine((r) => r.body !== undefined, { message: 'need body', path: ['body'] }));
console.log(JSON.stringify(z.toJSONSchema(Msg, { io: 'input' })));
console.log(JSON.stringify(z.toJSONSchema(Req, { io: 'input' })));
console.log(JSON.stringify(Req.safeParse({ to: '' }).error?.issues));
console.log(JSON.stringify(Msg.safeParse({ id: 3 }).error?.issues.map(i=>i.message)));
import en from 'zod/v4/locales/en.js';
z.config(en());
console.log(JSON.stringify(Msg.safeParse({ id: 3, extra: 1 }).error?.issues.map(i=>i.message)));
const T = z.pipe(z.array(z.string()), z.transform((a) => [...new Set(a)]));
console.log(T.parse(['a','a']), JSON.stringify(z.toJSONSchema(T, {io:'input'})));
