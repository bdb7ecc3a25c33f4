/**
 * Authored legitimate South African business marketing SMS (issue 25, "spam means spam"): what a retailer, salon,
 * gym, clinic, school, church, telco or insurer sends to its own contacts: specials, loyalty, events, opening hours;
 * mostly English, some Afrikaans, isiZulu, isiXhosa and Sesotho. Written for this project (no dataset text); brands
 * are invented. Training and held-out messages come from different templates and different brands, so a held-out
 * message shares neither with anything the model saw.
 */
import { generate, int, pick, type Rng, TOWNS } from './sa-fill';

const TRAIN_BRANDS = [
  'Mzansi Parcels',
  'Kloof Hair Studio',
  'FitKasi Gym',
  'Jacaranda Family Clinic',
  'Sunnyside Primary',
  'Grace Fellowship Church',
  'Baobab Mobile',
  'Umoya Insurance',
  'Lekker Butchery',
  'Spice Route Takeaways',
] as const;
const HELD_OUT_BRANDS = [
  'Karoo Outfitters',
  'Glow Nail Bar',
  'Pulse Fitness',
  'Marula Dental',
  'Hillcrest High',
  'New Life Assembly',
  'Fynbos Fibre',
  'Ubuntu Life Cover',
  'Boerewors Corner',
  'Thandeka Bakery',
] as const;

const slots = (brands: readonly string[]): Record<string, (r: Rng) => string> => ({
  brand: (r) => pick(r, brands),
  pct: (r) => String(pick(r, [10, 15, 20, 25, 30, 40, 50])),
  price: (r) => `R${pick(r, [29, 49, 59, 79, 99, 149, 199, 249, 299, 349, 499])}${pick(r, ['', '.99', '.95'])}`,
  day: (r) => pick(r, ['Friday', 'Saturday', 'this weekend', 'Sunday', 'month end', 'Heritage Day', 'Monday']),
  date: (r) => `${int(r, 1, 28)} ${pick(r, ['March', 'April', 'June', 'September', 'November', 'December'])}`,
  time: (r) => `${pick(r, ['8', '9', '10', '14', '17', '18'])}:${pick(r, ['00', '30'])}`,
  town: (r) => pick(r, TOWNS),
  n: (r) => String(int(r, 2, 5)),
  stop: (r) => pick(r, ['', '', ' Reply STOP to opt out.', ' STOP to unsubscribe.', ' Opt out: reply STOP.']),
});

const TRAIN_TEMPLATES = [
  '20% off all parcels this weekend at {brand}. Drop off at any branch until 5pm Saturday.{stop}',
  '{brand}: {pct}% off everything in store {day}! See you at our {town} branch.{stop}',
  'Hi from {brand}! Our winter special is back: {price} for a wash, cut and blow. Book on 0{n}1 555 0192.{stop}',
  '{brand}: Join before {date} and pay no joining fee. Classes from 6am. Ask at reception.{stop}',
  '{brand} reminds you: flu vaccines now available, {price}. Walk in Mon-Fri {time} to 17:00.{stop}',
  'Dear parents, the {brand} fun run is on {date} at {time}. Tickets {price} at the office. All welcome!',
  '{brand} invites you to our Easter service on {date} at {time}. Bring the family!',
  '{brand}: Get double data on all bundles bought {day}. Dial *136# to buy.{stop}',
  '{brand}: Add a family member to your funeral cover for just {price} a month. Call us to find out more.{stop}',
  '{brand} {town}: braai packs {price} this {day} only. While stocks last!',
  'New at {brand}: family meal for 4 at {price}. Order in store or call us. Open till 21:00.{stop}',
  '{brand}: Thank you for being a loyal customer! Show this SMS for a free coffee with any purchase this week.',
  '{brand} loyalty members: earn double points {day}. Swipe your card at the till.{stop}',
  '{brand} is open on the public holiday from 9:00 to 14:00. Happy holidays from the team!',
  'Our new {town} branch opens {date}! Come celebrate with {brand}: specials, face painting and a jumping castle.',
  '{brand}: Back to school sale! School shoes from {price}. Valid until {date}.{stop}',
  '{brand} birthday month: get {pct}% off your next visit. Book via WhatsApp.{stop}',
  'Black Friday at {brand}: up to {pct}% off selected items, doors open at 6am.{stop}',
  '{brand} extended hours for the festive season: Mon-Sat 8:00-20:00, Sun 9:00-15:00.',
  'Reminder from {brand}: the market day is on {date}. Stalls, food and music from {time}.',
  // Afrikaans
  '{brand}: {pct}% afslag op alles hierdie naweek! Sien julle by ons {town} tak.{stop}',
  '{brand}: Ons is oop op Saterdag van 8:00 tot 13:00. Kom loer in vir ons weeklikse spesiales.',
  'Beste ouers, die {brand} kermis is op {date}. Kaartjies {price} by die kantoor.',
  // isiZulu
  '{brand}: Sawubona! Thola {pct}% ngaphansi kuzo zonke izimpahla ngempelasonto. Siyabonga!{stop}',
  '{brand}: Sivulekile ngoMgqibelo kusukela ngo-8 kuya ku-13. Woza uzobona izipesheli zethu.',
  // isiXhosa
  '{brand}: Molo! Fumana isaphulelo se-{pct}% kuyo yonke into kule mpelaveki. Enkosi!{stop}',
  // Sesotho
  '{brand}: Dumela! Fumana theolelo ya {pct}% dinthong tsohle mafelong a beke ana. Re a leboha!{stop}',
];

const HELD_OUT_TEMPLATES = [
  '{brand}: Spring sale now on! {pct}% off all summer stock until {date}.{stop}',
  'Hi, {brand} here. Gel overlay special {price} all week. Limited slots, book now on WhatsApp.{stop}',
  '{brand}: Bring a friend {day} and you both train free. Valid for members only.{stop}',
  '{brand}: Teeth cleaning special {price} this month. Call reception to book.{stop}',
  '{brand} matric farewell tickets are on sale at {price}. Pay at the school office before {date}.',
  'You are invited to {brand} youth camp on {date}. Register at church on Sunday. God bless!',
  '{brand}: Upgrade to 100Mbps for the same price until {date}. Reply YES and we will call you.{stop}',
  '{brand}: Cover your whole family from {price} a month. No medicals. Speak to an agent on 086 000 1234.{stop}',
  '{brand} {town}: boerewors {price}/kg {day} only. Come early!',
  '{brand}: Fresh vetkoek and mince every Saturday from {time}. Pre-order for your function.',
  '{brand}: Our {town} store is closed on {date} for stocktaking. We reopen the next day at 8:00.',
  '{brand} rewards: you have points waiting! Redeem them in store before {date}.{stop}',
  '{brand}: Festive hampers from {price}. Order before {date} for Christmas delivery.{stop}',
  'Thank you for shopping at {brand}! Show this SMS at the till for {pct}% off your next purchase.',
  '{brand}: Mothers Day special: buy one get one half price {day}.{stop}',
  // Afrikaans
  '{brand}: Spesiale aanbod! {price} vir twee hierdie {day}. Bestel vroeg.{stop}',
  'Ons nuwe {town} winkel maak oop op {date}. {brand} nooi julle almal!',
  // isiZulu
  '{brand}: Izipesheli zethu zamasonto onke! {pct}% ngaphansi kuze kube ngu-{date}.{stop}',
  // isiXhosa
  '{brand}: Siyavula ngoMgqibelo ukusuka ngo-8 ukuya ku-1. Wamkelekile!',
  // Sesotho
  '{brand}: Re bulehile ka Moqebelo ho tloha ka 8 ho isa ka 1. Le amohelehile!',
];

/** Authored legitimate marketing SMS for training the spam model (as ham). */
export function saMarketingTraining(count = 180): string[] {
  return generate(20251128, count, TRAIN_TEMPLATES, slots(TRAIN_BRANDS));
}

/** Authored legitimate marketing SMS held out from training: other templates, other brands. */
export function saMarketingHeldOut(count = 120): string[] {
  return generate(20251129, count, HELD_OUT_TEMPLATES, slots(HELD_OUT_BRANDS));
}

export const SA_MARKETING_TEMPLATES = { training: TRAIN_TEMPLATES.length, heldOut: HELD_OUT_TEMPLATES.length };
