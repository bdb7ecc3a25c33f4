/**
 * Spam means spam (issue 25): a business's ordinary marketing to its own contacts is not flagged as spam, while
 * unsolicited prize and premium-rate spam still is. Figures over the authored sets: `npm run eval:moderation`.
 */
import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { spamFeatures } from '../../../shared/moderation/spam-features';

const service = createEmbeddedModerationService();
const isSpam = (text: string) => service.classify(text).categories.some((c) => c.category === 'SPAM');

describe('spam flags on legitimate marketing', () => {
  it.each([
    '20% off all parcels this weekend',
    'Marula Dental: Teeth cleaning special R299 this month. Call reception to book. Reply STOP to opt out.',
    'Pulse Fitness: Bring a friend Saturday and you both train free. Valid for members only.',
    'Thandeka Bakery: Fresh vetkoek and mince every Saturday from 8:00. Pre-order for your function.',
    'Karoo Outfitters: Spesiale aanbod! R199 vir twee hierdie naweek. Bestel vroeg.',
    // Decision 0921: a service business's offer with "Call" and a number, "free", a monthly instalment.
    'Seaview Physio: sports injury? Medical aid rates, no referral needed. First assessment R350. Call 021 448 1190.',
    'Big Five Travel: Durban to Kimberley return flights from R1 899. Limited seats! Call our agents on 031 201 7730.',
    'Hi Lerato, your Amandla Hardware loyalty card has 300 points. Double points on all purchases this weekend!',
  ])('does not flag %j', (text) => {
    expect(isSpam(text)).toBe(false);
  });

  it.each([
    'WIN a R5000 voucher! SMS WIN to 32123 now, R1.50/sms, T&Cs apply, STOP to opt out.',
    'Congratulations, you have been selected for a FREE holiday, call 0861234567 to claim today',
    'FREE entry! Claim your cash prize now, reply YES to 80080. R3/sms',
    // Decision 0921: phishing on a look-alike domain, an advance fee for a prize.
    'Your bank account is on hold. Confirm your details at bank-verify.top within 24 hours to avoid suspension.',
    'Congratulations Sipho! You are one of 10 lucky winners of a 65-inch TV. Pay the R350 courier fee on 072 555 0101.',
  ])('still flags %j', (text) => {
    expect(isSpam(text)).toBe(true);
  });
});

describe('the hyphenated web address trait (decision 0921)', () => {
  const buckets = (text: string) => spamFeatures(text, 16).length;

  it('adds one feature for a hyphenated domain, and none for a hyphen elsewhere', () => {
    // Same characters around the hyphen and the dot, so only the trait differs in the count of buckets.
    expect(buckets('Log in at absa-verify.top now')).toBe(buckets('Log in at absa verify.top now') + 1);
    expect(buckets('Log in at https://absa-verify.top now')).toBe(buckets('Log in at https://absa verify.top now') + 1);
    expect(buckets('Open Mon-Fri. Call us')).toBe(buckets('Open Mon Fri. Call us'));
    // A hyphen in a path is not in the host name.
    expect(buckets('See https://news.example.com/load-shedding.html')).toBe(
      buckets('See https://news.example.com/load shedding.html'),
    );
  });
});
