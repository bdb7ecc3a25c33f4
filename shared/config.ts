import { z } from 'zod';

/**
 * Configuration of every function, read from the environment once at cold start and validated, so a missing or
 * malformed variable fails fast with its name instead of surfacing as an odd error mid-request.
 */
const IdentityProviderSchema = z.strictObject({
  name: z.string().min(1),
  /** The ID tokens' `iss`; also the key of the user links, so it must never change for a provider. */
  issuer: z.url(),
  /** Other spellings of the issuer the provider uses (Google also issues `accounts.google.com`). */
  issuerAliases: z.array(z.string().min(1)).default([]),
  jwksUrl: z.url(),
  /** Accepted `aud` values (our client ids at the provider); a provider without any accepts no token. */
  audiences: z.array(z.string().min(1)).default([]),
});

export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;

const ConfigSchema = z.object({
  STAGE: z.string().min(1).default('local'),
  SERVICE_VERSION: z.string().min(1).default('0.0.0-dev'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  AWS_REGION: z.string().min(1).default('af-south-1'),
  TABLE_NAME: z.string().min(1),
  QUEUE_URL: z.string().url().optional(),
  /** Local stack and tests only: where DynamoDB Local and the SQS emulator listen. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  SQS_ENDPOINT: z.string().url().optional(),
  AUTH_ISSUER: z.string().min(1).default('https://sms.local/auth'),
  AUTH_AUDIENCE: z.string().min(1).default('sms-platform'),
  /** Deployed: Secrets Manager secret with the token-signing keys. Local: a file under .data/. */
  SIGNING_KEYS_SECRET_ARN: z.string().optional(),
  SIGNING_KEYS_FILE: z.string().optional(),
  /** Deployed: KMS key for vendor credentials. Local: a file under .data/ with a 32-byte key. */
  VENDOR_KMS_KEY_ARN: z.string().optional(),
  VENDOR_KEY_FILE: z.string().optional(),
  /** Base URL of the `clickatell` SMS vendor (tests point it at a loopback server). */
  CLICKATELL_BASE_URL: z.url().default('https://platform.clickatell.com'),
  /** Largest request body accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Social sign-in: a JSON array of identity providers, replacing the Google and Apple defaults. */
  IDENTITY_PROVIDERS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(IdentityProviderSchema).optional()),
  /** Audiences (OAuth client ids) accepted for the default Google and Apple providers, comma-separated. */
  GOOGLE_CLIENT_IDS: z.string().optional(),
  APPLE_CLIENT_IDS: z.string().optional(),
  /** Moderation second opinion: `comprehend` asks Amazon Comprehend DetectToxicContent after the embedded classifier. */
  MODERATION_SECOND_OPINION: z.enum(['none', 'comprehend']).default('none'),
  /** Local stack and tests only: where a Comprehend stand-in listens (default: the regional AWS endpoint). */
  COMPREHEND_ENDPOINT: z.string().url().optional(),
  /** DetectToxicContent is not offered in af-south-1; the region its requests go to. */
  COMPREHEND_REGION: z.string().min(1).default('eu-west-1'),
  /** Longest wait for the second opinion before the embedded verdict is used alone. */
  COMPREHEND_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment; throws naming every missing or invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

const csv = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

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
    },
    {
      name: 'apple',
      issuer: 'https://appleid.apple.com',
      issuerAliases: [],
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      audiences: csv(config.APPLE_CLIENT_IDS),
    },
  ];
}
