import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ComprehendRequest {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: { TextSegments: { Text: string }[]; LanguageCode: string };
}

/** What the stand-in answers a request with: a status and a JSON (or raw) body, or `hang` to never answer. */
export type ComprehendAnswer = { status: number; json?: unknown; raw?: string } | 'hang';

export interface FakeComprehend {
  url: string;
  requests: ComprehendRequest[];
  /** Decides each answer; by default no label scores anything. */
  answer: (request: ComprehendRequest) => ComprehendAnswer;
  close(): Promise<void>;
}

/** A DetectToxicContent answer giving every segment the same label scores. */
export function toxicity(labels: Record<string, number>, segments = 1): ComprehendAnswer {
  const Labels = Object.entries(labels).map(([Name, Score]) => ({ Name, Score }));
  const Toxicity = Math.max(0, ...Object.values(labels));
  return { status: 200, json: { ResultList: Array.from({ length: segments }, () => ({ Labels, Toxicity })) } };
}

/** A loopback HTTP server (127.0.0.1, free port) speaking Comprehend's JSON protocol for DetectToxicContent. */
export async function startFakeComprehend(): Promise<FakeComprehend> {
  const fake: FakeComprehend = {
    url: '',
    requests: [],
    answer: (request) => toxicity({}, request.body.TextSegments.length),
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: ComprehendRequest = {
        path: req.url ?? '',
        headers: req.headers,
        rawBody,
        body: JSON.parse(rawBody),
      };
      fake.requests.push(request);
      const answer = fake.answer(request);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'Content-Type': 'application/x-amz-json-1.1' });
      res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * Checks a request's SigV4 signature independently of the signer under test (AWS General Reference, "Create a signed
 * AWS API request"): true when the Authorization header is what `secret` produces for this method, path and body.
 */
export function validSignature(request: ComprehendRequest, secretAccessKey: string): boolean {
  const match = /^AWS4-HMAC-SHA256 Credential=[^/]+\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    String(request.headers.authorization ?? ''),
  );
  if (!match) return false;
  const [, scope, signedHeaders, signature] = match as unknown as [string, string, string, string];
  const [date, region, service] = scope.split('/') as [string, string, string];
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((n) => `${n}:${String(request.headers[n] ?? '').trim()}\n`).join('');
  const canonical = ['POST', request.path, '', canonicalHeaders, signedHeaders, sha256(request.rawBody)].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature;
}
