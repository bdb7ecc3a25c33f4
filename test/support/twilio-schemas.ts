/**
 * Validators of Twilio's published shapes (test/fixtures/twilio, MIT), shared by the e2e tests of the compatible
 * Messages and Verify APIs.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import type { Exchange } from './twilio-client';

/** Twilio's error body, as its documentation gives it (the published documents have no schema for it). */
export const TWILIO_ERROR_BODY = {
  type: 'object',
  required: ['code', 'message', 'more_info', 'status'],
  additionalProperties: false,
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    more_info: { type: 'string', pattern: '^https://www\\.twilio\\.com/docs/errors/\\d+$' },
    status: { type: 'integer', minimum: 400 },
  },
} as const;

/** Answers of the Messages API checked against Twilio's REST API 2010-04-01 document. */
export function messageValidators() {
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/twilio/message-schemas.json', import.meta.url), 'utf8'));
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    formats: {
      'date-time-rfc-2822': /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
      'phone-number': /^\+\d{6,15}$/,
      currency: /^[A-Z]{3}$/,
      'uri-map': true,
      // Twilio's own examples give these relative to https://api.twilio.com, as ours are.
      uri: /^\/2010-04-01\//,
    },
  });
  ajv.addSchema({ components: fixture.components }, 'twilio');
  const refs = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"twilio#/components/'));
  const validateMessage = ajv.compile(refs({ $ref: '#/components/schemas/api.v2010.account.message' }) as object);
  const validateList = ajv.compile(refs(fixture.ListMessageResponse) as object);
  const validateError = ajv.compile(TWILIO_ERROR_BODY);
  /** What in these answers breaks Twilio's shapes: a message, a page of messages (and each of its items), an error body, an empty 204. */
  const problemsOf = (exchanges: readonly Exchange[]): string[] => {
    const problems: string[] = [];
    for (const exchange of exchanges) {
      if (exchange.status === 204) {
        if (exchange.body !== '') problems.push(`${exchange.url}: a 204 with a body`);
        continue;
      }
      const body = JSON.parse(exchange.body);
      const isList = exchange.method === 'GET' && new URL(exchange.url).pathname.endsWith('/Messages.json');
      const validate = exchange.status >= 400 ? validateError : isList ? validateList : validateMessage;
      if (!validate(body))
        problems.push(`${exchange.method} ${exchange.url} ${exchange.status}: ${ajv.errorsText(validate.errors)}`);
      if (isList && exchange.status < 400) {
        for (const message of body.messages) {
          if (!validateMessage(message)) problems.push(`list item: ${ajv.errorsText(validateMessage.errors)}`);
        }
      }
    }
    return problems;
  };
  return { problemsOf };
}
