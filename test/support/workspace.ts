import type { SQSRecord } from 'aws-lambda';
import { handler as sendWorker } from '../../functions/send-worker';
import type { Role } from '../../shared/auth/permissions';
import { startSession } from '../../shared/auth/session';
import { newId } from '../../shared/ids';
import { useRuntime } from '../../shared/runtime';
import { tokensOf } from '../../shared/wiring/tokens';
import { bearer, uniqueEmail } from './auth';
import { client } from './http';
import { createAccount, type TestAccount, type TestStack } from './stack';

export type Api = ReturnType<typeof client>;

/** An HTTP client sending a bearer access token. */
function bearerClient(stack: TestStack, accessToken: string): Api {
  return client(stack.baseUrl, bearer(accessToken));
}

/**
 * A real session of a user in an account (a refresh-token family and an access token signed by the service's keys),
 * started the way sign-in starts it, without spending the per-IP limit of POST /auth/login.
 */
async function sessionClient(stack: TestStack, userId: string, accountId: string): Promise<Api> {
  const { accessToken } = await startSession(
    { ...stack.repos, tokens: tokensOf(stack.rt), clock: stack.clock },
    { userId, accountId },
  );
  return bearerClient(stack, accessToken);
}

export interface SignedInAccount extends TestAccount {
  /** The OWNER's Platform API client. */
  api: Api;
}

/** An account (OWNER, credits, sandbox vendor unless told otherwise, API key) with its owner signed in. */
export async function signedInOwner(
  stack: TestStack,
  options: Parameters<typeof createAccount>[1] = {},
): Promise<SignedInAccount> {
  const account = await createAccount(stack, options);
  return { ...account, api: await sessionClient(stack, account.userId, account.accountId) };
}

/** A second user of the account with `role`, signed in. */
export async function signedInMember(stack: TestStack, accountId: string, role: Role) {
  const now = new Date(stack.clock.now()).toISOString();
  const userId = newId('usr', stack.clock.now());
  await stack.repos.users.createMember(
    {
      id: userId,
      email: uniqueEmail(role.toLowerCase()),
      fullName: `Test ${role}`,
      emailVerified: true,
      platformAdmin: false,
      createdAt: now,
      defaultAccountId: accountId,
    },
    { accountId, userId, role, createdAt: now },
  );
  return { userId, api: await sessionClient(stack, userId, accountId) };
}

/** Runs the real send worker on one job of `stack`, as the queue's event source mapping would hand it over. */
export async function runWorker(stack: TestStack, messageId: string, accountId: string) {
  useRuntime(stack.rt);
  const record: SQSRecord = {
    messageId: `job-${messageId}`,
    receiptHandle: 'not-from-the-queue',
    body: JSON.stringify({ messageId, accountId }),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:af-south-1:000000000000:q',
    awsRegion: 'af-south-1',
  };
  return sendWorker({ Records: [record] });
}

/** Every item of a paginated list route, following `nextCursor`; fails on a loop instead of hanging. */
export async function collectPages(api: Api, path: string, maxPages = 100) {
  const pages: { items: { id: string }[]; nextCursor: string | null }[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < maxPages; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await api.get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.text}`);
    pages.push(res.body);
    cursor = res.body.nextCursor;
    if (cursor === null) return pages;
  }
  throw new Error(`GET ${path} did not end within ${maxPages} pages`);
}

/** The sum of the account's ledger entries (all pages): what its balance must equal. */
export async function ledgerSum(api: Api): Promise<number> {
  const pages = await collectPages(api, '/billing/transactions?limit=100');
  return pages.flatMap((p) => p.items as unknown as { amount: number }[]).reduce((s, e) => s + e.amount, 0);
}
