import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../shared/logger';
import { type Canary, canaryForms, scanDir, scanLines } from '../../support/log-scan';

const canaries: Canary[] = [
  { kind: 'phone', value: '082 123 4567' },
  { kind: 'secret', value: 'sk_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd' },
  { kind: 'secret', value: 'r3fr3sh.t0ken.value' },
  { kind: 'body', value: 'Your order is "ready" at 10:00' },
  { kind: 'email', value: 'owner-1@example.co.za' },
];

const kinds = (lines: string[]) => scanLines('t.log', lines, canaries).map((f) => f.kind);

describe('the log scan (test/support/log-scan.ts)', () => {
  it('finds a planted phone number in each of its forms: as sent, E.164, 27…, local without spaces', () => {
    for (const form of ['082 123 4567', '+27821234567', '27821234567', '0821234567']) {
      expect(kinds([`{"msg":"x","detail":"to ${form}"}`]), form).toEqual(['canary:phone']);
    }
  });

  it('finds a planted API key, token, body (JSON-escaped as a log writes it) and e-mail address', () => {
    expect(kinds(['{"key":"sk_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd"}'])).toEqual(['canary:secret']);
    expect(kinds(['refresh R3FR3SH.T0KEN.VALUE rejected'])).toEqual(['canary:secret']);
    expect(kinds([JSON.stringify({ body: 'Your order is "ready" at 10:00' })])).toEqual(['canary:body']);
    expect(kinds(['{"user":"owner-1@example.co.za"}'])).toEqual(['canary:email']);
  });

  it('finds the shapes of secrets and numbers it was never told of', () => {
    expect(kinds(['{"t":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl"}'])).toEqual(['pattern:jwt']);
    expect(kinds(['key sk_live_ZZZZZZZZZZZZZZZZZZZZ'])).toEqual(['pattern:api-key']);
    expect(kinds(['"headers":{"Authorization":"Basic dXNlcjpwYXNz"}'])).toEqual(['pattern:auth-header']);
    expect(kinds(['sent with Bearer abcdefghijkl'])).toEqual(['pattern:bearer']);
    expect(kinds(['{"to":"+447700900123"}'])).toEqual(['pattern:e164']);
    expect(kinds(['{"to":"0731112222"}', '{"to":"073 111 2222"}'])).toEqual([
      'pattern:sa-local-number',
      'pattern:sa-local-number',
    ]);
  });

  it('ignores what the logger writes instead: masked numbers, lengths, "[redacted]", key prefixes', () => {
    const lines: string[] = [];
    const log = createLogger('debug', {}, (line) => lines.push(line));
    log.info('sent', { to: '082 123 4567', body: 'Your order is "ready" at 10:00', apiKey: canaries[1]!.value });
    log.info('vendor', { detail: 'refused +27821234567', authorization: 'Bearer abcdefghijkl' });
    lines.push('{"prefix":"sk_live_AbCd","to":"********567","requestId":"01JB2X3Y4Z08212345679","ms":1795600000000}');
    expect(scanLines('t.log', lines, canaries)).toEqual([]);
  });

  it('says where: file, line and the line with the finding marked', () => {
    const [finding] = scanLines('logs-1.log', ['{"msg":"ok"}', '{"msg":"sent","to":"0821234567"}'], canaries);
    expect(finding).toEqual({
      file: 'logs-1.log',
      line: 2,
      kind: 'canary:phone',
      context: '{"msg":"sent","to":"«canary:phone»"}',
    });
  });

  it('skips canaries too short or too common to mean anything (a one-word body, a 3-digit fragment)', () => {
    expect(canaryForms({ kind: 'body', value: 'STOP' })).toEqual([]);
    expect(canaryForms({ kind: 'body', value: 'Unreachable' })).toEqual([]);
    expect(canaryForms({ kind: 'phone', value: '567' })).toEqual([]);
  });

  it('reads every log file and every canary file of a run directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-scan-test-'));
    writeFileSync(join(dir, 'canaries-1.jsonl'), `${JSON.stringify(canaries[0])}\n`);
    writeFileSync(join(dir, 'canaries-2.jsonl'), `${JSON.stringify(canaries[4])}\n`);
    writeFileSync(join(dir, 'logs-1.log'), '{"msg":"a"}\n{"msg":"b","p":"+27821234567"}\n');
    writeFileSync(join(dir, 'stdout-2.log'), 'mail to owner-1@example.co.za failed\n');
    const result = scanDir(dir);
    expect(result).toMatchObject({ files: 2, lines: 3 });
    expect(result.findings.map((f) => `${f.file}:${f.line} ${f.kind}`).sort()).toEqual([
      'logs-1.log:2 canary:phone',
      'stdout-2.log:1 canary:email',
    ]);
  });
});
