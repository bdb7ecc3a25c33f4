/**
 * Authored South African spam and scam SMS: prize "wins" in Rands, loan and get-rich offers, betting and phishing.
 * The transactional ham teaches the model that Rand amounts, SA numbers and links are ordinary; these keep it from
 * concluding that a Rand amount and a link are never spam. A training part and a separate held-out part (own
 * templates), written for this project; no dataset text.
 */
import { code, digits, first, generate, int, landline, mobile, pick, type Rng, rand } from './sa-fill';

const SHADY = ['bit.ly', 'tinyurl.com', 'cutt.ly', 'rb.gy', 'is.gd'] as const;
const SLOTS: Record<string, (r: Rng) => string> = {
  name: first,
  prize: (r) => rand(r, 2_000, 250_000),
  small: (r) => rand(r, 50, 900),
  mobile,
  phone: landline,
  premium: (r) => `0${pick(r, ['86', '90'])}${digits(r, 1)} ${digits(r, 3)} ${digits(r, 3)}`,
  short: (r) => `${pick(r, ['34', '38', '42', '31'])}${digits(r, 3)}`,
  link: (r) => `https://${pick(r, SHADY)}/${code(r, int(r, 5, 7))}`,
  web: (r) => pick(r, ['winbig-sa.com', 'cash4u.co', 'sa-rewards.win', 'lotto-za.club', 'quickloan24.online']),
  n: (r) => String(int(r, 2, 9)),
  pct: (r) => String(pick(r, [50, 70, 80, 90])),
};

const TRAINING = [
  'CONGRATULATIONS! Your number has won {prize} in the SA Mobile Lotto. To claim call {mobile} with your ID and banking details.',
  'You have been selected for a {prize} cash reward! Claim now at {link} before midnight.',
  'URGENT: Your bank account has been suspended. Verify your details at {link} to avoid permanent closure.',
  'Need cash fast? Loans up to {prize} with no credit check! SMS LOAN to {short}. T&Cs apply.',
  'Earn {small} per day from home! No experience needed. WhatsApp {mobile} to start today.',
  'FREE {n}0GB data! You are our lucky winner. Click {link} to activate your prize now.',
  'Bet {small} and win {prize}! Sign up at {web} and get a 100% welcome bonus. 18+ only.',
  'Dear customer, you have an unclaimed SARS refund of {prize}. Submit your banking details at {link}',
  'WIN WIN WIN! Reply YES to {short} to enter the {prize} draw. R{n}/SMS. 18+',
  'Blacklisted? Debt review? We clear your name in {n} days! Call {premium} now.',
  'Your parcel is held at customs. Pay the {small} release fee at {link} or it will be returned.',
  'Hot singles in your area want to chat! SMS DATE to {short}. R{n}.50/msg. 18+',
  'Invest {small} today and get {prize} back in 7 days guaranteed! Join our crypto group: {link}',
  'You qualify for a pre-approved loan of {prize}. Reply YES now, offer valid today only!',
];

const HELD_OUT = [
  'Hi {name}! You are the lucky winner of {prize} from our Christmas promo. Send R{n}00 admin fee to claim. Call {mobile}',
  'FINAL NOTICE: your account will be blocked today. Confirm your PIN at {link}',
  'Make {prize} a month trading forex from your phone! Limited spots. Join now {link}',
  'Your cellphone number won a brand new car + {prize} cash! Call {premium} to claim your prize.',
  'Instant cash loans, same day payout, even if blacklisted! SMS your ID number to {mobile}',
  'Get {pct}% off everything + FREE airtime! Click {link} now. Offer ends tonight!!',
  'You have 1 unread voice message from a secret admirer. Dial {premium} to listen. R{n}/min',
  'Congrats! You have been chosen to receive a free Samsung phone. Pay only {small} delivery at {web}',
  'Double your money in 48 hours! Send {small} to our agent on {mobile} and receive {prize}.',
  'Your Lotto ticket won {prize}! Reply with your name, ID and bank account number to claim.',
];

/** Written after the calibration was frozen, like transactionalBlindHam. */
const BLIND = [
  'Your WhatsApp will be deactivated in 24 hours. Verify now at {link} to keep your account.',
  'Hello {name}, I am a recruiter. Part-time job, earn {small} per hour liking videos. Contact {mobile} on WhatsApp.',
  'Eish! You missed your {prize} payout. Last chance to claim today: {link}',
  'SASSA R350 grant approved! Update your banking details at {link} to receive payment.',
  'Play now and spin to win {prize}!!! Free spins waiting at {web} Reply STOP to opt out',
  'You have won a Woolworths voucher worth {small}! Claim it at {link} before it expires.',
];

/** Authored SA spam for training (with the dataset's spam). */
export function saSpamTraining(count = 250): string[] {
  return generate(7331, count, TRAINING, SLOTS);
}

/** Authored SA spam held out from training, to check the calibration did not open a hole. */
export function saSpamHeldOut(count = 100): string[] {
  return generate(9157, count, HELD_OUT, SLOTS);
}

/** Authored SA spam written after the calibration was frozen, measured once. */
export function saSpamBlind(count = 60): string[] {
  return generate(4242, count, BLIND, SLOTS);
}
