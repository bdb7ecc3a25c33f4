/**
 * Issue 26 finding 8: a deployed stage may not be named like a local one (`local`, `test`: mail kept in an outbox,
 * ephemeral keys, loopback webhooks). bin/app.ts refuses them at synth, before anything is built.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/function';
import { assertDeployableStage } from '../../lib/stage';

const run = promisify(execFile);

/** `cdk synth -c stage=<stage>` as the CLI runs the app (the context arrives in CDK_CONTEXT_JSON). */
async function synthWith(stage: string) {
  try {
    await run(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'bin', 'app.ts')], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        CDK_CONTEXT_JSON: JSON.stringify({ stage, dashboard: 'false' }),
        CDK_OUTDIR: join(PROJECT_ROOT, 'cdk.out', `stage-names-${process.pid}`),
      },
      timeout: 120_000,
    });
    return { ok: true, stderr: '' };
  } catch (error) {
    return { ok: false, stderr: String((error as { stderr?: string }).stderr ?? error) };
  }
}

describe('deployed stage names (issue 26 finding 8)', () => {
  it.each(['local', 'test'])(
    'synth refuses stage %s, saying why',
    async (stage) => {
      const result = await synthWith(stage);
      expect(result.ok).toBe(false);
      expect(result.stderr).toContain(`Context "stage" may not be "${stage}"`);
    },
    120_000,
  );

  it('accepts the deployed names and refuses malformed ones', () => {
    for (const stage of ['dev', 'staging', 'prod', 'test-2']) expect(assertDeployableStage(stage)).toBe(stage);
    expect(() => assertDeployableStage('Prod')).toThrow(/lower-case letters/);
    expect(() => assertDeployableStage('local')).toThrow(/may not be "local"/);
  });
});
