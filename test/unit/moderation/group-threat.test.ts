/**
 * The group threat model (decision 0983): a correction of the threat model read only for English messages that name
 * a group as written. Behaviour only: its accuracy is measured by cross-validation and the blind batches
 * (npm run eval:moderation).
 */
import { describe, expect, it } from 'vitest';
import { threatWeightsSha256 } from '../../../scripts/moderation/threat-pack';
import { EmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { groupThreatGate, logOdds } from '../../../shared/moderation/group-threat';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';
import { threatWords, unpackThreatModel } from '../../../shared/moderation/threat-model';
import {
  GROUP_THREAT_WEIGHTS_SHA256,
  PACKED_GROUP_THREAT_MODEL,
} from '../../../shared/moderation/threat-model/group-threat-weights';

const words = (text: string) => threatWords(canonicalText(analyse(text)).text);
const read = (text: string) => groupThreatGate(words(text)) !== undefined;

describe('group threat model gate', () => {
  it('reads English messages that name a group as written', () => {
    for (const text of [
      'The Nigerians in Berea will not see Christmas',
      'Every white in Brakpan will pay for this',
      'Let the mob deal with the Zimbos',
      'Basotho of this settlement, go home',
      'Jews of Sea Point, your synagogue is next',
      'Somali shop owners must close by Friday',
    ]) {
      expect(read(text), text).toBe(true);
    }
  });

  it('does not read messages that name no group, or name one only by a word of another language', () => {
    for (const text of [
      'We will kill you tomorrow',
      'Your white car is ready for collection',
      "Die boere het vanjaar 'n goeie oes gehad",
      'Abelungu bafikile edolophini',
      'My vrou kom more huis toe',
      'Meeting at the church hall at 6',
    ]) {
      expect(read(text), text).toBe(false);
    }
  });

  it('leaves every message it does not read exactly as the threat model alone decides', () => {
    const without = new EmbeddedModerationService({ groupThreatModel: null });
    const withModel = new EmbeddedModerationService();
    for (const text of [
      'I will kill you tomorrow night',
      'Your parcel is waiting at the depot',
      'We are coming for you, one by one',
      'Die boere moet betaal',
    ]) {
      expect(read(text), text).toBe(false);
      expect(withModel.classify(text), text).toEqual(without.classify(text));
    }
  });

  it('adds its log-odds to the threat model: a model of no weights and no bias changes no decision', () => {
    const empty = { ...unpackThreatModel(PACKED_GROUP_THREAT_MODEL), bias: 0, indices: [], weights: [] };
    const none = new EmbeddedModerationService({ groupThreatModel: null });
    const zero = new EmbeddedModerationService({ groupThreatModel: empty });
    for (const text of ['Nigerians in Berea, we know where you live', 'Zulu people sing in the choir on Sunday']) {
      expect(read(text), text).toBe(true);
      expect(zero.classify(text), text).toEqual(none.classify(text));
    }
    expect(logOdds(0.5)).toBe(0);
    expect(logOdds(1)).toBe(40);
    expect(logOdds(0)).toBe(-40);
  });

  it('names the group it read the message for where the group terms do not list the word', () => {
    const result = new EmbeddedModerationService().classify("Let's show these Tsongas where they belong, the bush");
    expect(result.verdict).toBe('BLOCKED');
    expect(result.reason).toContain('call to violence against a group: Tsonga people');
    expect(result.categories.map((c) => c.category)).toContain('HATE_SPEECH');
  });

  it('unpacks to exactly the weights training produced', () => {
    expect(threatWeightsSha256(unpackThreatModel(PACKED_GROUP_THREAT_MODEL))).toBe(GROUP_THREAT_WEIGHTS_SHA256);
  });
});

describe('care for people and advice for their safety are not threats (decisions 0985, 0992)', () => {
  const service = new EmbeddedModerationService();
  const verdict = (text: string) => service.classify(text).verdict;
  it.each([
    'Somali elders, we will be waiting outside to help you with the forms',
    'Deaf learners should be put on the waiting list for the new school',
    'Jewish guests, the hotel is not responsible for luggage left in the lobby',
    'Dear members, we will visit the Muslim families in hospital this week',
    'Muslims, we have your prayer times, be careful on the roads tonight',
  ])('allows: %s', (text) => {
    expect(verdict(text)).toBe('ALLOWED');
  });
  it.each([
    'We will visit the Muslim families in hospital and finish them',
    'foreigners in kasi u have 7 days. after that we not responsible for what happens to u',
    'Nigerians, we will be waiting outside to welcome you with pangas',
    'Nigerians, be careful on the roads tonight, we are waiting with pangas',
  ])('still blocks: %s', (text) => {
    expect(verdict(text)).toBe('BLOCKED');
  });
});
