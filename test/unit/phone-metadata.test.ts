import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parsePhoneNumberFromString as parseWithAllMetadata } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { ZA_METADATA_FILE, zaMetadataModule } from '../../scripts/phone-metadata';
import { normaliseSouthAfricanMobile } from '../../shared/messages/phone';

/** What normaliseSouthAfricanMobile answered with the metadata of every country (libphonenumber-js/mobile). */
function withAllMetadata(input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed.length > 32 || !/^(\+27|0)[\d\s-]+$/.test(trimmed)) return undefined;
  const parsed = parseWithAllMetadata(trimmed, 'ZA');
  if (parsed?.country !== 'ZA' || !parsed.isValid()) return undefined;
  if (!/^[678]\d{8}$/.test(parsed.nationalNumber)) return undefined;
  return parsed.number;
}

function sameAnswer(input: string): void {
  expect({ input, answer: normaliseSouthAfricanMobile(input) }).toEqual({ input, answer: withAllMetadata(input) });
}

// The exhaustive comparisons parse a quarter of a million numbers twice: seconds on a busy shared machine.
const EXHAUSTIVE_MS = 60_000;

describe('the South African phone metadata', () => {
  it('is what scripts/phone-metadata.ts derives from the installed libphonenumber-js (else rerun it)', () => {
    expect(readFileSync(ZA_METADATA_FILE, 'utf8')).toBe(zaMetadataModule());
  });

  it(
    'answers as the full metadata for every 4-digit national prefix, at lengths 8 to 10',
    () => {
      let accepted = 0;
      for (let prefix = 0; prefix < 10_000; prefix++) {
        const lead = String(prefix).padStart(4, '0');
        for (const tail of ['1234', '56789', '098765']) {
          const national = `${lead}${tail}`;
          for (const input of [`0${national}`, `+27${national}`]) {
            sameAnswer(input);
            if (normaliseSouthAfricanMobile(input) !== undefined) accepted++;
          }
        }
      }
      expect(accepted).toBeGreaterThan(1000);
    },
    EXHAUSTIVE_MS,
  );

  it(
    'answers as the full metadata for generated numbers, valid or not, in any accepted or refused form',
    () => {
      const digits = (min: number, max: number) =>
        fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
      const oneOf = (words: string) => fc.constantFrom(...words.split(' '));
      // Leading national digits: mobile ranges, other ranges (fixed, toll-free, VoIP, ...) and anything.
      const lead = fc.oneof(
        { weight: 2, arbitrary: oneOf('6 7 8 60 71 72 74 76 79 81 82 83 84 85 860') },
        { weight: 1, arbitrary: oneOf('1 2 3 4 5 9 0 00 10 21 80 800 86 861 87 870 8708 871 872') },
        { weight: 1, arbitrary: digits(1, 3) },
      );
      const prefix = fc.oneof(
        { weight: 3, arbitrary: oneOf('0 +27') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('00', '0027', '+270', '027', '+2700', '27', '', '+', '+44', '+1', '0044'),
        },
      );
      const separator = fc.constantFrom('', '', '', ' ', '-', '  ', ' - ', '--', '\t');
      // Nine national digits most of the time (the length of a mobile number), up to 15 otherwise.
      const national = lead.chain((l) =>
        fc
          .oneof(
            { weight: 3, arbitrary: digits(Math.max(0, 9 - l.length), Math.max(0, 9 - l.length)) },
            { weight: 1, arbitrary: digits(0, 11) },
          )
          .map((rest) => `${l}${rest}`),
      );
      const number = fc
        .tuple(prefix, national, fc.array(separator, { minLength: 16, maxLength: 16 }), separator, separator)
        .map(([p, n, seps, before, after]) => {
          const body = [...n].map((d, i) => `${d}${seps[i] ?? ''}`).join('');
          return `${before}${p}${seps[15]}${body}${after}`;
        });
      const noise = fc.array(fc.constantFrom(...'0123456789 +-()./x'), { maxLength: 36 }).map((c) => c.join(''));
      fc.assert(fc.property(fc.oneof(number, number, number, noise), sameAnswer), { numRuns: 20_000 });
    },
    EXHAUSTIVE_MS,
  );
});
