import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../../../shared/aws/local';
import { SesMailer } from '../../../shared/aws/ses';
import { startSesServer } from '../../support/ses-server';

describe('SesMailer against a loopback server speaking SES API v2 SendEmail', () => {
  let ses: Awaited<ReturnType<typeof startSesServer>>;
  let mailer: SesMailer;
  beforeAll(async () => {
    ses = await startSesServer();
    mailer = new SesMailer({
      region: 'af-south-1',
      from: 'no-reply@sms.example.co.za',
      endpoint: ses.endpoint,
      credentials: localCredentials(),
    });
  });
  afterAll(async () => ses?.stop());

  it('posts a signed SendEmail with the sender, the address, the subject and the text', async () => {
    await mailer.send({ to: 'thandi@example.co.za', subject: 'Reset your password', text: 'Link: x', token: 'x' });
    const request = ses.received.at(-1)!;
    expect(request.headers.authorization).toMatch(/\/af-south-1\/ses\/aws4_request/);
    expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request.body).toEqual({
      FromEmailAddress: 'no-reply@sms.example.co.za',
      Destination: { ToAddresses: ['thandi@example.co.za'] },
      Content: {
        Simple: {
          Subject: { Data: 'Reset your password', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Link: x', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('throws on an SES error, with its status and message', async () => {
    ses.state.failWith = 400;
    try {
      await expect(mailer.send({ to: 'a@example.co.za', subject: 's', text: 't' })).rejects.toThrow(
        /SES SendEmail answered 400: .*not verified/,
      );
    } finally {
      ses.state.failWith = undefined;
    }
  });
});
