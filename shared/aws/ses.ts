/**
 * Account e-mail through Amazon SES (API v2 `SendEmail`: `POST /v2/email/outbound-emails`, JSON, SigV4 for service
 * `ses`), spoken directly over fetch like the Comprehend client, so no function carries @aws-sdk/client-sesv2. Only the
 * functions that send account e-mail import it, and their roles may call ses:SendEmail on the stack's identity only.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { NodeSha256 } from './node-sha256';

export interface SesOptions {
  region: string;
  /** The verified sender (an SES identity). */
  from: string;
  /** Default: https://email.<region>.amazonaws.com (tests give a loopback stand-in). */
  endpoint?: string;
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  timeoutMs?: number;
}

const PATH = '/v2/email/outbound-emails';

export class SesMailer implements Mailer {
  private readonly signer: SignatureV4;
  private readonly url: URL;

  constructor(private readonly options: SesOptions) {
    this.url = new URL(PATH, options.endpoint ?? `https://email.${options.region}.amazonaws.com`);
    this.signer = new SignatureV4({
      service: 'ses',
      region: options.region,
      credentials: options.credentials ?? defaultProvider(),
      sha256: NodeSha256,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const body = JSON.stringify({
      FromEmailAddress: this.options.from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    });
    const signed = await this.signer.sign({
      method: 'POST',
      protocol: this.url.protocol,
      hostname: this.url.hostname,
      ...(this.url.port ? { port: Number(this.url.port) } : {}),
      path: this.url.pathname,
      query: {},
      headers: { host: this.url.host, 'content-type': 'application/json' },
      body,
    });
    const response = await fetch(this.url, {
      method: 'POST',
      headers: signed.headers,
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`SES SendEmail answered ${response.status}: ${detail}`);
    }
  }
}
