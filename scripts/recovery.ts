/**
 * Backups and recovery of the service's table (docs/recovery.md).
 *
 *   npm run recovery -- restore --source <table> --target <new table> [--time <ISO time> | --latest]
 *   npm run recovery -- export  --table <table> --file <path>
 *   npm run recovery -- import  --table <table> --file <path> [--create]
 *   npm run recovery -- compare --table <table> --with <other table>
 *
 * `restore` restores a point in time of the table (point-in-time recovery is on for every stage, lib/data.ts) into a
 * new table, waits for it, and gives it what a restore does not carry over: TTL, point-in-time recovery and deletion
 * protection; then prints the `cdk deploy` of a stage that runs on it (context `tableName`). `export`, `import` and
 * `compare` are the portable path (a scan to DynamoDB JSON lines and back), for DynamoDB Local, another account or an
 * export file of DynamoDB's own export to S3 (gunzipped).
 *
 * Options: --region <r> (default AWS_REGION, else af-south-1), --endpoint <url> (DynamoDB Local; default
 * DYNAMODB_ENDPOINT), --stage <name> (the new stage named in the printed deploy command; default recovery).
 * AWS credentials from the usual chain. Exit status: 0 done, 1 usage, 2 failed (a compare that found differences).
 */
import { parseArgs } from 'node:util';
import {
  DescribeTableCommand,
  DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  type RestoreTableToPointInTimeCommandInput,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { mainTable } from '../lib/tables';
import { createTable } from '../local/services/resources';
import { localCredentials } from '../shared/aws/local';
import { compareTables, exportTable, identical, importTable } from './recovery/table-copy';

const USAGE = `Usage: npm run recovery -- <restore | export | import | compare> [options]
  restore --source <table> --target <new table> [--time <ISO 8601> | --latest] [--stage <new stage>]
  export  --table <table> --file <path>
  import  --table <table> --file <path> [--create]
  compare --table <table> --with <other table>
  --region <name>   AWS region (default: AWS_REGION, else af-south-1)
  --endpoint <url>  DynamoDB endpoint, e.g. DynamoDB Local (default: DYNAMODB_ENDPOINT)`;

/** How long a restore may take before the script stops waiting (large tables take hours; it goes on regardless). */
const RESTORE_WAIT_SECONDS = 6 * 3600;

/** The RestoreTableToPointInTime request of a restore: on-demand, as the stack's table, with every index. */
export function restoreRequest(options: {
  source: string;
  target: string;
  time?: Date;
}): RestoreTableToPointInTimeCommandInput {
  return {
    SourceTableName: options.source,
    TargetTableName: options.target,
    ...(options.time ? { RestoreDateTime: options.time } : { UseLatestRestorableTime: true }),
    BillingModeOverride: 'PAY_PER_REQUEST',
  };
}

/** What a restore does not carry over, set on the restored table: TTL, PITR, deletion protection. */
export async function protectRestoredTable(ddb: DynamoDBClient, table: string): Promise<void> {
  await ddb.send(
    new UpdateTimeToLiveCommand({
      TableName: table,
      TimeToLiveSpecification: { AttributeName: mainTable.ttlAttribute, Enabled: true },
    }),
  );
  await ddb.send(
    new UpdateContinuousBackupsCommand({
      TableName: table,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    }),
  );
  await ddb.send(new UpdateTableCommand({ TableName: table, DeletionProtectionEnabled: true }));
  // The webhook events come from the table's change stream (docs/decisions/1010); a restore does not carry it over.
  await ddb.send(
    new UpdateTableCommand({
      TableName: table,
      StreamSpecification: { StreamEnabled: true, StreamViewType: mainTable.stream },
    }),
  );
}

export function deployCommand(stage: string, table: string, region: string, streamArn?: string): string {
  const stream = streamArn ? ` -c tableStreamArn=${streamArn}` : '';
  return `npx cdk deploy -c stage=${stage} -c region=${region} -c tableName=${table}${stream} SmsMessaging-${stage}`;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      target: { type: 'string' },
      time: { type: 'string' },
      latest: { type: 'boolean' },
      table: { type: 'string' },
      with: { type: 'string' },
      file: { type: 'string' },
      create: { type: 'boolean' },
      stage: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  const [command] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const region = values.region ?? process.env.AWS_REGION ?? 'af-south-1';
  const endpoint = values.endpoint ?? process.env.DYNAMODB_ENDPOINT;
  const ddb = new DynamoDBClient({
    region,
    ...(endpoint ? { endpoint, credentials: localCredentials() } : {}),
  });
  const need = (name: keyof typeof values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
    return value;
  };
  try {
    switch (command) {
      case 'restore': {
        if (values.time && values.latest) throw new UsageError('give --time or --latest, not both');
        if (!values.time && !values.latest) throw new UsageError('give --time <ISO 8601> or --latest');
        const time = values.time ? new Date(values.time) : undefined;
        if (time && Number.isNaN(time.getTime())) throw new UsageError(`--time ${values.time} is not a date`);
        const target = need('target');
        const request = restoreRequest({ source: need('source'), target, ...(time ? { time } : {}) });
        await ddb.send(new RestoreTableToPointInTimeCommand(request));
        console.log(`Restoring ${request.SourceTableName} (${time?.toISOString() ?? 'latest'}) into ${target}...`);
        await waitUntilTableExists(
          { client: ddb, maxWaitTime: RESTORE_WAIT_SECONDS, minDelay: 20 },
          { TableName: target },
        );
        await protectRestoredTable(ddb, target);
        const { Table } = await ddb.send(new DescribeTableCommand({ TableName: target }));
        console.log(
          `${target} is ${Table?.TableStatus} with ${Table?.ItemCount ?? '?'} items (TTL, PITR, deletion protection, stream on).`,
        );
        console.log(
          `Next: deploy a stage on it:\n  ${deployCommand(values.stage ?? 'recovery', target, region, Table?.LatestStreamArn)}`,
        );
        return 0;
      }
      case 'export': {
        const count = await exportTable(ddb, need('table'), need('file'));
        console.log(`Exported ${count} items of ${values.table} to ${values.file}`);
        return 0;
      }
      case 'import': {
        const table = need('table');
        if (values.create) await createTable(ddb, table);
        const count = await importTable(ddb, table, need('file'));
        console.log(`Imported ${count} items into ${table}`);
        return 0;
      }
      case 'compare': {
        const result = await compareTables(ddb, need('table'), need('with'));
        console.log(JSON.stringify(result, null, 2));
        return identical(result) ? 0 : 2;
      }
      default:
        throw new UsageError(`unknown command ${command ?? '(none)'}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 1;
    }
    console.error(`Failed: ${(error as Error).message}`);
    return 2;
  }
}

class UsageError extends Error {}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
