/**
 * Authored legitimate South African business marketing SMS (issue 25, "spam means spam"): what a retailer, salon,
 * gym, clinic, school, church, telco or insurer sends to its own contacts: specials, loyalty, events, opening hours;
 * mostly English, some Afrikaans, isiZulu, isiXhosa and Sesotho. Written for this project (no dataset text); brands
 * are invented. Training and held-out messages come from different templates and different brands, so a held-out
 * message shares neither with anything the model saw.
 */
import { first, generate, int, landline, link, mobile, pick, type Rng, rand, TOWNS } from './sa-fill';

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

/**
 * A second training round (decision 0921): small service businesses (trades, cleaners, vets, tutors, taxis, caterers,
 * car dealers, garden centres) whose offers carry what the SMS Spam Collection's spam carries too: "Call" and a
 * number, "free", "Reply YES", "T&Cs apply", "today only", monthly instalments, a web address. What keeps them ham is
 * the business's own name, number and domain and an ordinary offer; no prize, no fee to release anything, no request
 * for details. Other brands than both lists above.
 */
const SERVICE_BRANDS = [
  'Ndlovu Plumbing',
  'Bright Spark Electrical',
  'Spotless Home Cleaning',
  'Paws & Claws Vet',
  'Imbizo Shuttles',
  'Lekgotla Catering',
  'Kasi Maths Tutors',
  'Highveld Auto',
  'Protea Garden Centre',
  'Ridgeview Optometrists',
  'Mama Afrika Restaurant',
  'Sibanye Driving School',
  'Coastal Pool Care',
  'Boland Tyres',
  'Shine Car Wash',
  'Khumalo Funeral Services',
  'Vusi Barber Shop',
  'Oupa se Plaasstal',
  'Harbour Fish Market',
  'Jozi Photo Studio',
] as const;

const domainOf = (brand: string): string =>
  `${brand
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '')}.co.za`;

const serviceSlots = (brands: readonly string[]): Record<string, (r: Rng) => string> => {
  let brand = brands[0]!;
  return {
    // The brand is drawn first in every template below, so {web} names the same business.
    brand: (r) => {
      brand = pick(r, brands);
      return brand;
    },
    web: () => domainOf(brand),
    // A tracked link on the business's own domain, as bulk-SMS platforms shorten them.
    link: (r) => link(r, domainOf(brand)),
    phone: (r) => (r() < 0.5 ? landline(r) : mobile(r).replace(/^\*\*\*/, '07')),
    price: (r) => rand(r, 49, 4_999),
    pm: (r) => `R${pick(r, [99, 149, 199, 299, 399, 499, 699])}`,
    pct: (r) => String(pick(r, [5, 10, 15, 20, 25, 30])),
    day: (r) =>
      pick(r, ['Saturday', 'this weekend', 'Friday', 'today', 'this month', 'in December', 'until month end']),
    month: (r) => pick(r, ['January', 'March', 'May', 'July', 'August', 'October', 'November', 'December']),
    date: (r) => `${int(r, 1, 28)} ${pick(r, ['Feb', 'Apr', 'Jun', 'Aug', 'Oct', 'Dec'])}`,
    town: (r) => pick(r, TOWNS),
    n: (r) => String(int(r, 2, 9)),
    stop: (r) =>
      pick(r, ['', ' Reply STOP to opt out', ' STOP to opt out.', ' Opt-out: STOP', ' SMS STOP to unsubscribe']),
  };
};

const SERVICE_TEMPLATES = [
  '{brand}: burst geyser? We replace geysers same day, {pct}% off labour {day}. Call {phone}.{stop}',
  '{brand}: electrical compliance certificates from {price}. Book this week on {phone}.{stop}',
  '{brand}: spring clean special, full house for {price}. Call or WhatsApp {phone} to book.{stop}',
  '{brand}: {name} is due for a check-up and booster. Reply YES to book or call {phone}.',
  '{brand}: festive shuttles to {town} every Friday, {price} per seat. Book on {phone}.',
  '{brand}: book your year-end function before {date} and save {pct}%. Menus: {link}{stop}',
  '{brand}: Grade 12 maths and science classes start {date}. First lesson free. Call {phone}.{stop}',
  '{brand}: trade in your car {day} and get up to {price} extra. T&Cs apply. Visit us in {town}.{stop}',
  '{brand}: buy 3 roses get 1 free {day}. Open daily 8:00-17:00.{stop}',
  '{brand}: eye test and frames from {price}. Medical aid welcome. Book online {link}',
  '{brand}: we have moved! Find us at Shop {n}4, {town} Mall from {date}. Same number: {phone}',
  '{brand}: your 8th visit is free! You have {n} stamps on your card. See you soon.',
  '{brand}: lounge suites from {price} or {pm} pm over 12 months. Sale ends {date}. Terms apply.{stop}',
  '{brand}: Sunday lunch buffet {price} per person. Kids under {n} eat free. Book on {phone}.',
  '{brand}: new learner licence classes every Saturday. Pass rate over 90%. Call {phone}.{stop}',
  '{brand}: pool cleaning from {pm} a month. First visit free in {month}. Call {phone}.{stop}',
  '{brand}: winter check, free tyre rotation with every wheel alignment {day}. No booking needed.',
  '{brand}: wash and vac {price} {day} only. Loyalty card holders get every 5th wash free.',
  '{brand}: plans from {pm} a month cover the whole family. Speak to us at our {town} branch or call {phone}.{stop}',
  '{brand}: fresh hake and calamari in today! Order by WhatsApp on {phone}, collect after 14:00.',
  '{brand}: school photo day is {date}. Packages from {price}, order forms at {web}',
  '{brand}: kids cut {price} every Wednesday. Walk-ins welcome, or book on {phone}.',
  '{brand}: limited stock! Winter duvets {pct}% off {day}. Shop now: {link}{stop}',
  '{brand}: thank you for your support this year. We close {date} and open again on 6 January.',
  '{brand}: win a R500 voucher in our in-store lucky draw. Spend {price} or more {day} to enter. T&Cs apply.{stop}',
  '{brand}: free delivery on orders over {price} in {town} this month. Order at {web} or call {phone}.',
  '{brand}: reminder that your annual service is due in {month}. Reply YES and we will call you to book.{stop}',
  '{brand}: new menu, new look! Come in {day} and get a free dessert with any main meal.',
  '{brand}: our {month} catalogue is out! Browse the specials here {link}{stop}',
  "{brand}: see this week's deals before they sell out: {link} Valid {day} while stocks last.{stop}",
  '{brand}: rate your last visit and get {pct}% off your next one. Takes 1 minute: {link}',
  // Afrikaans
  '{brand}: vars groente en eiers elke Saterdag van 7:00. Bestel vooraf op {phone}.',
  '{brand}: {pct}% afslag op alle dienste hierdie maand. Skakel {phone} om te bespreek.{stop}',
  '{brand}: wen n R300 koopbewys in ons gelukkige trekking. Koop vir {price} of meer in die winkel.{stop}',
  // isiZulu
  '{brand}: Sawubona! Izipesheli zethu zikaDisemba: {pct}% ngaphansi kuzo zonke izinsizakalo. Shayela {phone}.{stop}',
  '{brand}: Sivulile ngeSonto kusukela ngo-9 kuya ku-14. Siyanamukela nonke!',
  // isiXhosa
  '{brand}: Molo! Isaphulelo se-{pct}% kule nyanga kuphela. Tsalela {phone} ubhukishe.{stop}',
  // Sesotho
  '{brand}: Dumela! Theolelo ya {pct}% kgweding ena feela. Letsetsa {phone} ho bhuka.{stop}',
];

/**
 * Marketing addressed to the customer by name, or as "Dear customer" without a brand in front: loyalty, renewals,
 * birthdays, appointments due, moved premises (decision 0921, training). Brands of the service list.
 */
const PERSONAL_TEMPLATES = [
  'Hi {first}, happy birthday from {brand}! Enjoy {pct}% off any service this month. Show this SMS in store.',
  'Dear customer, your policy with {brand} renews on {date}. Premium {pm} pm. Questions? Call {phone}',
  'Hi {first}, we miss you at {brand}! Come back {day} and your next visit is on us. Book on {phone}.{stop}',
  '{first}, your {brand} points balance is {n}40. Spend them on anything in store before {date}.',
  'Dear {first}, thank you for choosing {brand}. Rate us on Google and get a free coffee on your next visit.',
  'Dear customer, {brand} now delivers to {town}! Order on WhatsApp {phone}, free delivery over {price}.',
  'Hi {first}, your car is due for its {n}0 000 km service. {brand} has slots on {day}. Reply YES to book.',
  'Good news {first}! The shoes you asked about are back in stock at {brand} {town}. We keep them until {date}.',
  'Hi {first}, only {n} days left to use your {price} voucher at {brand}. Valid in all branches.',
  'Dear parent, {brand} holiday club runs {date} to {date}, {price} a day incl. lunch. Book at {web}',
  'Dear customer, {brand} prices go up on 1 {month}. Renew or book before then at the old rate. Call {phone}.{stop}',
  'Hi {first}! {brand} is hiring for the festive season. Drop your CV at our {town} branch.',
  'Dear {first}, you are invited to our client evening on {date} at 18:00. Snacks and specials. RSVP {phone}',
  'Hi {first}, your spectacles are {n} years old. {brand} offers a free eye test this month. Book on {web}',
  "Hi {first}, your {brand} invoice and this month's member specials are ready: {link}",
  'Dear customer, {brand} {town} has a new online shop. Order by 14:00 for same-day collection: {link}{stop}',
  '{first}, get ready for summer! {brand} gym contracts from {pm} pm, no joining fee until {date}.{stop}',
];

const PET_NAMES = ['Max', 'Bella', 'Simba', 'Rex', 'Lulu', 'Tiger', 'Coco', 'Bruno'] as const;

/** Authored legitimate marketing SMS for training the spam model (as ham): every round. */
export function saMarketingTraining(count = 180, services = 280, personal = 150): string[] {
  return [
    ...generate(20251128, count, TRAIN_TEMPLATES, slots(TRAIN_BRANDS)),
    ...generate(20261130, services, SERVICE_TEMPLATES, {
      ...serviceSlots(SERVICE_BRANDS),
      name: (r) => pick(r, PET_NAMES),
    }),
    ...generate(20261201, personal, PERSONAL_TEMPLATES, { ...serviceSlots(SERVICE_BRANDS), first }),
  ];
}

/** Authored legitimate marketing SMS held out from training: other templates, other brands. */
export function saMarketingHeldOut(count = 120): string[] {
  return generate(20251129, count, HELD_OUT_TEMPLATES, slots(HELD_OUT_BRANDS));
}

/**
 * Held out from the second round (decision 0921): written with the training rounds, before any model was trained on
 * them, and only measured. Templates and brands of their own; {web}, {phone} and {first} as in training.
 */
const HELD_OUT_2_BRANDS = [
  'Amandla Hardware',
  'Wildekrans Wines',
  'Lulama Beauty Spa',
  'Mthatha Motor Spares',
  'Seaview Physio',
  'Little Acorns Creche',
  'Soshanguve Spaza',
  'Big Five Travel',
  'Thaba Security',
  'Mokoena Attorneys',
] as const;

const HELD_OUT_2_TEMPLATES = [
  '{brand}: paint {pct}% off {day}, free tinting on all 20L tins. Find us in {town} or call {phone}.{stop}',
  '{brand}: wine tasting and cheese platter {price} per couple, {day}. Book a table on {phone}.',
  'Hi {first}, pamper yourself! {brand} full body massage {price} this month only. Book at {web}{stop}',
  '{brand}: we now stock parts for Toyota, Nissan and VW. Phone your order to {phone}, we deliver in {town}.',
  '{brand}: sports injury? Medical aid rates, no referral needed. First assessment {price}. Call {phone}.',
  'Dear parents, {brand} has {n} places open for next year. Enrol before {date} and pay no registration fee.',
  '{brand}: bread, milk and airtime now at our new till, open 6am to 9pm every day. Sharp sharp!',
  '{brand}: Durban to {town} return flights from {price}. Limited seats! Call our agents on {phone}.{stop}',
  '{brand}: armed response from {pm} a month, free installation of your alarm in {month}. Call {phone}.{stop}',
  'Dear {first}, {brand} offers a free 30-minute consultation on wills and estates during {month}. Call {phone}',
  'Hi {first}, your {brand} loyalty card has {n}00 points. Double points on all purchases {day}!{stop}',
  '{brand}: get a free gift with every purchase over {price} {day}. While stocks last. T&Cs apply.',
  // Afrikaans
  '{brand}: Naweekspesiaal! {pct}% af op alles in die winkel. Skakel {phone} vir navrae.{stop}',
  // isiZulu
  '{brand}: Sanibonani! Thenga okubili uthole okwesithathu mahhala {day}. Siyabonga!',
  // Sesotho / isiXhosa
  '{brand}: Dumelang! Re na le ditheolelo tse kgolo kgweding ena. Etelang lebenkele la rona {town}.',
  '{brand}: Molweni! Sinesaphulelo se-{pct}% kwiimpahla zonke kule veki. Wamkelekile!',
];

/** Authored legitimate marketing SMS of the second round held out from training (decision 0921). */
export function saMarketingHeldOut2(count = 160): string[] {
  return generate(20261202, count, HELD_OUT_2_TEMPLATES, { ...serviceSlots(HELD_OUT_2_BRANDS), first });
}

export const SA_MARKETING_TEMPLATES = {
  training: TRAIN_TEMPLATES.length + SERVICE_TEMPLATES.length + PERSONAL_TEMPLATES.length,
  heldOut: HELD_OUT_TEMPLATES.length,
};
