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

/**
 * A second training round (decision 0921), in English and Afrikaans only (spam in isiZulu, isiXhosa or Sesotho, with so
 * little ordinary text in those languages beside it, taught the model that the language itself was spam): the scams that borrow a real business's look (an impersonated brand on a
 * look-alike domain, an advance fee to release a prize or an inheritance, "investments" and pyramid schemes, card and
 * PIN requests) and so share their words with a business's own marketing. Written for this project.
 */
const IMPERSONATED = [
  'sars',
  'sassa',
  'eskom',
  'telkom',
  'vodacom',
  'mtn',
  'absa',
  'fnb',
  'capitec',
  'nedbank',
  'postoffice',
  'checkers',
  'shoprite',
  'takealot',
  'dhl',
  'netflix',
  'whatsapp',
  'uif',
  'rica',
  'homeaffairs',
] as const;
const LOOKALIKE: Record<string, (r: Rng) => string> = {
  ...SLOTS,
  fake: (r) =>
    `${pick(r, ['', 'https://', 'www.'])}${pick(r, IMPERSONATED)}-${pick(r, ['verify', 'pay', 'update', 'secure', 'rewards', 'bonus', 'claim', 'billing', 'renew', 'portal', 'login', 'support', 'refund', 'delivery'])}.${pick(r, ['top', 'xyz', 'click', 'info', 'online', 'site', 'live', 'cc', 'io', 'net', 'shop', 'club', 'win', 'link', 'buzz', 'co'])}`,
  brand: (r) =>
    pick(r, ['SARS', 'SASSA', 'Eskom', 'Telkom', 'Vodacom', 'MTN', 'your bank', 'the Post Office', 'Capitec', 'FNB']),
  store: (r) => pick(r, ['Checkers', 'Shoprite', 'Game', 'Makro', 'Takealot', 'Mr Price', 'Spar']),
  item: (r) =>
    pick(r, ['a Toyota Corolla', 'a 65-inch TV', 'an iPhone 15', 'a double-door fridge', 'a R10 000 voucher']),
  foreign: (r) => `${pick(r, ['USD', 'US$', '$', 'GBP', 'EUR'])} ${int(r, 2, 15)}.${int(r, 1, 9)} million`,
};

const TRAINING_2 = [
  'Your {brand} account is on hold. Confirm your details at {fake} within 24 hours to avoid suspension.',
  'Dear client, {brand} has a refund of {prize} waiting for you. Claim at {fake} today.',
  'Final warning: your electricity will be cut off tonight. Pay the arrears of {small} at {fake}',
  'Your parcel could not be delivered. Pay a {small} redelivery fee at {fake} or it will be returned.',
  'Congratulations! Your number was drawn in the {store} anniversary promo. You won {item}. Pay {small} delivery to claim.',
  'Your {store} loyalty card was selected for a {prize} gift card. Activate at {fake}',
  'Dear beneficiary, {foreign} has been approved in your favour. Send {small} admin fee to release the funds.',
  'Greetings, I am a lawyer handling an unclaimed inheritance of {foreign}. You share the surname. Reply for details.',
  'Join our stokvel today: put in {small} and receive {prize} in 14 days. 100% guaranteed, no risk!',
  'Earn {pct}% profit every week with our forex robot. Minimum deposit {small}. WhatsApp {mobile}',
  'Make {prize} a month! Invite 5 friends, they invite 5 more. Join the network today: {link}',
  'Your bank card has been compromised. Reply with your card number, expiry date and PIN so we can block it.',
  'Dr Khumalo, powerful traditional healer: lost lover, lotto numbers, court cases, money spells. Call {mobile}',
  'Lose 15kg in 2 weeks with our miracle tea! Buy 1 get 3 free. Order now on {mobile}, pay on delivery.',
  'You may be owed {prize} for a road accident claim. Reply YES and our agent will call you. No win no fee!',
  'URGENT: your SIM card will be blocked today due to incomplete RICA. Update now at {fake}',
  'Your {brand} reward points worth {small} expire tonight! Redeem now at {fake}',
  'Government relief grant of {small} approved for your ID number. Apply at {fake} before Friday.',
  'Bitcoin giveaway for South Africans! Send 0.01 BTC and receive 0.1 BTC back. Register at {web}',
  'We are hiring! Work from home, {small} per day, no experience. Pay {small} registration fee on {mobile}',
  // Afrikaans
  'Baie geluk! Jou selnommer het {prize} gewen. Stuur jou ID en bankbesonderhede na {mobile} om te eis.',
  'Jou {brand} rekening is gesluit. Bevestig jou besonderhede by {fake} om dit te heraktiveer.',
];

/** More of the second round: advance fees, romance, jobs with a fee, get-rich schemes (training). */
const TRAINING_3 = [
  'Dear {name}, I am a UN peacekeeper with {foreign} in gold. Help me move it and keep 30%. Reply with your WhatsApp number.',
  'Hello {name}, I saw your profile and fell in love. I am stuck at the airport, please send {small} for customs fees.',
  'Shoprite is hiring! Packers and cashiers, {small} a day. Pay {small} for your uniform to {mobile} to secure the job.',
  'Exclusive crypto signal group, 300% returns in a week. Limited to 50 members. Join: {link}',
  'Last chance! {n} million rand jackpot tonight. Play at {web} and get 50 free spins. T&Cs apply.',
];

/** Authored SA spam for training (with the dataset's spam): every round. */
export function saSpamTraining(count = 250, lookalike = 300, others = 80): string[] {
  return [
    ...generate(7331, count, TRAINING, SLOTS),
    ...generate(20261131, lookalike, TRAINING_2, LOOKALIKE),
    ...generate(20261132, others, TRAINING_3, LOOKALIKE),
  ];
}

/**
 * Held out from the second round (decision 0921): written with it, before a model was trained on it, and only
 * measured. Look-alike domains built from other names, words and endings than the training ones.
 */
const HELD_OUT_2_SLOTS: Record<string, (r: Rng) => string> = {
  ...LOOKALIKE,
  fake: (r) =>
    `${pick(r, ['', 'https://'])}${pick(r, ['standardbank', 'discovery', 'pnp', 'clicks', 'multichoice', 'dstv', 'gov', 'nsfas', 'cipc', 'aramex'])}${pick(r, ['-', '.', ''])}${pick(r, ['account', 'help', 'gift', 'verification', 'secure-login', 'za', 'online', 'members'])}.${pick(r, ['com', 'co.za', 'org', 'me', 'app', 'store', 'vip', 'icu'])}`,
};

const HELD_OUT_2 = [
  'Your DStv subscription was suspended due to a failed payment. Update your card at {fake} to restore it.',
  'NSFAS: your allowance of {small} is ready. Confirm your bank details at {fake} today.',
  'Congratulations {name}! You are one of 10 lucky winners of {item}. Pay the {small} courier fee on {mobile}.',
  'My dear, I am a widow with {foreign} and no children. I need a trusted person. Reply and God will bless you.',
  'Guaranteed returns: invest {small} and get {prize} in 21 days. Thousands have joined! WhatsApp {mobile}',
  'Unpaid toll fees! Pay {small} at {fake} before legal action is taken against you.',
  'Your {store} voucher worth {prize} is waiting. Just complete a short survey at {fake}',
  'Loans for the blacklisted! {prize} cash today, no payslip needed. SMS your ID to {mobile}',
  'Your company registration expires today. Renew now at {fake} or your business will be deregistered.',
  'Work from home and earn {prize} a month selling online. Registration fee {small}. Call {mobile} now!',
  'Your Clicks ClubCard has been chosen for {small} free cashback. Claim at {fake}',
  'Baie geluk! Jy is gekies vir n kontantprys van {prize}. Betaal {small} administrasiefooi na {mobile}.',
];

/** Authored SA spam of the second round held out from training (decision 0921). */
export function saSpamHeldOut2(count = 120): string[] {
  return generate(20261133, count, HELD_OUT_2, HELD_OUT_2_SLOTS);
}

/** Authored SA spam held out from training, to check the calibration did not open a hole. */
export function saSpamHeldOut(count = 100): string[] {
  return generate(9157, count, HELD_OUT, SLOTS);
}

/** Authored SA spam written after the calibration was frozen, measured once. */
export function saSpamBlind(count = 60): string[] {
  return generate(4242, count, BLIND, SLOTS);
}
