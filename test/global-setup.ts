/**
 * Starts DynamoDB Local (in memory) and the SQS emulator once per test run and hands their endpoints to the workers
 * through provide/inject (workers are separate processes, so process.env set here would not reach them).
 *
 * Vitest runs a project's globalSetup once per project, and both `integration` and `e2e` use this file. The services
 * are therefore shared through a reference count on globalThis (all projects' setups run in the one main process),
 * so a full run still starts a single JVM; the last project's teardown stops them.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type LocalService, startDynamoDbLocal } from '../local/services/dynamodb-local';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { LOG_DIR_ENV } from './support/log-capture';
import { formatScan, scanDir } from './support/log-scan';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sqsEndpoint: string;
  }
}

interface LocalServices {
  dynamo: LocalService;
  sqs: LocalService;
}

interface SharedState {
  services: Promise<LocalServices>;
  users: number;
}

// Symbol.for so that each project's own copy of this module finds the same state.
const STATE_KEY = Symbol.for('sms-messaging-service.test.local-aws-services');
const registry = globalThis as typeof globalThis & { [STATE_KEY]?: SharedState };

export default async function setup(project: TestProject) {
  const { dynamo, sqs } = await acquire();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sqsEndpoint', sqs.endpoint);
  return release;
}

function acquire(): Promise<LocalServices> {
  if (!registry[STATE_KEY]) freshLogDir();
  const state = registry[STATE_KEY] ?? { services: startServices(), users: 0 };
  registry[STATE_KEY] = state;
  state.users += 1;
  return state.services;
}

async function release(): Promise<void> {
  const state = registry[STATE_KEY];
  if (!state) return;
  state.users -= 1;
  if (state.users > 0) return;
  delete registry[STATE_KEY];
  const { dynamo, sqs } = await state.services;
  await Promise.all([dynamo.stop(), sqs.stop()]);
  scanLogs();
}

function freshLogDir(): void {
  const dir = process.env[LOG_DIR_ENV];
  if (!dir) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** The log scan of the whole run (POPIA: no personal data or secret in logs); a finding fails the run. */
function scanLogs(): void {
  const dir = process.env[LOG_DIR_ENV];
  if (!dir) return;
  const result = scanDir(dir);
  console.log(formatScan(dir, result));
  if (result.findings.length > 0) {
    // Vitest reports an error thrown by a teardown but exits 0 all the same: the exit code says it.
    process.exitCode = 1;
    throw new Error(`The log scan found ${result.findings.length} secrets or personal data in the logs (above)`);
  }
  rmSync(dir, { recursive: true, force: true });
}

async function startServices(): Promise<LocalServices> {
  // No -sharedDb: each test file works in a database of its own, named by its access key (docs/decisions/1600).
  const dynamo = await startDynamoDbLocal({ inMemory: true, sharedDb: false });
  try {
    return { dynamo, sqs: await startSqsEmulator({}) };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
