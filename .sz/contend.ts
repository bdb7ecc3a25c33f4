import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, TransactWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createTable } from '../local/services/resources';
import { localAwsConfig } from '../local/services/aws-clients';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { Agent } from 'node:http';

const d = await startDynamoDbLocal({ inMemory: true });
const raw = new DynamoDBClient({ ...localAwsConfig(d.endpoint), maxAttempts: 1, requestHandler: new NodeHttpHandler({ httpAgent: new Agent({ keepAlive: true, maxSockets: 128 }) }) });
const db = DynamoDBDocumentClient.from(raw);
await createTable(raw, 'tbl');
let conflicts = 0;
const SHARDS = Number(process.env.SHARDS ?? 32);
for (let i = 0; i < SHARDS; i++) await db.send(new PutCommand({ TableName: 'tbl', Item: { pk: `B#${i}`, sk: 'B', balance: 1e9 } }));
async function run(name: string, op: (w: number, i: number) => Promise<boolean>, ms = 4000) {
  let ok = 0, fail = 0; const end = Date.now() + ms;
  await Promise.all(Array.from({ length: 64 }, async (_, w) => { let i = 0; while (Date.now() < end) { (await op(w, i++).catch(() => false)) ? ok++ : fail++; } }));
  console.log(name.padEnd(28), 'conflicts', conflicts); conflicts = 0; console.log(name.padEnd(28), (ok / (ms / 1000)).toFixed(0), 'ok/s', (fail / (ms / 1000)).toFixed(0), 'fail/s');
}
const upd = (pk: string) => db.send(new UpdateCommand({ TableName: 'tbl', Key: { pk, sk: 'B' }, UpdateExpression: 'ADD c :one', ExpressionAttributeValues: { ':one': 1 } })).then(() => true);
const tx = async (pk: string, w: number, i: number) => { for (let a = 0; a < 8; a++) { try { await db.send(new TransactWriteCommand({ TransactItems: [
  { Update: { TableName: 'tbl', Key: { pk, sk: 'B' }, UpdateExpression: 'SET balance = balance - :c', ConditionExpression: 'balance >= :c', ExpressionAttributeValues: { ':c': 1 } } },
  { Put: { TableName: 'tbl', Item: { pk: `M#${w}#${i}#${a}`, sk: 'M' }, ConditionExpression: 'attribute_not_exists(pk)' } }] })); return true; } catch (e) { if ((e as Error).name !== 'TransactionCanceledException') throw e; conflicts++; await new Promise(r => setTimeout(r, Math.random() * 20 * (a + 1))); } } return false; };
await run('update single item', () => upd('B#0'));
await run('update sharded', () => upd(`B#${Math.floor(Math.random() * SHARDS)}`));
await run('tx single item', (w, i) => tx('B#0', w, i));
await run('tx sharded', (w, i) => tx(`B#${Math.floor(Math.random() * SHARDS)}`, w, i));
await d.stop(); process.exit(0);
