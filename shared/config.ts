import { z } from 'zod';

/**
 * Configuration of every function, read from the environment once at cold start and validated, so a missing or
 * malformed variable fails fast with its name instead of surfacing as an odd error mid-request.
 */
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
  /** Largest request body accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
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
