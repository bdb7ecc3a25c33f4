/**
 * Authored transactional SMS HELD OUT from training: used only to measure how often ordinary business SMS is flagged
 * as spam (`npm run eval:moderation`). Its templates, brands and link domains are separate from the training set's
 * (transactional-ham.ts), written afterwards in different words, so a pass here is not a template the model saw.
 * Written for this project from scratch; the brands are invented.
 */
import {
  code,
  date,
  digits,
  first,
  fullName,
  generate,
  int,
  landline,
  link,
  mobile,
  pick,
  type Rng,
  rand,
  TOWNS,
  time,
} from './sa-fill';

const BRANDS = [
  'Amanzi Water',
  'Nguni Bank',
  'Kudu Couriers',
  'Rooibos Dental',
  'Sable Sure',
  'Impala Optometrists',
  'Cederberg Health',
  'Vula Telecom',
  'Tafelberg Traders',
  'Springbok Tyres',
  'Mielie Market',
  'Zulu Gym',
] as const;
const BANK_TAGS = ['NGUNIBANK', 'Nguni Bank', 'NB Alert', 'MopaniBank'] as const;
const DOMAINS = ['ngunibank.co.za', 'kudu.delivery', 'rooibosdental.co.za', 'vula.mobi', 'tafelberg.store'];

const SLOTS: Record<string, (r: Rng) => string> = {
  name: first,
  fullname: fullName,
  brand: (r) => pick(r, BRANDS),
  bank: (r) => pick(r, BANK_TAGS),
  amount: (r) => rand(r, 15, 12_000),
  big: (r) => rand(r, 800, 90_000),
  date,
  time,
  mobile,
  phone: landline,
  otp: (r) => digits(r, pick(r, [4, 6, 6, 6, 8])),
  ref: (r) => pick(r, [`${code(r, 2).toUpperCase()}-${digits(r, 6)}`, digits(r, 10), `INV${digits(r, 5)}`]),
  order: (r) => pick(r, [`no. ${digits(r, 7)}`, `#${code(r, 2).toUpperCase()}${digits(r, 5)}`, digits(r, 9)]),
  acc: (r) => digits(r, 4),
  link: (r) => link(r, pick(r, DOMAINS)),
  town: (r) => pick(r, TOWNS),
  hours: (r) => String(pick(r, [1, 2, 24, 48])),
  n: (r) => String(int(r, 2, 9)),
  shop: (r) =>
    pick(r, ['Shoprite', 'Clicks', 'Builders Warehouse', 'Sasol Garage', 'Bolt Ride', 'Pick n Pay', 'Cotton On']),
  waybill: (r) => `KC${digits(r, 10)}`,
};

const TEMPLATES = [
  // verification
  '{otp} - enter this PIN to approve your {brand} login. Expires in {hours} hour(s). Never give this PIN to anyone.',
  '{bank} never asks for your PIN. Your approval code for {amount} at {shop} is {otp}.',
  "Hello {name}, here is your {brand} security code: {otp}. If you didn't ask for it, please ignore this SMS.",
  '[{brand}] Confirm your email change with code {otp}.',
  'Your registration PIN for the {brand} app is {otp}. Keep it private.',
  // deliveries
  '{brand}: Waybill {waybill} has been dispatched from our Johannesburg hub. Expected delivery {date}.',
  'Hi {name}, our courier will deliver order {order} tomorrow. Change the delivery address here: {link}',
  '{brand}: your parcel is waiting at the {town} Pargo point. Collection PIN {otp}. Collect within 7 days.',
  'Order {order} confirmed. Total {amount}. Estimated delivery {date}. Thanks for shopping with {brand}.',
  'Delivery attempt failed for {waybill}. We will try again on {date}. Questions? {phone}',
  'Your furniture delivery from {brand} is booked for {date} between {time} and 16:00.',
  // appointments
  '{name}, you are booked with {brand} {town} on {date} at {time}. To reschedule call {phone}.',
  'Reminder from {brand}: your eye test is tomorrow at {time}. Please bring your current glasses.',
  'Your dental check-up is due. Book your visit with {brand} at {link}',
  'Hi {name}, your tyres are fitted and your car is ready for collection at {brand} {town}. Total {amount}.',
  '{brand}: Your gym induction with {fullname} is on {date}, {time}. See you there!',
  'Your home affairs appointment is confirmed for {date} at {time}, ref {ref}. Bring your ID book.',
  // payments and balances
  '{bank}: Card ..{acc} used for {amount} at {shop} {town} {date} {time}. Bal {big}.',
  '{bank}: EFT of {big} received from {fullname}, ref {ref}. Available balance {big}.',
  '{bank}: Debit order {amount} to {brand} processed {date}. Avail bal {big}. Queries {phone}',
  'Thank you, {name}. We received your payment of {amount} on {date}. Your balance is now {amount}.',
  'Your {brand} account {ref} is in arrears by {amount}. Please settle by {date} to keep your service active.',
  '{brand}: Your monthly contribution of {amount} was received. Policy {ref} remains active.',
  'Your prepaid meter {ref} was credited with {n}5 kWh. Token: {otp}{otp}{digit4}',
  'Quote {ref} from {brand}: {amount} incl. VAT, valid until {date}. Accept online: {link}',
  'Your {brand} bill of {amount} for {date} is available. Due date {date}. Pay with ref {ref}.',
  'Refund of {amount} processed to card ..{acc}. Allow 3-5 working days. {brand}',
  'You have used 80% of your {n}GB data bundle. Buy more on the {brand} app or dial *{n}{n}{n}#.',
  // account alerts
  '{bank}: Your online banking profile was locked on {date}. To unlock it call {phone}.',
  'Security alert: a new login to your {brand} account from {town} on {date} at {time}. Was this you?',
  '{brand}: Your SIM swap request was received. If you did not request it, call {phone} immediately.',
  'Your {brand} debit card has been dispatched and should reach the {town} branch by {date}.',
  'Dear {fullname}, your policy {ref} has been renewed. Your new premium is {amount} per month.',
  '{brand}: No water in parts of {town} on {date} from {time} due to maintenance. Sorry for the inconvenience.',
  'Your child {name} was absent from school today. Please contact the office on {phone}.',
  '{brand}: Your subscription will renew on {date} for {amount}. Manage it at {link}',
];

/**
 * Written after the first calibration round (features, training set and its size) was frozen, and measured once; its
 * result led to the second round (staff cellphone numbers in the training templates), so it was looked at too.
 * BLIND2 below is the set that was never looked at while choosing. The set above was looked at throughout (see ADR).
 */
const BLIND_BRANDS = ['Lowveld Lending', 'Kwela Kitchens', 'Aloe Airways', 'Swartland Storage', 'Ukhozi Clinics'];
const BLIND_TEMPLATES = [
  'Kwela Kitchens: your order of {amount} will be at your door in about {n}0 minutes. Your rider is {name}.',
  '{blind} app sign-in code {otp}. It works once and expires in {n} minutes.',
  'Boarding pass for {fullname}: flight AA{n}{n}{n} {town} - Cape Town, {date}, gate closes {time}. Seat {n}C.',
  '{blind}: Your storage unit rental of {amount} is due on the 1st. Unit {n}{n}, access code {otp}.',
  'Hi {name}, Dr {fullname} at {blind} {town} has a gap tomorrow at {time}. Reply YES to take it or NO to keep {date}.',
  '{bank}: Cash withdrawal {amount} at ATM {town} {date} {time}. Card ..{acc}. Avail {big}.',
  'Your loan application {ref} with {blind} was approved for {big}. Sign the agreement in branch before {date}.',
  '{blind}: instalment {n} of 12 ({amount}) received, thank you. Outstanding balance {big}.',
  "Reminder: Your child's school trip payment of {amount} is due {date}. Use ref {ref} for EFT.",
  'Hi {name}, your pharmacy order {order} has been packed and is ready for collection at {blind} {town}.',
  '{bank}: International transaction of {amount} at AMAZON MKTPLACE declined. Card ..{acc}. Call {phone} if this was you.',
  'Your meter reading of {n}{n}{n}{n} kWh was received on {date}. Your next bill will be based on it.',
  "{blind}: Tomorrow's {time} appointment is confirmed. Parking is available at the back entrance.",
  'Your warranty claim {ref} for the fridge was approved. A technician will call you on {mobile} to book a visit.',
  'Delivery update: order {order} is delayed by one day because of weather. New date {date}. Sorry! {blind}',
  'Your account {ref} has a credit balance of {amount}. No payment is needed this month. {blind}',
];

/** Written after the second (and last) calibration round was frozen, measured once. */
const BLIND2_BRANDS = [
  'Drakensberg Dairy',
  'Ubuntu Hardware',
  'Karee Kids Academy',
  'Limpopo Logistics',
  'Waterberg Wifi',
];
const BLIND2_TEMPLATES = [
  '{blind2}: Your milk delivery is paused from {date} as requested. Reply RESUME to restart it earlier.',
  'Hi {name}, the cement you ordered ({order}) is back in stock at {blind2} {town}. We have kept {n} bags for you.',
  '{blind2}: {name} was signed out by {fullname} at {time} today.',
  "Your {blind2} fees statement: {amount} outstanding for {date}. Pay via EFT using your child's account no. {ref}.",
  'Truck {waybill} with your goods arrives at the {town} depot {date}. Our driver will phone you from {mobile}.',
  'Your Wi-Fi voucher code is {otp}. It gives {n}GB and is valid for 30 days from first use.',
  '{bank}: Stop order of {amount} to {fullname} set up on {date}. First payment {date}.',
  'Hi {name}, your new SIM is active. Your number {mobile} has been ported to {blind2} successfully.',
  '{blind2}: Router replacement scheduled for {date}. Installer {fullname} will call from {mobile} before arriving.',
  'Thank you for your payment of {amount}. Receipt no. {ref}. Your account is now paid up. {blind2}',
  '{bank}: Your home loan instalment of {big} goes off on {date}. Current balance outstanding {big}.',
  'Good day {name}, your sick note for {date} was received by HR. Please submit the original by {date}.',
];

/** About `count` distinct held-out transactional messages (ham), never used in training. */
export function transactionalHeldOutHam(count = 360): string[] {
  return generate(20260214, count, TEMPLATES, { ...SLOTS, digit4: (r) => digits(r, 4) });
}

/** Held-out transactional ham written after the calibration was frozen (see BLIND_TEMPLATES). */
export function transactionalBlindHam(count = 160): string[] {
  return generate(31337, count, BLIND_TEMPLATES, { ...SLOTS, blind: (r) => pick(r, BLIND_BRANDS) });
}

/** Held-out transactional ham written after the second calibration round was frozen (see BLIND2_TEMPLATES). */
export function transactionalBlind2Ham(count = 120): string[] {
  return generate(27182, count, BLIND2_TEMPLATES, { ...SLOTS, blind2: (r) => pick(r, BLIND2_BRANDS) });
}

export const TRANSACTIONAL_HELD_OUT_TEMPLATES = TEMPLATES.length;
export const TRANSACTIONAL_BLIND_TEMPLATES = BLIND_TEMPLATES.length + BLIND2_TEMPLATES.length;
