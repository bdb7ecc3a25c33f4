/**
 * `npm run admin -- grant-platform-admin <email>` and `revoke-platform-admin`, run as the operator runs them: a child
 * process against DynamoDB Local (this run's emulator and a table of its own).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Repositories, repositories } from '../../local/repositories';
import { writeLocalStackFile } from '../../local/stack-file';
import { provisionOwner } from '../../shared/accounts/provision';
import { loadConfig } from '../../shared/config';
import { createRuntime } from '../../shared/runtime';
import { freshResources } from '../support/aws';
import { grantPlatformAdmin } from '../support/team';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command's environment without anything of the test process that could point it elsewhere. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DYNAMODB_ENDPOINT: _a, TABLE_NAME: _b, DATA_DIR: _c, ...env } = process.env;
  return { ...env, ...extra };
}

function run(args: string[], env: Record<string, string>, viaNpm = false): Promise<Run> {
  const [file, argv] = viaNpm
    ? ['npm', ['run', '--silent', 'admin', '--', ...args]]
    : [TSX, ['scripts/admin.ts', ...args]];
  return new Promise((done) => {
    execFile(file, argv, { cwd: ROOT, env: cleanEnv(env), timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? ((error as { code?: number }).code ?? 1) : 0;
      done({ code: typeof code === 'number' ? code : 1, stdout, stderr });
    });
  });
}

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

describe('npm run admin -- grant-platform-admin / revoke-platform-admin', { timeout: 120_000 }, () => {
  let repos: Repositories;
  let env: Record<string, string>;
  let tableName: string;
  const endpoint = inject('dynamoEndpoint');

  beforeAll(async () => {
    ({ tableName } = await freshResources('admin-command'));
    repos = repositories(createRuntime(loadConfig({ TABLE_NAME: tableName, DYNAMODB_ENDPOINT: endpoint })));
    env = { DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: tableName };
  });

  async function newUser(label: string) {
    const { user, account } = await provisionOwner(repos, {
      email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`,
      fullName: 'Operator Target',
      accountName: 'Ops',
      nowMs: Date.now(),
    });
    return { user, account };
  }

  it('grants the flag and audits platform_admin.granted with actor system; a second grant changes nothing', async () => {
    const { user, account } = await newUser('grant');
    const first = await run(['grant-platform-admin', user.email.toUpperCase()], env, true);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`${user.email} (${user.id}) is now a platform administrator`);
    expect((await repos.users.get(user.id))?.platformAdmin).toBe(true);

    const again = await run(['grant-platform-admin', user.email], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('already a platform administrator');

    const trail = (await repos.audit.listByAccount(account.id, { limit: 10 })).items;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'platform_admin.granted',
      actor: { type: 'system', id: 'admin-cli' },
      target: { type: 'user', id: user.id },
      details: { email: user.email, operator: expect.any(String), target: expect.stringContaining(tableName) },
    });
  });

  it('revokes the flag (audited platform_admin.revoked)', async () => {
    const { user, account } = await newUser('revoke');
    await grantPlatformAdmin({ repos, clock: { now: () => Date.now() } }, user);
    const res = await run(['revoke-platform-admin', user.email], env);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('is now not a platform administrator');
    expect((await repos.users.get(user.id))?.platformAdmin).toBe(false);
    const [entry] = (await repos.audit.listByAccount(account.id, { limit: 10 })).items;
    expect(entry).toMatchObject({ action: 'platform_admin.revoked', actor: { type: 'system', id: 'admin-cli' } });
  });

  it('finds the running local stack through .data/local-stack.json, as npm start writes it', async () => {
    const { user } = await newUser('stack-file');
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-cmd-'));
    writeLocalStackFile(dataDir, { dynamoEndpoint: endpoint, tableName, pid: process.pid, startedAt: 'now' });
    const res = await run(['grant-platform-admin', user.email], { DATA_DIR: dataDir });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`the local stack (DynamoDB Local at ${endpoint}, table ${tableName})`);
    expect((await repos.users.get(user.id))?.platformAdmin).toBe(true);
  });

  it('says clearly that the local stack is not running, with exit status 2', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'admin-cmd-'));
    const none = await run(['grant-platform-admin', 'someone@example.co.za'], { DATA_DIR: emptyDir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('The local stack is not running');
    expect(none.stderr).toContain('npm start');

    // A file left behind by a stack that died: the endpoint no longer answers.
    const staleDir = mkdtempSync(join(tmpdir(), 'admin-cmd-'));
    const port = await closedPort();
    writeFileSync(
      join(staleDir, 'local-stack.json'),
      JSON.stringify({ dynamoEndpoint: `http://127.0.0.1:${port}`, tableName, pid: 1, startedAt: 'then' }),
    );
    const stale = await run(['grant-platform-admin', 'someone@example.co.za'], { DATA_DIR: staleDir });
    expect(stale.code).toBe(2);
    expect(stale.stderr).toContain(`The local stack is not running: nothing answers at http://127.0.0.1:${port}`);

    const noTable = await run(['grant-platform-admin', 'someone@example.co.za'], {
      ...env,
      TABLE_NAME: 'no-such-table',
    });
    expect(noTable.code).toBe(2);
    expect(noTable.stderr).toContain('Table no-such-table does not exist');
  });

  it('refuses to grant an unknown e-mail without --create, creating no user, and says how', async () => {
    const email = `typo-admin-${process.pid}@example.co.za`;
    const res = await run(['grant-platform-admin', email], env);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`No user has the e-mail ${email}; nothing changed`);
    expect(res.stderr).toContain('--create');
    expect(await repos.users.findByEmail(email)).toBeUndefined();
  });

  it('grants on a fresh stage with --create: a user without a password is created, who sets one by a password reset', async () => {
    const email = `first-admin-${process.pid}@example.co.za`;
    const res = await run(['grant-platform-admin', email, '--create'], env);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('had no user: created one');
    const user = await repos.users.findByEmail(email);
    expect(user).toMatchObject({ email, platformAdmin: true });
    expect(user?.passwordHash).toBeUndefined();
    expect(user?.emailVerified).toBeUndefined();
  });

  it('refuses to revoke an unknown e-mail, and a bad command line, with exit status 1, changing nothing', async () => {
    const unknown = await run(['revoke-platform-admin', 'nobody-at-all@example.co.za'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the e-mail nobody-at-all@example.co.za');
    for (const args of [
      [],
      ['grant-platform-admin'],
      ['make-admin', 'x@example.co.za'],
      ['grant-platform-admin', 'a', 'b'],
    ]) {
      const res = await run(args, env);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr).toContain('Usage: npm run admin');
      expect(res.stderr).toContain('e.g. npm run admin -- grant-platform-admin ops@example.co.za');
    }
  });
});
