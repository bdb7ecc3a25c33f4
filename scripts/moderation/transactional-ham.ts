/**
 * Authored transactional SMS (ham) for TRAINING the spam model: one-time PINs, deliveries, appointment reminders,
 * payment and balance notifications and account alerts, as South African businesses send them. Written for this
 * project from scratch (no dataset text); the brands are invented. The held-out set used to MEASURE the model is in
 * transactional-holdout.ts, with its own templates and brands, so no measured message shares a template with these.
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
  'Karoo Bank',
  'Umoya Insurance',
  'Lekker Deliveries',
  'Jacaranda Clinic',
  'Protea Pharmacy',
  'Baobab Mobile',
  'Highveld Motors',
  'Fynbos Fibre',
  'Indaba Retail',
  'Kloof Vet',
  'Marula Medical Aid',
  'Sunveld Solar',
] as const;
const BANK_TAGS = ['KAROOBANK', 'Karoo Bank', 'KBANK', 'UbuntuBank', 'Ubuntu Bank'] as const;
const DOMAINS = ['karoobank.co.za', 'lekker.co.za', 'jacaranda.health', 'umoya.co.za', 'indaba.shop', 'fynbos.net'];

const SLOTS: Record<string, (r: Rng) => string> = {
  name: first,
  fullname: fullName,
  brand: (r) => pick(r, BRANDS),
  bank: (r) => pick(r, BANK_TAGS),
  amount: (r) => rand(r, 20, 9_000),
  big: (r) => rand(r, 1_000, 60_000),
  date,
  time,
  mobile,
  phone: landline,
  otp: (r) => digits(r, pick(r, [4, 5, 6, 6, 6, 8])),
  // Bank accounts have 9 to 11 digits, policies and municipal accounts up to 13, like ID numbers.
  ref: (r) => pick(r, [`${code(r, 3).toUpperCase()}${digits(r, 5)}`, digits(r, int(r, 6, 13)), `REF${digits(r, 6)}`]),
  // Prepaid electricity tokens are 20 digits, printed in groups of four or not at all.
  token: (r) =>
    pick(r, [
      digits(r, 20),
      (digits(r, 20).match(/.{4}/g) ?? []).join(' '),
      (digits(r, 20).match(/.{4}/g) ?? []).join('-'),
    ]),
  order: (r) => pick(r, [`#${digits(r, 6)}`, `ORD-${digits(r, 7)}`, digits(r, 8)]),
  acc: (r) => digits(r, 4),
  link: (r) => link(r, pick(r, DOMAINS)),
  town: (r) => pick(r, TOWNS),
  mins: (r) => String(pick(r, [3, 5, 5, 10, 15])),
  n: (r) => String(int(r, 2, 9)),
  merchant: (r) =>
    pick(r, ['Checkers Hyper', 'Engen Garage', 'Woolies Food', 'Uber Trip', 'Dis-Chem', 'Spar', 'Mr Price']),
  parcel: (r) => `${pick(r, ['LD', 'PX', 'CN'])}${digits(r, 9)}ZA`,
};

const TEMPLATES = [
  // one-time PINs and verification
  'Your {brand} OTP is {otp}. Do not share it with anyone. Valid for {mins} minutes.',
  '{otp} is your verification code for {brand}. It expires in {mins} min. We will never call you to ask for it.',
  '{bank}: Your one-time PIN for the payment of {amount} to {merchant} is {otp}. If you did not request it, call {phone}.',
  'Use {otp} to sign in to the {brand} app. If this was not you, change your password now.',
  '{brand}: {otp} is your code to confirm your new cellphone number. Never share this code.',
  'Your login code: {otp}. {brand} staff will never ask for this code.',
  'Hi {name}, use code {otp} to reset your {brand} password. The code is valid for {mins} minutes.',
  '{bank}: OTP {otp} to add beneficiary {fullname}. Ignore if you did not do this and call us on {phone}.',
  // deliveries and orders
  'Hi {name}, your order {order} has shipped and will be delivered on {date}. Track it here: {link}',
  '{brand}: Your parcel {parcel} is out for delivery today between {time} and 17:00. Someone must be home to sign.',
  'Good news {name}! Order {order} is ready for collection at our {town} store. Bring your ID and order number.',
  'Your {brand} order {order} ({amount}) was received. We will SMS you when it ships.',
  'Driver {name} is on the way with your delivery. Contact the driver on {mobile}.',
  'We tried to deliver parcel {parcel} today but nobody was home. Reschedule at {link} or call {phone}.',
  'Your return for order {order} has been received. A refund of {amount} will reach your account within 5 working days.',
  '{brand}: Your order {order} has been delivered. Rate your delivery: {link}',
  // appointments and reminders
  'Reminder: {name}, your appointment at {brand} {town} is on {date} at {time}. Reply C to cancel.',
  'Hi {name}, this is a reminder of your vehicle service at {brand} on {date} at {time}. Please bring your service book.',
  '{brand}: Your consultation with Dr {fullname} is confirmed for {date}, {time}. Please arrive 10 minutes early.',
  'Your prescription is ready for collection at {brand} {town}. Collect before {date}. Ref {ref}.',
  "Reminder: {name}'s vaccination is due on {date}. Book at {link} or call {phone}.",
  'Your booking for {n} people on {date} at {time} is confirmed. Booking ref {ref}.',
  'Hi {name}, your technician will arrive on {date} between {time} and 13:00 to install your fibre. Ref {ref}.',
  'Parent meeting for Grade {n} is on {date} at {time} in the school hall. Please confirm attendance.',
  // payments, balances and statements
  '{bank}: {amount} paid from Cheq a/c ..{acc} to {merchant} on {date} at {time}. Avail {big}.',
  '{bank}: Purchase of {amount} at {merchant} with card ..{acc}. Available balance {big}. Not you? Call {phone}',
  '{bank}: Your salary of {big} was deposited into a/c ..{acc}. Available balance {big}.',
  'Payment received: {amount} for account {ref}. Thank you for paying your {brand} account on time.',
  'Your {brand} premium of {amount} will be debited on {date}. Please ensure sufficient funds.',
  '{brand}: Your statement for {date} is ready. Amount due {amount} by {date}. View it at {link}',
  'Your debit order of {amount} to {brand} was returned unpaid. Please pay via EFT using ref {ref}.',
  'Your electricity token for meter {ref}: {token}. Units: {n}1.4 kWh. Amount {amount}.',
  'You bought {n}GB data for {amount}. Your data balance is {n}.{n}GB, valid until {date}.',
  'Airtime recharge of {amount} successful. New balance {amount}. Thank you for using {brand}.',
  'Hi {name}, your account is {n} days overdue. Amount due: {amount}. Pay at {link} to avoid a late fee.',
  '{brand}: Your claim {ref} was approved. {big} will be paid into your account within 48 hours.',
  'Invoice {ref} for {amount} is due on {date}. Pay by EFT, ref {ref}, or online at {link}',
  // account alerts
  '{bank}: New device linked to your profile on {date} at {time}. If this was not you, call {phone} immediately.',
  'Your {brand} password was changed on {date}. If you did not do this, contact us on {phone}.',
  '{bank}: Your card ending {acc} has been blocked after 3 wrong PIN attempts. Visit a branch or call {phone}.',
  'Your {brand} contract ends on {date}. An upgrade is available on your account. Visit a store or call {phone}.',
  '{brand}: We received your application {ref}. A consultant will contact you within 2 working days.',
  'Your {brand} account details were updated on {date}. Not you? Call {phone}.',
  '{brand}: Scheduled maintenance on {date} from 22:00 to 02:00. Online banking will be unavailable.',
  'Your municipal account {ref}: {amount} is due by {date}. Pay at any Pick n Pay till or online.',
  'Hi {name}, your vehicle licence expires on {date}. Renew at your nearest registering authority.',
  '{brand}: Water supply in {town} will be interrupted on {date} from {time} for pipe repairs.',
  'Load shedding update for {town}: Stage {n} from {time} today. Check your schedule at {link}',
  // travel, tickets and bookings
  'Your {brand} bus ticket {ref}: {town} to Johannesburg, departs {date} at {time}. Board 30 min before departure.',
  'Flight update: your flight to Cape Town on {date} now departs at {time}. Check in online at {link}',
  '{brand}: Your car hire booking {ref} is confirmed. Collect at {town} on {date} from {time}. Bring your licence.',
  'Your e-ticket for {n} adults on {date} is attached to your email. Show the QR code at the gate. Ref {ref}',
  'Hi {name}, your stay at {brand} {town} is confirmed for {date}. Check-in from 14:00. Booking {ref}.',
  // insurance, medical aid and claims
  '{brand}: We have registered your claim {ref}. An assessor will call you within 48 hours.',
  'Dear {fullname}, your {brand} cover has been updated. Your new monthly premium is {amount} from {date}.',
  '{brand}: Pre-authorisation {ref} for your admission on {date} has been approved.',
  'Your medical aid card is ready. Membership number {ref}. Download the {brand} app to view your benefits.',
  '{brand}: Your car insurance renews on {date}. Premium {amount} per month. No action needed.',
  // utilities, municipal and property
  'Your prepaid electricity purchase: {amount}. Token {token}. Meter {ref}.',
  'Meter reading for erf {ref} due by {date}. Submit it online at {link} or call {phone}.',
  'Rent of {amount} for unit {n}{n} received on {date}. Thank you. {brand} Property Management',
  'Your water account {ref} is {amount} in arrears. Make an arrangement before {date} to avoid restriction.',
  '{brand}: Refuse collection in {town} moves to {date} because of the public holiday.',
  // orders, quotes and couriers
  '{brand}: Consignment {parcel} left our Cape Town depot today and should reach {town} by {date}.',
  'Your quotation {ref} for {amount} (VAT incl.) is ready. It is valid for 14 days. View it at {link}',
  'Collection booked: our courier will collect parcel {parcel} from you on {date}. Have it packed and labelled.',
  'Hi {name}, your repair job {ref} is complete. Please collect your device at {brand} {town}. Amount due {amount}.',
  'Your layby {ref} at {brand} has a balance of {amount}. Final payment due {date}.',
  // work, school and government
  'Hi {name}, your shift on {date} starts at {time}. Report to the {town} site manager.',
  'Your payslip for {date} is available on the {brand} employee portal. Net pay {big}.',
  'Your SASSA grant of {amount} is available for collection from {date}. Bring your card and ID.',
  'Dear parent, school fees of {amount} for term {n} are due by {date}. Ref: {ref}.',
  '{brand} College: Your exam for module {ref} is on {date} at {time}, venue {town} campus hall {n}.',
  // loyalty and service messages that are not promotions
  'Hi {name}, you earned {n}0 points on your purchase of {amount} at {brand}. Points balance: {n}{n}5.',
  'Thank you for visiting {brand} {town} today. Your invoice {ref} for {amount} was emailed to you.',
  '{brand}: Your data bundle expires on {date}. Remaining: {n}50MB. Dial *{n}{n}{n}# to check your balance.',
  'Your {brand} router was dispatched with courier ref {parcel}. Your fibre line will be active on {date}.',
  'Your account number is {ref}. Keep this SMS for future payments to {brand}. Banking details: {link}',
  // cellphone numbers of staff: drivers, technicians, consultants and agents
  'Hi {name}, I am {fullname}, your {brand} consultant. You can reach me on {mobile} during office hours.',
  '{brand}: Technician {name} ({mobile}) is assigned to job {ref} and will visit you on {date}.',
  'Your agent for claim {ref} is {fullname}. Call or WhatsApp {mobile} with any questions.',
  'The {brand} plumber is running 30 minutes late. He will call you from {mobile} when he is outside.',
  'Your registered cellphone number was changed to {mobile} on {date}. Not you? Call {phone}.',
  'Hi {name}, please call me back on {mobile} about your {brand} quotation {ref}. Regards, {fullname}',
  'Your tow truck is on the way. Driver {fullname}, {mobile}, expected in {n}0 minutes.',
  '{brand}: We could not reach you on {mobile} about order {order}. Please call us on {phone}.',
];

/** About `count` distinct authored transactional messages for training (ham). */
export function transactionalTrainingHam(count = 1200): string[] {
  return generate(20251122, count, TEMPLATES, SLOTS);
}

export const TRANSACTIONAL_TRAINING_TEMPLATES = TEMPLATES.length;
