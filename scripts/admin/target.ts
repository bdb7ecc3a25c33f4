/**
 * Which table an operator command works on: a deployed stage (AWS credentials from the usual chain, the table from
 * the stage's CloudFormation output or --table), or the local stack's DynamoDB Local (--endpoint / DYNAMODB_ENDPOINT,
 * else the endpoint `npm start` wrote to .data/local-stack.json).
 */
import { resolve } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_TABLE_NAME, readLocalStackFile } from '../../local/stack-file';
import { localCredentials } from '../../shared/aws/local';
import { stackOutput } from './cloudformation';

export interface TargetOptions {
  stage?: string;
  table?: string;
  endpoint?: string;
  region?: string;
  dataDir?: string;
}

export interface Target {
  tableName: string;
  region: string;
  /** DynamoDB Local; absent for AWS. */
  endpoint?: string;
  /** For messages and the audit entry. */
  description: string;
}

/** A target that cannot be used, with what to do about it; the command exits with status 2. */
export class TargetError extends Error {
  override name = 'TargetError';
}

const DEFAULT_REGION = 'af-south-1';
const START_HINT =
  'Start it with `npm start` (in another terminal), pass --endpoint <url> for another DynamoDB Local, or --stage <name> for a deployed stage.';

export async function resolveTarget(options: TargetOptions, env: NodeJS.ProcessEnv): Promise<Target> {
  const region = options.region ?? env.AWS_REGION ?? DEFAULT_REGION;
  if (options.stage) {
    const stackName = `SmsMessaging-${options.stage}`;
    const tableName = options.table ?? (await stageTable(stackName, region));
    return { tableName, region, description: `stage ${options.stage} (${stackName}, ${region}), table ${tableName}` };
  }
  const explicit = options.endpoint ?? env.DYNAMODB_ENDPOINT;
  if (explicit) {
    const tableName = options.table ?? env.TABLE_NAME ?? LOCAL_TABLE_NAME;
    return { tableName, region, endpoint: explicit, description: `DynamoDB at ${explicit}, table ${tableName}` };
  }
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR ?? '.data');
  const stack = readLocalStackFile(dataDir);
  if (!stack) throw new TargetError(`The local stack is not running (no ${dataDir}/local-stack.json). ${START_HINT}`);
  const tableName = options.table ?? env.TABLE_NAME ?? stack.tableName;
  return {
    tableName,
    region,
    endpoint: stack.dynamoEndpoint,
    description: `the local stack (DynamoDB Local at ${stack.dynamoEndpoint}, table ${tableName})`,
  };
}

async function stageTable(stackName: string, region: string): Promise<string> {
  const client = new DynamoDBClient({ region });
  try {
    return await stackOutput(client, region, stackName, 'TableName');
  } catch (error) {
    throw new TargetError(
      `Cannot read the table of ${stackName} in ${region} from CloudFormation: ${(error as Error).message}. ` +
        'Check the AWS credentials and --region, or pass --table <name>.',
    );
  } finally {
    client.destroy();
  }
}

/** Checks that the target answers and has the table, turning the SDK's failures into an operator's sentence. */
export async function assertReachable(target: Target): Promise<void> {
  const client = new DynamoDBClient({
    region: target.region,
    maxAttempts: 1,
    ...(target.endpoint ? { endpoint: target.endpoint, credentials: localCredentials() } : {}),
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: target.tableName }), {
      abortSignal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'ResourceNotFoundException') {
      throw new TargetError(`Table ${target.tableName} does not exist at ${target.description}.`);
    }
    if (target.endpoint && isUnreachable(error)) {
      throw new TargetError(`The local stack is not running: nothing answers at ${target.endpoint}. ${START_HINT}`);
    }
    throw new TargetError(`Cannot use ${target.description}: ${(error as Error).message}`);
  } finally {
    client.destroy();
  }
}

function isUnreachable(error: unknown): boolean {
  const e = error as { code?: string; name?: string; cause?: { code?: string } };
  const codes = [e.code, e.cause?.code, e.name];
  return codes.some((c) => c && /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|TimeoutError|AbortError/.test(c));
}
