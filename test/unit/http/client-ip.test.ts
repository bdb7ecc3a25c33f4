import { describe, expect, it } from 'vitest';
import { clientIp, ORIGIN_VERIFY_HEADER, sameSecret, VIEWER_IP_HEADER } from '../../../shared/http/client-ip';

const SECRET = 'a'.repeat(24) + 'b'.repeat(24);
const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') => ({
  headers,
  requestContext: { identity: { sourceIp } },
});

describe('clientIp', () => {
  it('is API Gateway’s source address for a request straight to the API', () => {
    expect(clientIp(event({}), SECRET)).toBe('130.176.1.1');
  });

  it('is the viewer’s address when CloudFront proves itself with the origin secret', () => {
    const through = event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_IP_HEADER]: '198.51.100.7' });
    expect(clientIp(through, SECRET)).toBe('198.51.100.7');
    const v6 = event({ 'X-Sms-Origin-Verify': SECRET, 'X-Sms-Viewer-Ip': '2001:db8::17' });
    expect(clientIp(v6, SECRET)).toBe('2001:db8::17');
  });

  it('ignores a viewer address claimed without the secret, with a wrong one, or when no secret is configured', () => {
    expect(clientIp(event({ [VIEWER_IP_HEADER]: '198.51.100.7' }), SECRET)).toBe('130.176.1.1');
    const wrong = event({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x`, [VIEWER_IP_HEADER]: '198.51.100.7' });
    expect(clientIp(wrong, SECRET)).toBe('130.176.1.1');
    const right = event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_IP_HEADER]: '198.51.100.7' });
    expect(clientIp(right, undefined)).toBe('130.176.1.1');
  });

  it('falls back to the source address when the viewer header is not a plain address', () => {
    for (const bad of ['198.51.100.7, 10.0.0.1', 'evil', '', `${'1'.repeat(50)}`, '<script>']) {
      const e = event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_IP_HEADER]: bad });
      expect(clientIp(e, SECRET), bad).toBe('130.176.1.1');
    }
  });

  it('answers unknown when there is no source address at all', () => {
    expect(clientIp({ headers: null, requestContext: null }, SECRET)).toBe('unknown');
  });
});

describe('sameSecret', () => {
  it('compares strings of any length', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret('', SECRET)).toBe(false);
    expect(sameSecret(SECRET.slice(1), SECRET)).toBe(false);
  });
});
