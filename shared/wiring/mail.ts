/**
 * Account e-mail, wired: Amazon SES when deployed (the stack's identity sends as MAIL_FROM), the local outbox in the
 * table on the local and test stages (listed by GET /sandbox/outbox), unless an SES stand-in is named (SES_ENDPOINT).
 */
import { localCredentials } from '../aws/local';
import { SesMailer } from '../aws/ses';
import { OutboxRepository } from '../db/outbox-repository';
import { tableOf } from '../db/table';
import type { Mailer, Outbox } from '../mail/mailer';
import { once, type Runtime } from '../runtime';

/** The stages where mail stays in the local outbox: nothing is sent from them. */
export const isLocalStage = (rt: Runtime) => rt.config.STAGE === 'local' || rt.config.STAGE === 'test';

export function outboxOf(rt: Runtime): Outbox {
  return once(rt, 'outbox', () => new OutboxRepository(tableOf(rt), rt.clock));
}

export function mailerOf(rt: Runtime): Mailer {
  return once(rt, 'mailer', () => {
    const { config } = rt;
    if (isLocalStage(rt) && !config.SES_ENDPOINT) return outboxOf(rt);
    return new SesMailer({
      region: config.AWS_REGION,
      from: config.MAIL_FROM,
      ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT, credentials: localCredentials() } : {}),
    });
  });
}
