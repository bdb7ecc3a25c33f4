import { describe, expect, it } from 'vitest';
import { OPT_OUT_SUFFIX, renderFor, saysHowToOptOut } from '../../../shared/campaigns/render';
import type { ContactRecord } from '../../../shared/contacts/contact';

const contact = { id: 'con_1', phone: '+27821234567', firstName: 'Ann', attributes: {} } as unknown as ContactRecord;

describe('the marketing footer: added unless the text tells how to opt out with STOP (decision 0712)', () => {
  it.each([
    'Non-stop deals',
    'Hi, stop by our store',
    'stop?',
    'Stop by today',
    'NON-STOP DEALS all week',
    'Unstoppable savings',
    'STOPS near you',
    'Buses stop here',
  ])('%j gets the footer', (text) => {
    expect(saysHowToOptOut(text)).toBe(false);
    const rendered = renderFor(text, contact, 'marketing');
    expect(rendered).toMatchObject({ ok: true, text: `${text}${OPT_OUT_SUFFIX}` });
  });

  it.each([
    'Reply STOP to opt out',
    'SMS STOP to 12345',
    'Deals! STOP to unsubscribe',
    'Sale today. Reply stop to opt out',
    'Text Stop to 31234 to leave',
    'send "stop" to 12345',
    '20% off (STOP)',
  ])('%j says it already: no footer', (text) => {
    expect(saysHowToOptOut(text)).toBe(true);
    expect(renderFor(text, contact, 'marketing')).toMatchObject({ ok: true, text });
  });

  it('never adds the footer to a transactional text', () => {
    expect(renderFor('Non-stop deals', contact, 'transactional')).toMatchObject({ ok: true, text: 'Non-stop deals' });
  });

  it('counts the footer in the segments', () => {
    const text = 'x'.repeat(150);
    const rendered = renderFor(text, contact, 'marketing');
    expect(rendered).toMatchObject({ ok: true, segments: 2 });
  });
});
