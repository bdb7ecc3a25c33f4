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

describe('a bank password, the code just texted, a job for a fee, a "new number" asking for money (decision 0968)', () => {
  for (const text of [
    'Hi this is the IT department, please reply with your email password so we can upgrade your mailbox',
    'Your WhatsApp will be closed tomorrow. To keep your account, send the 6-digit code you just received',
    'We are hiring drivers! Earn R25 000 pm. Training fee R1 800 refundable after first month. Call now',
    'Your CV was selected for a R18 000 pm job at the mines. Pay R600 for medicals to book your slot',
    'Hi mom, this is my new number, my phone fell in the toilet. Please send R1 500 urgently',
  ]) {
    it(`is flagged as spam: ${text}`, () => {
      expect(looksLikePhishing(text)).toBe(true);
      expect(service.classify(text).verdict).toBe('FLAGGED');
    });
  }

  for (const text of [
    'We are hiring! Cashier position at Spar Rosebank, pay R6 500 per month. Send your CV to jobs@spar-rosebank.co.za',
    'Hi Ma, this is my new number, save it. See you Sunday',
    'Your verification code is 482913. Never share this code with anyone.',
    'Send me the R200 for the taxi tomorrow please',
    'Reminder: the registration fee for the soccer camp is R350, pay at reception',
  ]) {
    it(`is not a phishing sign: ${text}`, () => {
      expect(looksLikePhishing(text)).toBe(false);
    });
  }
});
