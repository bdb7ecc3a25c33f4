/**
 * Operator commands (`npm run admin -- <command> ...`). Platform administrators are granted here, never by the API.
 *
 *   npm run admin -- grant-platform-admin <email>  [--create] [target]
 *   npm run admin -- revoke-platform-admin <email> [target]
 *
 * Target: the running local stack by default (.data/local-stack.json, written by `npm start`); --endpoint <url> (or
 * DYNAMODB_ENDPOINT) and --table <name> (or TABLE_NAME) for another DynamoDB Local; --stage <name> [--region <r>]
 * [--table <name>] for a deployed stage, with AWS credentials from the usual chain (table from the stack's output).
 * Exit status: 0 done (or nothing to change), 1 usage or unknown user, 2 target not reachable.
 */
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { repositories } from '../local/repositories';
import { setPlatformAdmin } from '../shared/accounts/platform-admin';
import { loadConfig } from '../shared/config';
import { createRuntime } from '../shared/runtime';
import { assertReachable, resolveTarget, TargetError } from './admin/target';

const COMMANDS = { 'grant-platform-admin': true, 'revoke-platform-admin': false } as const;
type Command = keyof typeof COMMANDS;

const USAGE = `Usage: npm run admin -- <grant-platform-admin | revoke-platform-admin> <email> [options]
  e.g. npm run admin -- grant-platform-admin ops@example.co.za          (a user who has registered or signed in)
       npm run admin -- grant-platform-admin ops@example.co.za --create (a fresh stage: creates the user)
  --create          grant only: create a user for an address no user has yet (no password: they choose one with
                    "Forgot password", which proves the address, or sign in with Google or Apple)
  --endpoint <url>  DynamoDB Local endpoint (default: DYNAMODB_ENDPOINT, else the running local stack)
  --table <name>    table name (default: TABLE_NAME, the local stack's table, or the stage's TableName output)
  --stage <name>    a deployed stage: stack SmsMessaging-<name>, AWS credentials from the environment/profile
  --region <name>   AWS region (default: AWS_REGION, else af-south-1)
  --data-dir <dir>  where npm start keeps its state (default: DATA_DIR, else .data)`;

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  const [command, email, ...extra] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!command || !(command in COMMANDS) || !email || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  try {
    const target = await resolveTarget(
      {
        stage: values.stage,
        table: values.table,
        endpoint: values.endpoint,
        region: values.region,
        dataDir: values['data-dir'],
      },
      process.env,
    );
    await assertReachable(target);
    const rt = createRuntime(
      loadConfig({
        STAGE: values.stage ?? 'local',
        LOG_LEVEL: 'error',
        AWS_REGION: target.region,
        TABLE_NAME: target.tableName,
        ...(target.endpoint ? { DYNAMODB_ENDPOINT: target.endpoint } : {}),
      }),
    );
    const grant = COMMANDS[command as Command];
    const set = await setPlatformAdmin(repositories(rt), {
      email,
      platformAdmin: grant,
      createIfMissing: values.create === true,
      nowMs: Date.now(),
      context: { operator: operatorName(), host: hostname(), target: target.description },
    });
    if (!set.ok) {
      console.error(
        command === 'grant-platform-admin'
          ? `No user has the e-mail ${email}; nothing changed. Check the address, or run again with --create to ` +
              'create a user for it with no password (they choose one with "Forgot password").'
          : `No user has the e-mail ${email}; nothing to revoke.`,
      );
      return 1;
    }
    const { user, changed, created } = set;
    const state = grant ? 'a platform administrator' : 'not a platform administrator';
    console.log(
      changed
        ? `${user.email} (${user.id}) is now ${state} on ${target.description}; audited ${grant ? 'platform_admin.granted' : 'platform_admin.revoked'}.`
        : `${user.email} (${user.id}) is already ${state} on ${target.description}; nothing changed.`,
    );
    if (created) {
      console.log(
        `${user.email} had no user: created one with its own account and no password. They set a password with ` +
          '"Forgot password" (POST /auth/password-reset, which proves the address) or sign in with Google or Apple.',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof TargetError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      endpoint: { type: 'string' },
      table: { type: 'string' },
      stage: { type: 'string' },
      region: { type: 'string' },
      'data-dir': { type: 'string' },
      create: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
