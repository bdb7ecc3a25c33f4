/**
 * Credentials DynamoDB Local, the SQS emulator and the local stand-ins accept; never used against AWS.
 *
 * Read at each call: LOCAL_AWS_ACCESS_KEY_ID (default `local`) picks the DynamoDB Local database when it runs without
 * -sharedDb, which is how the test suite gives each test file a database of its own (docs/decisions/1610).
 */
export function localCredentials(): { accessKeyId: string; secretAccessKey: string } {
  return { accessKeyId: process.env.LOCAL_AWS_ACCESS_KEY_ID || 'local', secretAccessKey: 'local' };
}
