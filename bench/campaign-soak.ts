/**
 * The campaign soak, long form (`npm run bench -- campaign-soak`; issue 27): accounts launch campaigns at once while the
 * Clickatell stand-in's receipts are posted late, shuffled, twice or contradicted, some never, and the campaign worker,
 * the callback and the change-stream relay die at random right after a write; then every recipient row and campaign
 * counter is checked against its message, spentCredits against the ledger and every state change against the webhook
 * events received (test/support/campaign-soak.ts). Prints each check with PASS or FAIL.
 * `CAMPAIGN_SOAK_ACCOUNTS`, `CAMPAIGN_SOAK_CAMPAIGNS` (per account), `CAMPAIGN_SOAK_RECIPIENTS` (per campaign) scale it.
 */
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { formatCampaignSoakReport, runCampaignSoak } from '../test/support/campaign-soak';

export async function benchCampaignSoak(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const sqs = await startSqsEmulator({});
  try {
    const report = await runCampaignSoak({
      dynamoEndpoint: dynamo.endpoint,
      sqsEndpoint: sqs.endpoint,
      accounts: Number(process.env.CAMPAIGN_SOAK_ACCOUNTS ?? 3),
      campaignsPerAccount: Number(process.env.CAMPAIGN_SOAK_CAMPAIGNS ?? 3),
      recipientsPerCampaign: Number(process.env.CAMPAIGN_SOAK_RECIPIENTS ?? 200),
      progress: (line) => console.log(line),
    });
    console.log(
      '\n## Campaign soak: late, shuffled, repeated and contradicted receipts, workers dying after a write; checked from the messages, the ledger and the webhook events\n',
    );
    console.log(formatCampaignSoakReport(report));
    console.log(
      `${report.violations.length === 0 ? 'PASS' : 'FAIL'}  invariant violations ${report.violations.length} (must be 0)`,
    );
    if (report.violations.length > 0) process.exitCode = 1;
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCampaignSoak();
