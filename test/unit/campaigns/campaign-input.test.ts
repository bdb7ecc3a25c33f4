import { describe, expect, it } from 'vitest';
import { CampaignInput, CampaignPatch } from '../../../shared/http/routes/campaigns';
import { issueDetails } from '../../../shared/validate';

const CONTACT = 'con_01ARZ3NDEKTSV4RRFFQ69G5FAV';
const detailsOf = (result: { success: boolean; error?: Parameters<typeof issueDetails>[0] }) =>
  result.success || !result.error ? [] : issueDetails(result.error);

describe('the campaign schemas check the shape of an audience (no database needed)', () => {
  it('names the ids that are not contact ids, once each and at most ten', () => {
    const bad = Array.from({ length: 12 }, (_, i) => `bad${i}`);
    const input = { name: 'x', body: 'hi', audience: { contactIds: [CONTACT, 'bad0', ...bad] } };
    expect(detailsOf(CampaignInput.safeParse(input))).toEqual([
      { path: 'audience.contactIds', message: `not contact ids: ${bad.slice(0, 10).join(', ')}` },
    ]);
    expect(detailsOf(CampaignPatch.safeParse({ audience: { contactIds: ['con_x'] } }))).toEqual([
      { path: 'audience.contactIds', message: 'not contact ids: con_x' },
    ]);
  });

  it('accepts contact ids, and list ids whatever their shape (a list that does not exist is a fact of the database)', () => {
    expect(CampaignInput.safeParse({ name: 'x', body: 'hi', audience: { contactIds: [CONTACT] } }).success).toBe(true);
    expect(CampaignInput.safeParse({ name: 'x', body: 'hi', audience: { listIds: ['lst_nope'] } }).success).toBe(true);
  });
});
