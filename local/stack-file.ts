/**
 * `.data/local-stack.json`: where the running local stack's DynamoDB Local listens (its port is picked at start) and
 * which table it serves, so operator tools (`npm run admin`) can reach it. Written by `npm start`, removed on stop.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCAL_STACK_FILE = 'local-stack.json';
/** The table `npm start` creates (local/start.ts). */
export const LOCAL_TABLE_NAME = 'sms-local-2';

export interface LocalStackInfo {
  dynamoEndpoint: string;
  tableName: string;
  /** The `npm start` process. */
  pid: number;
  startedAt: string;
}

export function writeLocalStackFile(dataDir: string, info: LocalStackInfo): void {
  writeFileSync(join(dataDir, LOCAL_STACK_FILE), `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
}

export function removeLocalStackFile(dataDir: string): void {
  rmSync(join(dataDir, LOCAL_STACK_FILE), { force: true });
}

/** The file's content, or undefined when there is none (the local stack has not been started, or was stopped). */
export function readLocalStackFile(dataDir: string): LocalStackInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, LOCAL_STACK_FILE), 'utf8')) as LocalStackInfo;
  } catch {
    return undefined;
  }
}
