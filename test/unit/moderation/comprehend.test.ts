import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ComprehendToxicityClient, segmentText } from '../../../shared/aws/comprehend';
import { loadConfig } from '../../../shared/config';
import { createLogger } from '../../../shared/logger';
import { DisplayFormModeration } from '../../../shared/moderation/display-form';
import { EmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { ComprehendError, SecondOpinionModerationService } from '../../../shared/moderation/second-opinion';
import type { ModerationService } from '../../../shared/moderation/types';
import { createRuntime } from '../../../shared/runtime';
import { moderationOf } from '../../../shared/wiring/moderation';
import { type FakeComprehend, startFakeComprehend, toxicity, validSignature } from '../../support/fake-comprehend';

const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** Written for these tests. */
const BENIGN = 'See you at the braai on Saturday, bring chairs';
const THREAT = 'I will kill you';
const SPAM =
  'WINNER!! You have been selected to receive a £900 cash prize. Call 09061234567 now to claim. T&Cs apply 18+';

describe('Comprehend DetectToxicContent adapter, against a loopback server', () => {
  let fake: FakeComprehend;
  let client: ComprehendToxicityClient;
  beforeAll(async () => {
    fake = await startFakeComprehend();
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answer = (r) => toxicity({}, r.body.TextSegments.length);
    client = new ComprehendToxicityClient({
      endpoint: fake.url,
      region: 'eu-west-1',
      timeoutMs: 300,
      credentials: CREDENTIALS,
    });
  });

  it('POSTs the JSON protocol, signed with SigV4, and reads the label scores', async () => {
    fake.answer = () => toxicity({ HATE_SPEECH: 0.91, INSULT: 0.4 });
    const opinion = await client.detectToxicContent(BENIGN);
    expect(opinion).toEqual({ labels: { HATE_SPEECH: 0.91, INSULT: 0.4 }, toxicity: 0.91 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/');
    expect(request?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request?.headers['x-amz-target']).toBe('Comprehend_20171127.DetectToxicContent');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/eu-west-1\/comprehend\/aws4_request, SignedHeaders=\S*content-type;host;\S*x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(validSignature(request!, CREDENTIALS.secretAccessKey)).toBe(true);
    expect(validSignature(request!, 'another secret')).toBe(false);
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request?.body).toEqual({ TextSegments: [{ Text: BENIGN }], LanguageCode: 'en' });
  });

  it('splits long text into segments of at most 1,000 UTF-8 bytes and keeps the highest score of each label', async () => {
    const text = Array.from({ length: 200 }, (_, i) => `word${i} 😀`).join(' ');
    const segments = segmentText(text);
    expect(segments.length).toBeGreaterThan(1);
    for (const s of segments) expect(Buffer.byteLength(s, 'utf8')).toBeLessThanOrEqual(1000);
    expect(segments.join('')).toBe(text);
    fake.answer = (r) => ({
      status: 200,
      json: {
        ResultList: r.body.TextSegments.map((_, i) => ({
          Labels: [{ Name: 'THREAT', Score: i === 1 ? 0.88 : 0.1 }],
          Toxicity: i === 1 ? 0.9 : 0.1,
        })),
      },
    });
    expect(await client.detectToxicContent(text)).toEqual({ labels: { THREAT: 0.88 }, toxicity: 0.9 });
    expect(fake.requests[0]?.body.TextSegments.map((s) => s.Text)).toEqual(segments);
  });

  it('turns an error answer into a ComprehendError with the AWS error type', async () => {
    fake.answer = () => ({
      status: 400,
      json: { __type: 'com.amazonaws.comprehend#TextSizeLimitExceededException', message: 'Input text too long' },
    });
    const error = await client.detectToxicContent(BENIGN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ComprehendError);
    expect(error).toMatchObject({ kind: 'http', status: 400, awsType: 'TextSizeLimitExceededException' });
  });

  it('gives up after the timeout when the service does not answer', async () => {
    fake.answer = () => 'hang';
    const started = Date.now();
    const error = await client.detectToxicContent(BENIGN).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ComprehendError', kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an answer of the wrong shape', async () => {
    fake.answer = () => ({ status: 200, raw: '<html>proxy error</html>' });
    await expect(client.detectToxicContent(BENIGN)).rejects.toMatchObject({ kind: 'protocol' });
  });

  describe('as a second opinion', () => {
    const logs: string[] = [];
    const service = () =>
      new SecondOpinionModerationService(
        new EmbeddedModerationService(),
        client,
        createLogger('debug', {}, (line) => logs.push(line)),
      );
    beforeEach(() => {
      logs.length = 0;
    });

    it('blocks what the embedded classifier allowed when Comprehend is sure of hate speech', async () => {
      fake.answer = () => toxicity({ HATE_SPEECH: 0.93, PROFANITY: 0.5 });
      const result = await service().moderate(BENIGN);
      expect(result.verdict).toBe('BLOCKED');
      expect(result.severity).toBe('HIGH');
      expect(result.categories).toEqual([{ category: 'HATE_SPEECH', score: 0.93 }]);
      expect(result.reason).toMatch(/Comprehend.*hate speech 0\.93/);
    });

    it('never downgrades an embedded block, and does not even ask', async () => {
      const embedded = new EmbeddedModerationService().classify(THREAT);
      expect(embedded.verdict).toBe('BLOCKED');
      expect(await service().moderate(THREAT)).toEqual(embedded);
      expect(fake.requests).toHaveLength(0);
    });

    it('ignores scores under 0.8 and labels that never block (profanity, insult, sexual, graphic)', async () => {
      fake.answer = () => toxicity({ THREAT: 0.79, PROFANITY: 0.99, INSULT: 0.99, SEXUAL: 0.95, GRAPHIC: 0.9 });
      expect(await service().moderate(BENIGN)).toEqual(new EmbeddedModerationService().classify(BENIGN));
      expect(fake.requests).toHaveLength(1);
    });

    it('keeps the SPAM the embedded classifier raised when it blocks for abuse', async () => {
      fake.answer = () => toxicity({ HARASSMENT_OR_ABUSE: 0.85 });
      const result = await service().moderate(SPAM);
      expect(result.verdict).toBe('BLOCKED');
      expect(result.categories.map((c) => c.category).sort()).toEqual(['ABUSE', 'SPAM']);
    });

    it('falls back to the embedded verdict, and logs it, on an error answer and on a timeout', async () => {
      for (const [answer, kind] of [
        [{ status: 500, json: { __type: 'InternalServerException' } }, 'http'] as const,
        ['hang', 'timeout'] as const,
      ]) {
        logs.length = 0;
        fake.answer = () => answer;
        expect(await service().moderate(SPAM)).toEqual(new EmbeddedModerationService().classify(SPAM));
        const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg.includes('second opinion failed'));
        expect(line, kind).toMatchObject({ level: 'warn', kind });
      }
    });
  });

  it('is wired by configuration: off by default, Comprehend with MODERATION_SECOND_OPINION=comprehend', async () => {
    const plain = createRuntime(loadConfig({ TABLE_NAME: 't' }));
    // Whichever service is wired, it is wrapped so that text is moderated as a phone displays it too.
    const innerOf = (service: ModerationService) => {
      expect(service).toBeInstanceOf(DisplayFormModeration);
      return (service as DisplayFormModeration).inner;
    };
    expect(innerOf(moderationOf(plain))).toBeInstanceOf(EmbeddedModerationService);

    const rt = createRuntime(
      loadConfig({ TABLE_NAME: 't', MODERATION_SECOND_OPINION: 'comprehend', COMPREHEND_ENDPOINT: fake.url }),
    );
    expect(innerOf(moderationOf(rt))).toBeInstanceOf(SecondOpinionModerationService);
    fake.answer = () => toxicity({ THREAT: 0.97 });
    expect((await moderationOf(rt).moderate(BENIGN)).verdict).toBe('BLOCKED');
    expect(fake.requests).toHaveLength(1);
    expect(() => loadConfig({ TABLE_NAME: 't', MODERATION_SECOND_OPINION: 'openai' })).toThrow(
      /MODERATION_SECOND_OPINION/,
    );
  });
});
