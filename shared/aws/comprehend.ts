/**
 * A small client for Amazon Comprehend's DetectToxicContent, speaking its JSON protocol directly
 * (`application/x-amz-json-1.1`, `X-Amz-Target: Comprehend_20171127.DetectToxicContent`) over an injected fetch-style
 * transport, so the service needs no @aws-sdk/client-comprehend. Requests are signed with SigV4 by @smithy/signature-v4,
 * which the AWS SDK clients already bring along (see docs/decisions/0101-moderation-classifier.md).
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import * as z from 'zod/mini';
import { ComprehendError, TOXIC_LABELS, type ToxicityOpinion, type ToxicLabel } from '../moderation/second-opinion';
import { NodeSha256 } from './node-sha256';

/** The subset of fetch the client needs; tests and other runtimes inject their own. */
export type Transport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface ComprehendOptions {
  /** e.g. https://comprehend.eu-west-1.amazonaws.com (DetectToxicContent is not offered in every region). */
  endpoint: string;
  region: string;
  timeoutMs: number;
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  transport?: Transport;
  languageCode?: string;
}

/** Comprehend accepts text segments of at most 1 KB of UTF-8 each, up to 10 a request. */
const SEGMENT_BYTES = 1000;
const MAX_SEGMENTS = 10;
const TARGET = 'Comprehend_20171127.DetectToxicContent';

const ResponseSchema = z.object({
  ResultList: z.array(
    z.object({
      Labels: z._default(z.array(z.object({ Name: z.string(), Score: z.number() })), []),
      Toxicity: z._default(z.number(), 0),
    }),
  ),
});

/** Splits text into segments of at most `maxBytes` UTF-8 bytes, at a space when one is near, never inside a character. */
export function segmentText(text: string, maxBytes = SEGMENT_BYTES): string[] {
  const segments: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (bytes + size > maxBytes) {
      const space = current.lastIndexOf(' ');
      const cut = space > current.length / 2 ? space + 1 : current.length;
      segments.push(current.slice(0, cut));
      current = current.slice(cut);
      bytes = Buffer.byteLength(current, 'utf8');
    }
    current += ch;
    bytes += size;
  }
  if (current.length > 0 || segments.length === 0) segments.push(current);
  return segments.filter((s) => s.trim().length > 0);
}

export class ComprehendToxicityClient {
  private readonly signer: SignatureV4;
  private readonly transport: Transport;
  private readonly url: URL;

  constructor(private readonly options: ComprehendOptions) {
    this.url = new URL(options.endpoint);
    this.transport = options.transport ?? ((url, init) => fetch(url, init));
    this.signer = new SignatureV4({
      service: 'comprehend',
      region: options.region,
      credentials: options.credentials ?? defaultProvider(),
      sha256: NodeSha256,
    });
  }

  /** Comprehend's toxicity opinion of `text` (one request, up to 10 segments); throws ComprehendError on failure. */
  async detectToxicContent(text: string): Promise<ToxicityOpinion> {
    const segments = segmentText(text).slice(0, MAX_SEGMENTS);
    if (segments.length === 0) return { labels: {}, toxicity: 0 };
    const body = JSON.stringify({
      TextSegments: segments.map((Text) => ({ Text })),
      LanguageCode: this.options.languageCode ?? 'en',
    });
    const signed = await this.signer.sign({
      method: 'POST',
      protocol: this.url.protocol,
      hostname: this.url.hostname,
      ...(this.url.port ? { port: Number(this.url.port) } : {}),
      path: this.url.pathname || '/',
      query: {},
      headers: {
        host: this.url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': TARGET,
      },
      body,
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let status: number;
    let answer: string;
    try {
      const res = await this.transport(this.url.toString(), {
        method: 'POST',
        headers: signed.headers,
        body,
        signal: controller.signal,
      });
      status = res.status;
      answer = await res.text();
    } catch (error) {
      if (controller.signal.aborted) {
        throw new ComprehendError('timeout', `DetectToxicContent took longer than ${this.options.timeoutMs} ms`);
      }
      throw new ComprehendError('network', `DetectToxicContent request failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    return parseAnswer(status, answer);
  }
}

function parseAnswer(status: number, answer: string): ToxicityOpinion {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    json = undefined;
  }
  if (status < 200 || status >= 300) {
    const error = (json ?? {}) as { __type?: string; message?: string; Message?: string };
    const awsType = error.__type?.split('#').pop();
    const message = error.message ?? error.Message ?? answer.slice(0, 200);
    throw new ComprehendError(
      'http',
      `DetectToxicContent answered ${status} ${awsType ?? ''}: ${message}`,
      status,
      awsType,
    );
  }
  const parsed = ResponseSchema.safeParse(json);
  if (!parsed.success) throw new ComprehendError('protocol', 'DetectToxicContent answer is not in the expected shape');
  const labels: Partial<Record<ToxicLabel, number>> = {};
  let toxicity = 0;
  for (const result of parsed.data.ResultList) {
    toxicity = Math.max(toxicity, result.Toxicity);
    for (const { Name, Score } of result.Labels) {
      if ((TOXIC_LABELS as readonly string[]).includes(Name)) {
        const label = Name as ToxicLabel;
        labels[label] = Math.max(labels[label] ?? 0, Score);
      }
    }
  }
  return { labels, toxicity };
}
