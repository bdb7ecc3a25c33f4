import * as z from 'zod/mini';

/**
 * Configuration of every function, read from the environment once at cold start and validated, so a missing or
 * malformed variable fails fast with its name instead of surfacing as an odd error mid-request.
 */
const NonEmpty = z.string().check(z.minLength(1));

const IdentityProviderSchema = z.strictObject({
  name: NonEmpty,
  /** The ID tokens' `iss`; also the key of the user links, so it must never change for a provider. */
  issuer: z.url(),
  /** Other spellings of the issuer the provider uses (Google also issues `accounts.google.com`). */
  issuerAliases: z._default(z.array(NonEmpty), []),
  jwksUrl: z.url(),
  /** Accepted `aud` values (our client ids at the provider); a provider without any accepts no token. */
  audiences: z._default(z.array(NonEmpty), []),
  /**
   * The provider's OAuth authorization endpoint: when set (and an audience is), the dashboard offers "Sign in with
   * <label>" and sends the browser there for an ID token (GET /auth/providers).
   */
  authorizationUrl: z.optional(z.url()),
  /** The button's provider name (default: the name with a capital letter). */
  label: z.optional(NonEmpty),
  /** The scopes asked for (Apple's fragment response takes none). */
  scope: z._default(z.string(), 'openid email'),
});

export type IdentityProvider = z.output<typeof IdentityProviderSchema>;

const JsonText = z.pipe(
  z.optional(z.string()),
  z.transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'is not valid JSON', input: text });
      return z.NEVER;
    }
  }),
);

const ConfigSchema = z.object({
  STAGE: z._default(NonEmpty, 'local'),
  SERVICE_VERSION: z._default(NonEmpty, '0.0.0-dev'),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info'),
  /** Business metrics: `emf` writes them to standard output in the embedded metric format (set by the stack). */
  METRICS: z._default(z.enum(['none', 'emf']), 'none'),
  AWS_REGION: z._default(NonEmpty, 'af-south-1'),
  TABLE_NAME: NonEmpty,
  QUEUE_URL: z.optional(z.url()),
  /** Local stack and tests only: where DynamoDB Local and the SQS emulator listen. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  SQS_ENDPOINT: z.optional(z.url()),
  AUTH_ISSUER: z._default(NonEmpty, 'https://sms.local/auth'),
  AUTH_AUDIENCE: z._default(NonEmpty, 'sms-platform'),
  /** Deployed: Secrets Manager secret with the token-signing keys. Local: a file under .data/. */
  SIGNING_KEYS_SECRET_ARN: z.optional(z.string()),
  SIGNING_KEYS_FILE: z.optional(z.string()),
  /** Deployed: KMS key for vendor credentials. Local: a file under .data/ with a 32-byte key. */
  VENDOR_KMS_KEY_ARN: z.optional(z.string()),
  VENDOR_KEY_FILE: z.optional(z.string()),
  /**
   * Verify (decision 1701): the secret codes are hashed and their SMS sealed with. Deployed: a Secrets Manager secret.
   * Local: a file under .data/. Tests: an ephemeral one (local and test stages only).
   */
  VERIFY_KEY_SECRET_ARN: z.optional(z.string()),
  VERIFY_KEY_FILE: z.optional(z.string()),
  /** Base URL of the `clickatell` SMS vendor (tests point it at a loopback server). */
  CLICKATELL_BASE_URL: z._default(z.url(), 'https://platform.clickatell.com'),
  /** Base URL of the `twilio` SMS vendor's API (tests point it at a loopback server). */
  TWILIO_BASE_URL: z._default(z.url(), 'https://api.twilio.com'),
  /**
   * The service's public base URL (…/api/v1): what Twilio signs its callbacks over (contract Part 2). Deployed: the
   * API's URL; the local stage falls back to the address a request came in on.
   */
  PUBLIC_BASE_URL: z.optional(z.url()),
  /** AWS End User Messaging SMS: the stack's configuration set (its event destination carries receipts back). */
  SMS_CONFIGURATION_SET: z.optional(NonEmpty),
  /** Local stack and tests only: where an AWS End User Messaging SMS stand-in listens. */
  SMS_VOICE_ENDPOINT: z.optional(z.url()),
  /** Webhooks: the queue of events and retries to customers' endpoints. */
  WEBHOOK_QUEUE_URL: z.optional(z.url()),
  /**
   * Webhooks' retry lane: retries, tests and deliveries to failing endpoints, away from the new events of healthy
   * ones (docs/decisions/1020-webhook-isolation.md); without it they share WEBHOOK_QUEUE_URL.
   */
  WEBHOOK_RETRY_QUEUE_URL: z.optional(z.url()),
  /**
   * Vendor callbacks past their account's limit that their vendor would not send again (Twilio's), kept to be applied
   * later at a bounded concurrency (docs/decisions/1021-callback-limit-per-account.md).
   */
  CALLBACK_OVERFLOW_QUEUE_URL: z.optional(z.url()),
  /**
   * Checked vendor callbacks one account may have applied in a rolling minute (decision 1021). Default: three per
   * message at the most one account sends in a minute (shared/wiring/callbacks.ts, `callbackLimitPerMinute`).
   */
  CALLBACK_LIMIT_PER_MINUTE: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Allow `http://127.0.0.1` and `localhost` endpoints (default: on the local stage only). */
  WEBHOOK_ALLOW_LOOPBACK: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
  /**
   * POPIA retention (docs/privacy.md): days message bodies and phone numbers are kept (messages, replies, campaign
   * recipients, moderation flags, import reports); DynamoDB's TTL removes them after. The CDK context
   * `contentRetentionDays` sets it.
   */
  CONTENT_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3650)), 90),
  /** Account deletion (POPIA): the queue of deletion jobs. */
  ACCOUNT_QUEUE_URL: z.optional(z.url()),
  /**
   * The secret CloudFront sends in x-sms-origin-verify on the dashboard's /api/* requests: when it matches, the
   * client's address is the viewer's (x-sms-viewer-ip), not CloudFront's (shared/http/client-ip.ts). Unset locally.
   */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** Largest request body accepted, in bytes. */
  MAX_BODY_BYTES: z._default(z.coerce.number().check(z.int(), z.positive()), 64 * 1024),
  /** Social sign-in: a JSON array of identity providers, replacing the Google and Apple defaults. */
  IDENTITY_PROVIDERS: z.pipe(JsonText, z.optional(z.array(IdentityProviderSchema))),
  /** Audiences (OAuth client ids) accepted for the default Google and Apple providers, comma-separated. */
  GOOGLE_CLIENT_IDS: z.optional(z.string()),
  APPLE_CLIENT_IDS: z.optional(z.string()),
  /** Moderation second opinion: `comprehend` asks Amazon Comprehend DetectToxicContent after the embedded classifier. */
  MODERATION_SECOND_OPINION: z._default(z.enum(['none', 'comprehend']), 'none'),
  /** Local stack and tests only: where a Comprehend stand-in listens (default: the regional AWS endpoint). */
  COMPREHEND_ENDPOINT: z.optional(z.url()),
  /** DetectToxicContent is not offered in af-south-1; the region its requests go to. */
  COMPREHEND_REGION: z._default(NonEmpty, 'eu-west-1'),
  /** The sender of account e-mail (verification, password reset): an SES identity of the stack when deployed. */
  MAIL_FROM: z._default(z.email(), 'no-reply@sms.example.co.za'),
  /** Where the links in account e-mail point: the dashboard's pages that take the token. */
  APP_URL: z._default(z.url(), 'http://127.0.0.1:5173'),
  /** Local stage and tests only: where an SES stand-in listens (deployed: the regional endpoint of AWS_REGION). */
  SES_ENDPOINT: z.optional(z.url()),
  /** Contact imports (issue 12): the queue of import jobs, and where files are kept (S3 deployed, a folder locally). */
  IMPORT_QUEUE_URL: z.optional(z.url()),
  IMPORT_BUCKET: z.optional(NonEmpty),
  FILES_DIR: z.optional(NonEmpty),
  /** Campaigns: the queue of expansion and chunk jobs. */
  CAMPAIGN_QUEUE_URL: z.optional(z.url()),
  /** Messages per second one account's campaigns send at (all its campaigns together): one vendor connection. */
  CAMPAIGN_RATE_PER_SECOND: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 30),
  /** EventBridge Scheduler: the group schedules go in, and the role it sends to the campaign queue with. */
  SCHEDULE_GROUP: z.optional(NonEmpty),
  SCHEDULER_ROLE_ARN: z.optional(NonEmpty),
  CAMPAIGN_QUEUE_ARN: z.optional(NonEmpty),
  /** Longest wait for the second opinion before the embedded verdict is used alone. */
  COMPREHEND_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(50), z.maximum(10_000)), 1000),
  /**
   * Local stack and tests only: the fault switch (`dynamodb=0.1,sqs=0.1,vendor=0.2,kill=0.02,seed=7`), read by local/
   * (local/faults/injector.ts). Refused on any other stage; no function reads it.
   */
  FAULTS: z.optional(z.string()),
});

/**
 * The stages of this machine (`npm start`, the tests): mail kept in an outbox, ephemeral keys, loopback webhooks. No
 * deployed stage may bear one of these names (bin/app.ts refuses them at synth: lib/stage.ts).
 */
export const LOCAL_STAGES: readonly string[] = ['local', 'test'];

/** The stages on which the fault switch may be set. */
export const FAULT_STAGES = ['local', 'test'];

export type Config = z.output<typeof ConfigSchema>;

/** Parses the environment; throws naming every missing or invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // Loopback endpoints are for the local stack and the tests: deployed, 127.0.0.1 is the Lambda runtime's own API.
  if (parsed.data.WEBHOOK_ALLOW_LOOPBACK === true && !LOCAL_STAGES.includes(parsed.data.STAGE)) {
    throw new Error(
      `Invalid configuration: WEBHOOK_ALLOW_LOOPBACK: loopback webhooks are refused on stage ${parsed.data.STAGE} (only ${LOCAL_STAGES.join(' and ')})`,
    );
  }
  if (parsed.data.FAULTS?.trim() && !FAULT_STAGES.includes(parsed.data.STAGE)) {
    throw new Error(
      `Invalid configuration: FAULTS: fault injection is refused on stage ${parsed.data.STAGE} (only ${FAULT_STAGES.join(' and ')})`,
    );
  }
  return parsed.data;
}

const csv = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** What a browser needs to ask a provider for an ID token: offered only for providers with an endpoint and a client id. */
export interface BrowserSignInProvider {
  name: string;
  label: string;
  authorizationUrl: string;
  clientId: string;
  scope: string;
}

/** The providers the dashboard can send a user to (GET /auth/providers); the first audience is the web client id. */
export function browserSignInProviders(providers: readonly IdentityProvider[]): BrowserSignInProvider[] {
  return providers.flatMap((p) =>
    p.authorizationUrl && p.audiences[0]
      ? [
          {
            name: p.name,
            label: p.label ?? p.name.charAt(0).toUpperCase() + p.name.slice(1),
            authorizationUrl: p.authorizationUrl,
            clientId: p.audiences[0],
            scope: p.scope,
          },
        ]
      : [],
  );
}

/** The configured identity providers: IDENTITY_PROVIDERS when set, otherwise Google and Apple with their client ids. */
export function identityProviders(config: Config): IdentityProvider[] {
  if (config.IDENTITY_PROVIDERS) return config.IDENTITY_PROVIDERS;
  return [
    {
      name: 'google',
      issuer: 'https://accounts.google.com',
      issuerAliases: ['accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      audiences: csv(config.GOOGLE_CLIENT_IDS),
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      label: 'Google',
      scope: 'openid email',
    },
    {
      name: 'apple',
      issuer: 'https://appleid.apple.com',
      issuerAliases: [],
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      audiences: csv(config.APPLE_CLIENT_IDS),
      authorizationUrl: 'https://appleid.apple.com/auth/authorize',
      label: 'Apple',
      // Apple answers in the URL fragment only when no scope is asked for (with scopes it posts a form).
      scope: '',
    },
  ];
}
