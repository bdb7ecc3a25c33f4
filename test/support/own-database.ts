/**
 * Vitest setup file of the tiers on DynamoDB Local: each test file gets a database of its own. DynamoDB Local runs
 * without -sharedDb in tests (test/global-setup.ts), so the access key names the database; setting it here, before the
 * test file is imported, reaches every client the file builds (shared/aws/local.ts reads it at each call) and every
 * child process it spawns (they inherit the environment).
 *
 * Why: DynamoDB Local keeps the stream records of every stream-enabled table of a database, even deleted ones, and
 * each write to such a table scans them; in one database shared by the whole run, writes slowed from about 1 s to
 * 2.7 s per 200 over 40 tables and the suite's later files timed out (docs/decisions/1600).
 */
import { randomBytes } from 'node:crypto';

process.env.LOCAL_AWS_ACCESS_KEY_ID = `file${process.pid}x${randomBytes(6).toString('hex')}`;
