/**
 * The service's DynamoDB table as the repositories see it: the document client and the table name. Created on first
 * use by the functions that read or write the table (`tableOf(rt)`), never by those that do not. Also the one way to
 * read a Query to its end (`queryPages`, `queryAll`).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../aws/local';
import type { Config } from '../config';
import { once, type Runtime } from '../runtime';

export interface Table {
  readonly db: DynamoDBDocumentClient;
  readonly name: string;
  /** Days personal content is kept (CONTENT_RETENTION_DAYS): what shared/db/retention.ts stamps as `ttl`. */
  readonly contentRetentionDays?: number;
}

function createDocumentClient(config: Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: localCredentials() } : {}),
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** The runtime's table, created on first use. */
export function tableOf(rt: Runtime): Table {
  return once(rt, 'table', () => ({
    db: createDocumentClient(rt.config),
    name: rt.config.TABLE_NAME,
    contentRetentionDays: rt.config.CONTENT_RETENTION_DAYS,
  }));
}

/** A Query as the repositories write it: the table's name and the start of each page are the helpers'. */
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * Every page of a Query, in order: each page starts where the one before ended (its LastEvaluatedKey), until a page
 * ends with none. A page is at most 1 MB (or `Limit` items) read; a filter may leave it empty with more to come.
 */
export async function* queryPages(table: Table, input: QueryInput): AsyncGenerator<Record<string, unknown>[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new QueryCommand({ ...input, TableName: table.name, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    start = page.LastEvaluatedKey;
    yield page.Items ?? [];
  } while (start);
}

/** Every item of a Query, all its pages read one after another (queryPages). */
export async function queryAll(table: Table, input: QueryInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(table, input)) items.push(...page);
  return items;
}
