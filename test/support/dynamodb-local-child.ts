/**
 * A stand-in for any Node process that owns a DynamoDB Local (the local stack, a vitest run): it starts one, reports
 * the port on stdout, and then lives until it is signalled, or exits normally once "exit" arrives on stdin.
 * test/integration/no-orphan-java.test.ts kills it in various ways and checks that java goes with it.
 */
import { startDynamoDbLocal } from '../../local/services/dynamodb-local';

const service = await startDynamoDbLocal({ inMemory: true });
process.stdout.write(`${JSON.stringify({ port: service.port })}\n`);

process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (line.trim() === 'exit') process.exit(0);
});
