/**
 * The Twilio Verify v2 compatible API (issue 31; docs/decisions/1703 and 1704) driven by the official `twilio`
 * package: a service, a verification in isiZulu, a wrong then a right code, a cancel, every row of the error table,
 * and every answer validated against Twilio's own published schema (test/fixtures/twilio/verify-schemas.json, MIT).
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificationRepository } from '../../shared/db/verification-repository';
import { accountSid, idOfSid } from '../../shared/twilio/sid';
import { createAccount, startTestStack, type TestAccount, type TestStack } from '../support/stack';
import { rejection, twilioClient } from '../support/twilio-client';
import { TWILIO_ERROR_BODY } from '../support/twilio-schemas';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/twilio/verify-schemas.json', import.meta.url), 'utf8'));
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  formats: {
    // Verify's resources give ISO 8601 to the second in GMT, as Twilio's own examples do.
    'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    'uri-map': true,
    // Resources' own: relative to the compatible base, as Twilio's are absolute under https://verify.twilio.com
    // (decision 1703). A list page's: absolute on the URL called, as the SDK follows them (decision 1706).
    uri: /^(\/v2\/Services\/VA[0-9a-f]{32}(\/Verifications\/VE[0-9a-f]{32})?|http:\/\/[^/]+\/api\/v1\/twilio\/v2\/Services\?\S+)$/,
  },
});
/** Twilio marks untyped fields (push, lookup, sna ...) `nullable`, which Ajv refuses without a type: any type admits null. */
const untypedNullableDropped = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(untypedNullableDropped);
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, untypedNullableDropped(value)] as const);
  const out = Object.fromEntries(entries) as Record<string, unknown>;
  if ('nullable' in out && !('type' in out) && !('$ref' in out)) delete out.nullable;
  return out;
};
ajv.addSchema({ components: untypedNullableDropped(fixture.components) }, 'twilio');
const schemaOf = (name: string) => ajv.compile({ $ref: `twilio#/components/schemas/${name}` });
const validateService = schemaOf('verify.v2.service');
const validateVerification = schemaOf('verify.v2.service.verification');
const validateCheck = schemaOf('verify.v2.service.verification_check');
const validateServicePage = schemaOf('ListServiceResponse');
const validateError = ajv.compile(TWILIO_ERROR_BODY);

let stack: TestStack;
const clients: ReturnType<typeof twilioClient>['httpClient'][] = [];
let numberSeed = 300;

/** A fresh number in its own prefix block, so one test's fraud-guard counters never meet another's. */
function freshNumber(): string {
  numberSeed += 1;
  return `+2784${String(numberSeed % 1000).padStart(3, '0')}${String(numberSeed % 10_000).padStart(4, '0')}`;
}

function clientOf(account: TestAccount, password = account.apiKey) {
  const made = twilioClient(stack.baseUrl, accountSid(account.accountId), password, accountSid(account.accountId));
  clients.push(made.httpClient);
  return made.client;
}

const verifyAccount = (credits = 20) => createAccount(stack, { credits, scopes: ['verify'] });
const verifications = () => new VerificationRepository(stack.table);
const balance = async (accountId: string) => (await stack.repos.accounts.withBalance(accountId))?.balance;

/** The code in the latest SMS the sandbox vendor received for `to` (its n-th, 1-based, when given). */
async function codeSentTo(to: string, nth?: number): Promise<{ code: string; text: string }> {
  let text: string | undefined;
  await expect
    .poll(
      () => {
        const sent = stack.sandbox.received.filter((sms) => sms.to === to);
        text = nth === undefined ? sent.at(-1)?.body : sent[nth - 1]?.body;
        return text;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return { code: /(\d{4,10})/.exec(text!)![1]!, text: text! };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => stack?.stop());

describe('Twilio Verify v2 with the official twilio package', () => {
  it('creates a service, starts a verification in isiZulu, a wrong code stays pending, the right one approves', async () => {
    const account = await verifyAccount();
    const client = clientOf(account);
    const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
    expect(service.sid).toMatch(/^VA[0-9a-f]{32}$/);
    expect(service).toMatchObject({ friendlyName: 'Acme', codeLength: 6, accountSid: accountSid(account.accountId) });
    expect((await client.verify.v2.services(service.sid).fetch()).friendlyName).toBe('Acme');

    const to = freshNumber();
    const started = await client.verify.v2
      .services(service.sid)
      .verifications.create({ to, channel: 'sms', locale: 'zu' });
    expect(started.sid).toMatch(/^VE[0-9a-f]{32}$/);
    expect(started).toMatchObject({ serviceSid: service.sid, to, channel: 'sms', status: 'pending', valid: false });
    expect(started.sendCodeAttempts).toHaveLength(1);
    expect(started.dateCreated).toBeInstanceOf(Date);
    // The verification its SID names is ours, started through this service, charged like any SMS.
    const stored = await verifications().get(idOfSid(started.sid, 'VE', 'vrf')!);
    expect(stored).toMatchObject({ accountId: account.accountId, locale: 'zu', brand: 'Acme', status: 'pending' });
    const { code, text } = await codeSentTo(to);
    expect(text).toBe(
      `Acme: Ikhodi yakho yokuqinisekisa ngu-${code}. Iphelelwa yisikhathi emizuzwini eyi-10. Ungayinikezi muntu.`,
    );
    expect(await balance(account.accountId)).toBe(19);

    const checks = client.verify.v2.services(service.sid).verificationChecks;
    const miss = await checks.create({ to, code: wrong(code) });
    expect(miss).toMatchObject({ sid: started.sid, status: 'pending', valid: false });
    const hit = await checks.create({ verificationSid: started.sid, code });
    expect(hit).toMatchObject({ sid: started.sid, status: 'approved', valid: true, to });
    expect((await verifications().get(stored!.id))?.status).toBe('approved');
    // Approved is answered once: Twilio deletes an approved verification, so a later check is 404.
    expect(await rejection(checks.create({ to, code }))).toMatchObject({ status: 404, code: 20404 });
  });

  it('cancels a pending verification; its code no longer checks; approving by update is refused', async () => {
    const account = await verifyAccount();
    const client = clientOf(account);
    const service = await client.verify.v2.services.create({ friendlyName: 'Shop' });
    const to = freshNumber();
    const started = await client.verify.v2.services(service.sid).verifications.create({ to, channel: 'sms' });
    const { code } = await codeSentTo(to);
    const refused = await rejection(
      client.verify.v2.services(service.sid).verifications(started.sid).update({ status: 'approved' }),
    );
    expect(refused).toMatchObject({ status: 400, code: 60200, message: 'Invalid parameter: Status' });
    const canceled = await client.verify.v2
      .services(service.sid)
      .verifications(started.sid)
      .update({ status: 'canceled' });
    expect(canceled).toMatchObject({ sid: started.sid, status: 'canceled', valid: false });
    expect((await verifications().get(idOfSid(started.sid, 'VE', 'vrf')!))?.status).toBe('canceled');
    const check = await rejection(
      client.verify.v2.services(service.sid).verificationChecks.create({ verificationSid: started.sid, code }),
    );
    expect(check).toMatchObject({ status: 404, code: 20404 });
    const again = await rejection(
      client.verify.v2.services(service.sid).verifications(started.sid).update({ status: 'canceled' }),
    );
    expect(again).toMatchObject({ status: 404, code: 20404 });
  });

  it("the README's lines: the SDK's own HTTP client with the Verify base URL set to ours", async () => {
    const account = await verifyAccount();
    const client = twilio(accountSid(account.accountId), account.apiKey);
    client.verify.baseUrl = `${stack.baseUrl}/twilio`;
    const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
    const to = freshNumber();
    const started = await client.verify.v2.services(service.sid).verifications.create({ to, channel: 'sms' });
    expect(started.status).toBe('pending');
    const { code } = await codeSentTo(to);
    const checked = await client.verify.v2.services(service.sid).verificationChecks.create({ to, code });
    expect(checked.status).toBe('approved');
  });

  describe('the error table (decision 1704)', () => {
    it('429 60202 after the 5th wrong code, which ends it max_attempts_reached; the right code no longer approves', async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
      const to = freshNumber();
      await client.verify.v2.services(service.sid).verifications.create({ to, channel: 'sms' });
      const { code } = await codeSentTo(to);
      const checks = client.verify.v2.services(service.sid).verificationChecks;
      const statuses: string[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await checks.create({ to, code: wrong(code) })).status);
      expect(statuses).toEqual(['pending', 'pending', 'pending', 'pending', 'max_attempts_reached']);
      const error = await rejection(checks.create({ to, code }));
      expect(error).toMatchObject({ status: 429, code: 60202, message: 'Max check attempts reached' });
    });

    it('429 60212 for a resend sooner than 30 s and 60203 past 5 sends, with Retry-After, nothing charged', async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
      const verifications = client.verify.v2.services(service.sid).verifications;
      const to = freshNumber();
      const first = await verifications.create({ to, channel: 'sms' });
      const soon = await rejection(verifications.create({ to, channel: 'sms' }));
      expect(soon).toMatchObject({
        status: 429,
        code: 60212,
        message: 'Too many concurrent requests for phone number',
      });
      expect(clients.at(-1)!.lastResponse!.headers['retry-after']).toBe('30');
      for (let send = 2; send <= 5; send++) {
        stack.clock.advance(30_000);
        const again = await verifications.create({ to, channel: 'sms' });
        expect(again.sid).toBe(first.sid);
        expect(again.sendCodeAttempts).toHaveLength(send);
      }
      expect(await balance(account.accountId)).toBe(15);
      stack.clock.advance(30_000);
      const sixth = await rejection(verifications.create({ to, channel: 'sms' }));
      expect(sixth).toMatchObject({ status: 429, code: 60203, message: 'Max send attempts reached' });
      expect(await balance(account.accountId)).toBe(15);
    });

    it('429 60410 when the fraud guard blocks sequential numbers of one prefix, nothing charged', async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
      const verifications = client.verify.v2.services(service.sid).verifications;
      const base = 27_845_002_000;
      for (let i = 0; i < 3; i++) await verifications.create({ to: `+${base + i}`, channel: 'sms' });
      const blocked = await rejection(verifications.create({ to: `+${base + 3}`, channel: 'sms' }));
      expect(blocked).toMatchObject({ status: 429, code: 60410, message: 'Verification delivery attempt blocked' });
      expect(Number(clients.at(-1)!.lastResponse!.headers['retry-after'])).toBeGreaterThan(0);
      expect(await balance(account.accountId)).toBe(17);
    });

    it('400 60200 naming the parameter: Channel, To, CustomCode, CustomMessage, Locale, FriendlyName, CodeLength, Code', async () => {
      const account = await verifyAccount(5);
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme', codeLength: 4 });
      expect(service.codeLength).toBe(4);
      const verifications = client.verify.v2.services(service.sid).verifications;
      const to = freshNumber();
      const starts: [Record<string, string>, string][] = [
        [{ to, channel: 'call' }, 'Channel'],
        [{ to: '+447911123456', channel: 'sms' }, 'To'],
        [{ to, channel: 'sms', customCode: '123456' }, 'CustomCode'],
        [{ to, channel: 'sms', customMessage: 'Your code is' }, 'CustomMessage'],
        [{ to, channel: 'sms', locale: 'not a locale' }, 'Locale'],
      ];
      for (const [params, name] of starts) {
        const error = await rejection(verifications.create(params as never));
        expect(error, name).toMatchObject({ status: 400, code: 60200, message: `Invalid parameter: ${name}` });
      }
      for (const [params, name] of [
        [{ friendlyName: 'https://evil.example' }, 'FriendlyName'],
        [{ friendlyName: 'Acme', codeLength: 12 }, 'CodeLength'],
      ] as const) {
        const error = await rejection(client.verify.v2.services.create(params as never));
        expect(error, name).toMatchObject({ status: 400, code: 60200, message: `Invalid parameter: ${name}` });
      }
      const badCode = await rejection(
        client.verify.v2.services(service.sid).verificationChecks.create({ to, code: '12' }),
      );
      expect(badCode).toMatchObject({ status: 400, code: 60200, message: 'Invalid parameter: Code' });
      expect(await balance(account.accountId)).toBe(5);
      // An unknown language falls back to English, as Twilio does; en-GB is English.
      const english = await verifications.create({ to, channel: 'sms', locale: 'fr' });
      expect(english.status).toBe('pending');
      expect((await codeSentTo(to)).code).toHaveLength(4);
    });

    it("404 20404 for another account's service and verification, and an unknown one", async () => {
      const a = await verifyAccount();
      const b = await verifyAccount();
      const service = await clientOf(a).verify.v2.services.create({ friendlyName: 'Acme' });
      const started = await clientOf(a).verify.v2.services(service.sid).verifications.create({
        to: freshNumber(),
        channel: 'sms',
      });
      const other = await rejection(clientOf(b).verify.v2.services(service.sid).fetch());
      expect(other).toMatchObject({ status: 404, code: 20404 });
      expect(other.message).toBe(`The requested resource /Services/${service.sid} was not found`);
      const bService = await clientOf(b).verify.v2.services.create({ friendlyName: 'Other' });
      const cross = await rejection(
        clientOf(b)
          .verify.v2.services(bService.sid)
          .verificationChecks.create({ verificationSid: started.sid, code: '1234' }),
      );
      expect(cross).toMatchObject({ status: 404, code: 20404 });
      const unknown = await rejection(
        clientOf(a)
          .verify.v2.services(`VA${'0'.repeat(32)}`)
          .verifications.create({ to: freshNumber(), channel: 'sms' }),
      );
      expect(unknown).toMatchObject({ status: 404, code: 20404 });
      expect(await balance(b.accountId)).toBe(20);
    });

    it('401 20003 for a wrong key, 403 20403 for a key without the verify scope', async () => {
      const account = await verifyAccount();
      const wrongKey = await rejection(
        clientOf(account, `${account.apiKey}x`).verify.v2.services.create({ friendlyName: 'A' }),
      );
      expect(wrongKey).toMatchObject({ status: 401, code: 20003, message: 'Authenticate' });
      const sender = await createAccount(stack, { scopes: ['sms.send'] });
      const scope = await rejection(clientOf(sender).verify.v2.services.create({ friendlyName: 'A' }));
      expect(scope).toMatchObject({ status: 403, code: 20403 });
    });
  });

  describe('reads, update and delete (decision 1706)', () => {
    it('fetches a pending verification under its service; another service, or once approved, is 404 20404', async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
      const other = await client.verify.v2.services.create({ friendlyName: 'Other' });
      const to = freshNumber();
      const started = await client.verify.v2.services(service.sid).verifications.create({ to, channel: 'sms' });
      const fetched = await client.verify.v2.services(service.sid).verifications(started.sid).fetch();
      expect(fetched).toMatchObject({
        sid: started.sid,
        serviceSid: service.sid,
        accountSid: accountSid(account.accountId),
        to,
        channel: 'sms',
        status: 'pending',
        valid: false,
      });
      const elsewhere = await rejection(client.verify.v2.services(other.sid).verifications(started.sid).fetch());
      expect(elsewhere).toMatchObject({ status: 404, code: 20404 });
      const stranger = clientOf(await verifyAccount());
      const theirs = await rejection(stranger.verify.v2.services(service.sid).verifications(started.sid).fetch());
      expect(theirs).toMatchObject({ status: 404, code: 20404 });
      const { code } = await codeSentTo(to);
      expect((await client.verify.v2.services(service.sid).verificationChecks.create({ to, code })).status).toBe(
        'approved',
      );
      const gone = await rejection(client.verify.v2.services(service.sid).verifications(started.sid).fetch());
      expect(gone).toMatchObject({ status: 404, code: 20404 });
    });

    it("lists the account's services oldest first in Twilio's pages, the SDK following next_page_url", async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];
      for (const friendlyName of names) await client.verify.v2.services.create({ friendlyName });
      const all = await client.verify.v2.services.list({ pageSize: 2 });
      expect(all.map((s) => s.friendlyName)).toEqual(names);
      const first = await client.verify.v2.services.page({ pageSize: 2 });
      expect(first.instances.map((s) => s.friendlyName)).toEqual(['Alpha', 'Bravo']);
      const second = await first.nextPage();
      expect(second?.instances.map((s) => s.friendlyName)).toEqual(['Charlie', 'Delta']);
      const third = await second?.nextPage();
      expect(third?.instances.map((s) => s.friendlyName)).toEqual(['Echo']);
      expect(third?.nextPageUrl).toBeUndefined();
      expect(await clientOf(await verifyAccount()).verify.v2.services.list()).toEqual([]);
      const size = await rejection(client.verify.v2.services.page({ pageSize: 1001 }));
      expect(size).toMatchObject({ status: 400, code: 60200, message: 'Invalid parameter: PageSize' });
    });

    it("updates a service's FriendlyName and CodeLength; its next verification's SMS has them", async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
      const updated = await client.verify.v2.services(service.sid).update({ friendlyName: 'Acme Pay', codeLength: 8 });
      expect(updated).toMatchObject({ sid: service.sid, friendlyName: 'Acme Pay', codeLength: 8 });
      expect(await client.verify.v2.services(service.sid).fetch()).toMatchObject({
        friendlyName: 'Acme Pay',
        codeLength: 8,
      });
      const to = freshNumber();
      await client.verify.v2.services(service.sid).verifications.create({ to, channel: 'sms' });
      const { code, text } = await codeSentTo(to);
      expect(code).toHaveLength(8);
      expect(text.startsWith('Acme Pay: ')).toBe(true);
      for (const [params, name] of [
        [{ friendlyName: '<b>x</b>' }, 'FriendlyName'],
        [{ codeLength: 11 }, 'CodeLength'],
        [{ customCodeEnabled: true }, 'CustomCodeEnabled'],
      ] as const) {
        const refused = await rejection(client.verify.v2.services(service.sid).update(params));
        expect(refused).toMatchObject({ status: 400, code: 60200, message: `Invalid parameter: ${name}` });
      }
      const other = clientOf(await verifyAccount());
      const theirs = await rejection(other.verify.v2.services(service.sid).update({ friendlyName: 'Mine' }));
      expect(theirs).toMatchObject({ status: 404, code: 20404 });
      expect((await client.verify.v2.services(service.sid).fetch()).friendlyName).toBe('Acme Pay');
    });

    it('deletes a service (204): it and its verifications are then 404 20404; another account cannot', async () => {
      const account = await verifyAccount();
      const client = clientOf(account);
      const service = await client.verify.v2.services.create({ friendlyName: 'Acme' });
      const started = await client.verify.v2
        .services(service.sid)
        .verifications.create({ to: freshNumber(), channel: 'sms' });
      const other = clientOf(await verifyAccount());
      const theirs = await rejection(other.verify.v2.services(service.sid).remove());
      expect(theirs).toMatchObject({ status: 404, code: 20404 });
      expect(await client.verify.v2.services(service.sid).remove()).toBe(true);
      // One call at a time: a call made before the one awaited ahead of it rejects unhandled.
      for (const call of [
        () => client.verify.v2.services(service.sid).fetch(),
        () => client.verify.v2.services(service.sid).verifications(started.sid).fetch(),
        () => client.verify.v2.services(service.sid).remove(),
      ]) {
        expect(await rejection(call())).toMatchObject({ status: 404, code: 20404 });
      }
      expect(await client.verify.v2.services.list()).toEqual([]);
    });
  });

  it("every answer above validates against Twilio's published schema (service, verification, check, error)", () => {
    const seen = clients.flatMap((client) => client.exchanges);
    expect(seen.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const exchange of seen) {
      const path = new URL(exchange.url).pathname;
      if (exchange.status === 204) {
        if (exchange.body !== '') problems.push(`${exchange.method} ${path} 204 with a body`);
        continue;
      }
      const validate =
        exchange.status >= 400
          ? validateError
          : exchange.method === 'GET' && path.endsWith('/v2/Services')
            ? validateServicePage
            : path.endsWith('/VerificationCheck')
              ? validateCheck
              : path.includes('/Verifications')
                ? validateVerification
                : validateService;
      if (!validate(JSON.parse(exchange.body)))
        problems.push(`${exchange.method} ${path} ${exchange.status}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
  });
});
