/**
 * The campaign soak, short form (issue 27 done-when): campaigns of several accounts with receipts arriving late, out of
 * order, twice or contradicted, then every recipient row and counter checked against its message and spentCredits
 * against the ledger (test/support/campaign-soak.ts). The long form is `npm run bench -- campaign-soak`.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatCampaignSoakReport, runCampaignSoak } from '../support/campaign-soak';

describe('campaign soak: figures follow late and out-of-order receipts', () => {
  it('every recipient row and campaign counter equals its message, spentCredits equals the ledger', async () => {
    const progress: string[] = [];
    const report = await runCampaignSoak({
      dynamoEndpoint: inject('dynamoEndpoint'),
      sqsEndpoint: inject('sqsEndpoint'),
      accounts: 2,
      campaignsPerAccount: 2,
      recipientsPerCampaign: 30,
      progress: (line) => progress.push(line),
    });
    const printed = formatCampaignSoakReport(report);
    console.log(`\n## Campaign soak (short form)\n${printed}`);
    expect(report.violations, `${printed}\n${progress.join('\n')}`).toEqual([]);
    expect(report.recipients).toBe(120);
    expect(report.receiptsPosted).toBeGreaterThan(60);
    expect(report.contradictions + report.duplicates).toBeGreaterThan(0);
  }, 600_000);
});
