/**
 * The rolling-minute limiter when DynamoDB loses the answer to a write it served (found by the soak test,
 * test/support/soak.ts): the SDK sends the write again. A refused hit takes its increment back; applied twice, that
 * give-back let one request more than the limit through.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../shared/config';
import { DynamoRateWindowStore } from '../../shared/db/rate-window-store';
import { tableOf } from '../../shared/db/table';
import { SlidingWindowLimiter } from '../../shared/rate-limit/sliding-window';
import { createRuntime, type Runtime } from '../../shared/runtime';
import { freshResources } from '../support/aws';

type Args = { input?: { ExpressionAttributeValues?: Record<string, { N?: string }> } };
type Middleware = (
  next: (args: Args) => Promise<unknown>,
  context: { commandName?: string },
) => (args: Args) => Promise<unknown>;

describe('rate limits when DynamoDB loses answers', () => {
  let rt: Runtime;
  const lose = { giveBacks: 0, lost: 0 };

  beforeAll(async () => {
    const { tableName } = await freshResources('rate-lost');
    rt = createRuntime(
      loadConfig({ STAGE: 'test', TABLE_NAME: tableName, DYNAMODB_ENDPOINT: inject('dynamoEndpoint') }),
    );
    // Inside the SDK's retry loop: a give-back (ADD -1) is served, then its answer is lost, `giveBacks` times.
    const middleware: Middleware = (next) => async (args) => {
      const result = await next(args);
      if (args.input?.ExpressionAttributeValues?.[':delta']?.N === '-1' && lose.lost < lose.giveBacks) {
        lose.lost += 1;
        throw Object.assign(new Error('Connection timed out after the request was sent'), {
          name: 'TimeoutError',
          $metadata: {},
        });
      }
      return result;
    };
    (tableOf(rt).db.middlewareStack as unknown as { addRelativeTo: (m: Middleware, o: object) => void }).addRelativeTo(
      middleware,
      { name: 'lose-give-backs', relation: 'after', toMiddleware: 'retryMiddleware' },
    );
  });

  it('a refused hit whose give-back was answered late still counts once: never more than the limit', async () => {
    const nowMs = Date.UTC(2026, 10, 23, 12);
    const limiter = () => new SlidingWindowLimiter(new DynamoRateWindowStore(tableOf(rt)));
    const subject = `KEY#lost-${Date.now()}`;
    expect((await limiter().hit(subject, 2, nowMs)).allowed).toBe(true);
    expect((await limiter().hit(subject, 2, nowMs)).allowed).toBe(true);
    lose.giveBacks = 2;
    expect((await limiter().hit(subject, 2, nowMs)).allowed).toBe(false);
    expect(lose.lost).toBeGreaterThan(0);
    // Other containers (no memory of the full window) in the same minute.
    for (let i = 0; i < 3; i++) expect((await limiter().hit(subject, 2, nowMs + 1000 * i)).allowed).toBe(false);
  });
});
