/**
 * Spam means spam (issue 25): a business's ordinary marketing to its own contacts is not flagged as spam, while
 * unsolicited prize and premium-rate spam still is. Figures over the authored sets: `npm run eval:moderation`.
 */
import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';

const service = createEmbeddedModerationService();
const isSpam = (text: string) => service.classify(text).categories.some((c) => c.category === 'SPAM');

describe('spam flags on legitimate marketing', () => {
  it.each([
    '20% off all parcels this weekend',
    'Marula Dental: Teeth cleaning special R299 this month. Call reception to book. Reply STOP to opt out.',
    'Pulse Fitness: Bring a friend Saturday and you both train free. Valid for members only.',
    'Thandeka Bakery: Fresh vetkoek and mince every Saturday from 8:00. Pre-order for your function.',
    'Karoo Outfitters: Spesiale aanbod! R199 vir twee hierdie naweek. Bestel vroeg.',
  ])('does not flag %j', (text) => {
    expect(isSpam(text)).toBe(false);
  });

  it.each([
    'WIN a R5000 voucher! SMS WIN to 32123 now, R1.50/sms, T&Cs apply, STOP to opt out.',
    'Congratulations, you have been selected for a FREE holiday, call 0861234567 to claim today',
    'FREE entry! Claim your cash prize now, reply YES to 80080. R3/sms',
  ])('still flags %j', (text) => {
    expect(isSpam(text)).toBe(true);
  });
});
