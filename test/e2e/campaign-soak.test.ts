/**
 * The campaign soak, short form (issue 27 done-when): campaigns of several accounts with receipts arriving late, out of
 * order, twice or contradicted while the campaign worker, the callback and the change-stream relay die at random right
 * after a write; then every recipient row and counter checked against its message, spentCredits against the ledger and
 * every state change against the webhook events received (test/support/campaign-soak.ts). The long form is
 * `npm run bench -- campaign-soak`.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatCampaignSoakReport, runCampaignSoak } from '../support/campaign-soak';

describe('campaign soak: figures and events follow late and out-of-order receipts, with workers dying', () => {
  it('every recipient row and campaign counter equals its message, spentCredits equals the ledger', async () => {
    const progress: string[] = [];
    const report = await runCampaignSoak({
      dynamoEndpoint: inject('dynamoEndpoint'),
      sqsEndpoint: inject('sqsEndpoint'),
      accounts: 2,
      campaignsPerAccount: 2,
      recipientsPerCampaign: 30,
      // Few writes in the short form: higher chances, so that every one of the three dies a few times.
      crashes: { campaignWorker: 0.15, callback: 0.15, relay: 0.2 },
      // Printed as it goes too: a run that times out still shows how far it got.
      progress: (line) => {
        progress.push(line);
        console.log(`campaign soak: ${line}`);
      },
    });
    const printed = formatCampaignSoakReport(report);
    console.log(`\n## Campaign soak (short form)\n${printed}`);
    expect(report.violations, `${printed}\n${progress.join('\n')}`).toEqual([]);
    expect(report.recipients).toBe(120);
    expect(report.receiptsPosted).toBeGreaterThan(60);
    expect(report.contradictions + report.duplicates).toBeGreaterThan(0);
    // Workers really died at random points, and every state change's event was checked.
    expect(report.crashes['campaign-worker'] ?? 0, printed).toBeGreaterThan(0);
    expect(report.crashes['callbacks-clickatell'] ?? 0, printed).toBeGreaterThan(0);
    expect(report.crashes['event-relay'] ?? 0, printed).toBeGreaterThan(0);
    expect(report.eventsExpected).toBeGreaterThan(120);
    expect(report.checks.map((c) => [c.name, c.ok])).toEqual([
      ['rows = messages', true],
      ['counters = messages', true],
      ['spentCredits = ledger, balance = ledger', true],
      ['one event per state change, delivered', true],
      ['receipts taken', true],
    ]);
  }, 900_000);
});
