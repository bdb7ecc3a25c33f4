import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';
import { looksLikePhishing as phishing } from '../../../shared/moderation/phishing';

const looksLikePhishing = (text: string): boolean => phishing(text, canonicalText(analyse(text)).words);

const service = createEmbeddedModerationService();

describe('phishing signs (decision 0934)', () => {
  for (const text of [
    'Mzansi Bank ALERT: R4 500 purchase at GADGETWORLD. Not you? Reply with your card number and PIN to stop it.',
    'Our consultant will call you now. Please read the OTP to him to cancel the fraud.',
    'Your parcel is on hold. Pay the R25 fee at parcel-release.top',
    'Account suspended. Log in at secure-update.xyz/login',
    'Security check: reply with your CVV to keep your account open',
  ]) {
    it(`is flagged as spam: ${text}`, () => {
      expect(looksLikePhishing(text)).toBe(true);
      const result = service.classify(text);
      expect(result.verdict).toBe('FLAGGED');
      expect(result.categories.map((c) => c.category)).toContain('SPAM');
    });
  }

  for (const text of [
    '841763 - enter this PIN to approve your login. Never give this PIN to anyone.',
    'Mzansi Bank will never ask you to share your PIN or OTP.',
    'can you send me the wifi password again',
    'Quote 5707 from Rooibos Dental, accept online: kudu.delivery/pay/PoK47i',
    'Specials this weekend at www.boeremark.co.za',
    'I was late.online now, call me',
  ]) {
    it(`is not a phishing sign: ${text}`, () => {
      expect(looksLikePhishing(text)).toBe(false);
    });
  }
});
