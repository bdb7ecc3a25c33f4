import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildStack, resourcesOf, templateOf } from './helpers';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'bundle-probe.ts');

describe('ServiceFunction bundling (real esbuild, no Docker)', () => {
  it('emits a minified ESM bundle with the createRequire banner, a source map and the AWS SDK inside', () => {
    // One public route and the workers (send, sweeper, scheduled sweeper, import, campaign, campaign sweeper, webhook,
    // callback overflow, SMS events, account deletion, event relay), all from the fixture.
    const { app, stack } = buildStack(
      {
        routes: [{ id: 'bundle-probe', method: 'GET', path: '/probe', auth: 'none', access: {}, summary: 'Probe' }],
        entryFor: () => FIXTURE,
        // The dashboard's site adds CDK's own BucketDeployment handler, which is not ours to bundle.
        dashboard: false,
      },
      { bundle: true },
    );
    const assembly = app.synth();
    onTestFinished(() => rmSync(assembly.directory, { recursive: true, force: true }));
    const functions = Object.values(resourcesOf(templateOf(stack), 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(12);

    for (const fn of functions) {
      const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      const dir = join(assembly.directory, `asset.${assetHash}`);
      const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
      // Booleans, so a failure does not print a megabyte of bundle.
      expect(code.startsWith("import { createRequire } from 'node:module'; const require = createRequire(")).toBe(true);
      expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
      expect(/from\s*["']@aws-sdk\//.test(code), 'no external @aws-sdk import').toBe(false);
      expect(code.includes('"AmazonSQS"'), 'SQS client code is in the bundle').toBe(true);
      expect(/export\s*\{[^}]*as handler\}/.test(code), 'ESM export of handler').toBe(true);
      // Minified: far fewer lines than a readable bundle of the SDK.
      expect(code.split('\n').length).toBeLessThan(50);
      const map = JSON.parse(readFileSync(join(dir, 'index.mjs.map'), 'utf8'));
      expect(map.sourcesContent).toBeUndefined();
      // Decision 1230: a person's credential sources are replaced by shared/aws/person-credentials.ts.
      const sources: string[] = map.sources;
      expect(sources.some((s) => s.endsWith('shared/aws/person-credentials.ts'))).toBe(true);
      expect(
        sources.filter((s) => /credential-provider-(ini|sso|process|web-identity)\/|nested-clients/.test(s)),
      ).toEqual([]);
      expect(sources.some((s) => s.includes('credential-provider-env/'))).toBe(true);
    }
  });
});
