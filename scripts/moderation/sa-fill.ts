/**
 * Fillers for the authored South African business SMS (transactional-ham.ts, transactional-holdout.ts, sa-spam.ts):
 * names, Rand amounts in the ways they are written, dates, times, South African numbers, references and links.
 * Everything here is written for this project; nothing is taken from a dataset. Seeded, so the sets are reproducible.
 */

import { rng } from './spam-train';

export type Rng = () => number;

/** The training code's seeded PRNG (mulberry32), good enough for picking fillers. */
export const seeded: (seed: number) => Rng = rng;

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
export const int = (r: Rng, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
export const digits = (r: Rng, n: number): string => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const code = (r: Rng, n: number): string => Array.from({ length: n }, () => pick(r, [...ALNUM])).join('');

export const FIRST_NAMES = [
  'Thandi',
  'Sipho',
  'Lerato',
  'Johan',
  'Anele',
  'Pieter',
  'Nomvula',
  'Kagiso',
  'Fatima',
  'Riaan',
  'Zanele',
  'Mandla',
  'Priya',
  'Bongani',
  'Annelie',
  'Tshepo',
  'Ayesha',
  'Lwazi',
  'Marike',
  'Themba',
  'Naledi',
  'Kobus',
  'Refilwe',
  'Sizwe',
  'Chantel',
  'Dineo',
  'Yusuf',
  'Palesa',
  'Hendrik',
  'Nosipho',
  'Ravi',
  'Mpho',
  'Elmarie',
  'Siyabonga',
] as const;

export const SURNAMES = [
  'Nkosi',
  'van der Merwe',
  'Dlamini',
  'Naidoo',
  'Botha',
  'Mokoena',
  'Pillay',
  'Khumalo',
] as const;

export const TOWNS = [
  'Sandton',
  'Rosebank',
  'Durbanville',
  'Umhlanga',
  'Centurion',
  'Soweto',
  'Stellenbosch',
  'Polokwane',
  'Gqeberha',
  'Bloemfontein',
  'Mbombela',
  'Pietermaritzburg',
  'Midrand',
  'Bellville',
  'Rustenburg',
  'East London',
  'Kimberley',
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const LONG_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "R 1 250,00", "R1 250.00", "R1250", "R1,250.00", "ZAR 1250.00": South African amounts as businesses print them. */
export function rand(r: Rng, min = 5, max = 25_000): string {
  const value = int(r, min * 100, max * 100) / 100;
  const whole = Math.floor(value);
  const cents = String(Math.round((value - whole) * 100)).padStart(2, '0');
  const grouped = (sep: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (int(r, 0, 6)) {
    case 0:
      return `R ${grouped(' ')},${cents}`;
    case 1:
      return `R${grouped(' ')}.${cents}`;
    case 2:
      return `R${whole}`;
    case 3:
      return `R${grouped(',')}.${cents}`;
    case 4:
      return `R${whole}.${cents}`;
    case 5:
      return `ZAR ${whole}.${cents}`;
    default:
      return `R ${grouped(' ')}`;
  }
}

/** "14 Nov", "Tue 14 May", "14/11/2025", "2025-11-14", "14 November". */
export function date(r: Rng): string {
  const d = int(r, 1, 28);
  const m = int(r, 0, 11);
  switch (int(r, 0, 4)) {
    case 0:
      return `${d} ${MONTHS[m]}`;
    case 1:
      return `${pick(r, DAYS)} ${d} ${MONTHS[m]}`;
    case 2:
      return `${String(d).padStart(2, '0')}/${String(m + 1).padStart(2, '0')}/${int(r, 2024, 2026)}`;
    case 3:
      return `${int(r, 2024, 2026)}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    default:
      return `${pick(r, LONG_DAYS)} ${d} ${LONG_MONTHS[m]}`;
  }
}

export function time(r: Rng): string {
  const h = int(r, 7, 18);
  const m = pick(r, ['00', '15', '30', '45', '10', '20', '40', '50']);
  return pick(r, [
    `${h}:${m}`,
    `${String(h).padStart(2, '0')}h${m}`,
    `${h > 12 ? h - 12 : h}:${m}${h >= 12 ? 'pm' : 'am'}`,
  ]);
}

/** South African mobile numbers as written in messages, sometimes masked. */
export function mobile(r: Rng): string {
  const prefix = pick(r, ['060', '061', '071', '072', '073', '076', '079', '081', '082', '083', '084']);
  const rest = digits(r, 7);
  switch (int(r, 0, 3)) {
    case 0:
      return `${prefix} ${rest.slice(0, 3)} ${rest.slice(3)}`;
    case 1:
      return `+27${prefix.slice(1)}${rest}`;
    case 2:
      return `${prefix}${rest}`;
    default:
      return `***${rest.slice(3)}`;
  }
}

/** Call-centre and branch numbers: geographic, 086x share-call and 0800 toll-free. */
export function landline(r: Rng): string {
  switch (int(r, 0, 4)) {
    case 0:
      return `${pick(r, ['011', '012', '021', '031', '041', '051'])} ${digits(r, 3)} ${digits(r, 4)}`;
    case 1:
      return `0860 ${digits(r, 3)} ${digits(r, 3)}`;
    case 2:
      return `0800 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
    case 3:
      return `087 ${digits(r, 3)} ${digits(r, 4)}`;
    default:
      return `+27 ${pick(r, ['11', '21', '31'])} ${digits(r, 3)} ${digits(r, 4)}`;
  }
}

/** A short link on the business's own domain. */
export function link(r: Rng, domain: string): string {
  const path = pick(r, ['t', 'o', 'r', 'pay', 'track', 'a', 'v', 'doc', 'i']);
  return pick(r, [
    `https://${domain}/${path}/${code(r, int(r, 5, 8))}`,
    `${domain}/${path}/${code(r, 6)}`,
    `https://${pick(r, ['go', 'my', 'app', 'l'])}.${domain}/${code(r, 7)}`,
  ]);
}

export const first = (r: Rng): string => pick(r, FIRST_NAMES);
export const fullName = (r: Rng): string => `${pick(r, FIRST_NAMES)} ${pick(r, SURNAMES)}`;
export const upper = (r: Rng, prefix: string, n: number): string => `${prefix}${digits(r, n)}`;

/** Fills `{name}` slots with the given generators; one template gives many different messages. */
export function fill(r: Rng, template: string, slots: Record<string, (r: Rng) => string>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`no filler for {${name}} in: ${template}`);
    return slot(r);
  });
}

/** Generates `count` distinct messages, cycling through the templates so each is used about equally. */
export function generate(
  seed: number,
  count: number,
  templates: readonly string[],
  slots: Record<string, (r: Rng) => string>,
): string[] {
  const r = seeded(seed);
  const out = new Set<string>();
  for (let i = 0; out.size < count && i < count * 20; i++) out.add(fill(r, templates[i % templates.length]!, slots));
  return [...out];
}
