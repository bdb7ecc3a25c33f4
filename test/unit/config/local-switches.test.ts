/** Issue 26 finding 8: the local stack's switches are refused on deployed stages (shared/config.ts). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../shared/config';

describe('local-only switches (issue 26 finding 8)', () => {
  it.each(['prod', 'staging', 'dev'])('refuses WEBHOOK_ALLOW_LOOPBACK=true on stage %s, saying why', (stage) => {
    expect(() => loadConfig({ TABLE_NAME: 't', STAGE: stage, WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(
      `WEBHOOK_ALLOW_LOOPBACK: loopback webhooks are refused on stage ${stage} (only local and test)`,
    );
  });

  it('allows it on the local stages, and false or unset everywhere', () => {
    expect(loadConfig({ TABLE_NAME: 't', STAGE: 'local', WEBHOOK_ALLOW_LOOPBACK: 'true' }).WEBHOOK_ALLOW_LOOPBACK).toBe(
      true,
    );
    expect(loadConfig({ TABLE_NAME: 't', STAGE: 'test', WEBHOOK_ALLOW_LOOPBACK: 'true' }).WEBHOOK_ALLOW_LOOPBACK).toBe(
      true,
    );
    expect(loadConfig({ TABLE_NAME: 't', STAGE: 'prod', WEBHOOK_ALLOW_LOOPBACK: 'false' }).WEBHOOK_ALLOW_LOOPBACK).toBe(
      false,
    );
    expect(loadConfig({ TABLE_NAME: 't', STAGE: 'prod' }).WEBHOOK_ALLOW_LOOPBACK).toBeUndefined();
  });

  it('keeps refusing FAULTS on prod', () => {
    expect(() => loadConfig({ TABLE_NAME: 't', STAGE: 'prod', FAULTS: 'dynamodb=0.1' })).toThrow(
      /refused on stage prod/,
    );
  });
});
