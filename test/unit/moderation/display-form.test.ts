import { describe, expect, it } from 'vitest';
import { DisplayFormModeration, displayForm } from '../../../shared/moderation/display-form';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';

const RLO = '\u202e';
const LRO = '\u202d';
const PDF = '\u202c';
const RLI = '\u2067';
const PDI = '\u2069';
const reversed = (s: string) => [...s].reverse().join('');

describe('displayForm: the text in the order a phone shows it', () => {
  it('leaves ordinary text alone, invisible characters included', () => {
    for (const text of ['Your order 1234 is ready.', 'Sawubona! Molo, unjani?', 'zero\u200bwidth', '']) {
      expect(displayForm(text)).toBe(text);
    }
  });

  it('reverses what a right-to-left override covers, up to its pop or the end of the line', () => {
    expect(displayForm(`${RLO}olleh`)).toBe('hello');
    expect(displayForm(`see ${RLO}dlrow${PDF}!`)).toBe('see world!');
    expect(displayForm(`${RLO}eno\nowt`)).toBe('one\nowt');
    expect(displayForm(`${RLO}${reversed('I will kill you')}`)).toBe('I will kill you');
  });

  it('keeps a left-to-right override inside a right-to-left one in reading order, as a block', () => {
    expect(displayForm(`${RLO}cba${LRO}xyz${PDF}fed${PDF}`)).toBe('defxyzabc');
  });

  it('reorders right-to-left script as displayed, and an isolate does not reverse Latin words', () => {
    expect(displayForm('abc \u05d0\u05d1\u05d2')).toBe('abc \u05d2\u05d1\u05d0');
    expect(displayForm(`${RLI}hello world${PDI}`)).toBe('hello world');
  });
});

describe('DisplayFormModeration', () => {
  const moderation = new DisplayFormModeration(createEmbeddedModerationService());

  it('blocks a threat and a slur disguised by a right-to-left override, as the embedded classifier blocks them plain', async () => {
    const plain = 'I will kill you, you filthy k a f f i r';
    expect((await createEmbeddedModerationService().moderate(plain)).verdict).toBe('BLOCKED');
    const disguised = `${RLO}${reversed(plain)}`;
    expect((await createEmbeddedModerationService().moderate(disguised)).verdict).not.toBe('BLOCKED');
    expect((await moderation.moderate(disguised)).verdict).toBe('BLOCKED');
  });

  it('still blocks a slur the override hides from the screen, and lets innocent reordered text through', async () => {
    expect((await moderation.moderate(`${RLO}I will kill you, you filthy k a f f i r`)).verdict).toBe('BLOCKED');
    expect((await moderation.moderate(`${RLO}${reversed('Your parcel is ready for collection')}`)).verdict).toBe(
      'ALLOWED',
    );
  });
});
