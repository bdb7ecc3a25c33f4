/**
 * Standard Webhooks signatures (contract Part 2): `webhook-signature` = `v1,` + base64 of HMAC-SHA256 keyed with the
 * base64-decoded part of the secret after `whsec_`, over `{webhook-id}.{webhook-timestamp}.{body}`; several
 * space-separated signatures while two secrets are valid.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** A new secret: `whsec_` and base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}

/** The three headers of a delivery, signed with every secret given. */
export function signedHeaders(secrets: readonly string[], id: string, timestamp: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signatureOf(s, id, timestamp, body)).join(' '),
  };
}
