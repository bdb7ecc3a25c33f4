import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../shared/logger';

function logged(fields: Record<string, unknown>, base: Record<string, unknown> = {}) {
  const lines: string[] = [];
  createLogger('debug', {}, (line) => lines.push(line))
    .child(base)
    .info('x', fields);
  return { line: lines[0]!, entry: JSON.parse(lines[0]!) };
}

describe('the logger redacts by structure (shared/logger.ts)', () => {
  it('writes "[redacted]" for secret-named fields of any type, however deep', () => {
    const { entry, line } = logged({
      password: 'correct horse battery staple',
      nested: { refreshToken: 'r3fr3sh-t0ken-value', apiKey: 'sk_live_abc', authorization: 'Bearer x' },
      credentials: { accountSid: 'AC123', authToken: 'tw-auth' },
      webhookSecret: 'whsec_value',
    });
    expect(entry.password).toBe('[redacted]');
    expect(entry.nested).toEqual({ refreshToken: '[redacted]', apiKey: '[redacted]', authorization: '[redacted]' });
    expect(entry.credentials).toBe('[redacted]');
    expect(entry.webhookSecret).toBe('[redacted]');
    for (const secret of ['correct horse', 'r3fr3sh', 'sk_live_abc', 'AC123', 'tw-auth', 'whsec']) {
      expect(line).not.toContain(secret);
    }
  });

  it('keeps the last three digits of a phone number, in phone fields and in free text', () => {
    const { entry } = logged({
      to: '+27821234567',
      from: '082 555 0101',
      phones: ['0821234568'],
      detail: 'vendor refused +27821234569 and 27821234560; local 083 123 4561',
    });
    expect(entry.to).toBe('********567');
    expect(entry.from).toBe('*******101');
    expect(entry.phones).toEqual(['*******568']);
    expect(entry.detail).toBe('vendor refused ********569 and ********560; local *******561');
    expect(JSON.stringify({ ...entry, time: undefined })).not.toMatch(/\d{4}/);
  });

  it('writes a message body as its length only', () => {
    const { entry, line } = logged({ body: 'Your order 1234 is ready', job: { text: 'Meet at 10' } });
    expect(entry.body).toBe('[24 chars]');
    expect(entry.job).toEqual({ text: '[10 chars]' });
    expect(line).not.toContain('order');
  });

  it('strips an AWS SDK error to name, message, code, status and stack, free text scrubbed', () => {
    const error = Object.assign(new Error('The conditional request failed for +27821234567'), {
      name: 'ConditionalCheckFailedException',
      $metadata: { httpStatusCode: 400, requestId: 'R' },
      $response: { headers: { authorization: 'AWS4-HMAC-SHA256 Credential=AKIA' }, body: 'raw' },
      Item: { phone: { S: '+27821234567' } },
      code: 'ConditionalCheckFailed',
    });
    const { entry, line } = logged({ error });
    expect(Object.keys(entry.error).sort()).toEqual(['code', 'message', 'name', 'stack', 'status']);
    expect(entry.error).toMatchObject({ status: 400, code: 'ConditionalCheckFailed' });
    expect(entry.error.message).toBe('The conditional request failed for ********567');
    expect(line).not.toContain('AKIA');
    expect(line).not.toContain('821234567');
  });

  it('removes JWTs, API keys, bearer values and e-mail addresses from free text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl';
    const { line } = logged({
      error: new Error(`rejected ${jwt} for owner@example.co.za with sk_live_0123456789abcdefghij (Bearer abc.def)`),
    });
    for (const leak of ['eyJ', 'sk_live_0123', 'owner@example', 'abc.def']) expect(line).not.toContain(leak);
  });

  it('redacts the fields a child logger is made with', () => {
    const { entry } = logged({}, { phone: '+27821234567', token: 't' });
    expect(entry).toMatchObject({ phone: '********567', token: '[redacted]' });
  });

  it('keeps what operations need: ids, numbers, statuses, nested plain fields', () => {
    const { entry } = logged({ messageId: '01JB2X3Y4Z', status: 201, ms: 12, ok: true, nested: { route: 'send' } });
    expect(entry).toMatchObject({ messageId: '01JB2X3Y4Z', status: 201, ms: 12, ok: true, nested: { route: 'send' } });
  });
});
