/**
 * The local stage's outbox (contract Part 3): account e-mail is kept in the table instead of being sent, listed per
 * address newest first by `GET /sandbox/outbox?to=`. Never used on a deployed stage (shared/wiring/mail.ts).
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../ids';
import type { Outbox, OutboxMail, OutgoingMail } from '../mail/mailer';
import { keys } from './keys';
import type { Table } from './table';

/** Local mail is kept a week. */
const TTL_SECONDS = 7 * 24 * 3600;

export class OutboxRepository implements Outbox {
  constructor(
    private readonly table: Table,
    private readonly clock: { now(): number },
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const nowMs = this.clock.now();
    const item: OutboxMail = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      token: mail.token ?? null,
      createdAt: new Date(nowMs).toISOString(),
    };
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: {
          ...keys.outboxMail(mail.to, newId('mail', nowMs)),
          entity: 'OutboxMail',
          ...item,
          ttl: Math.floor(nowMs / 1000) + TTL_SECONDS,
        },
      }),
    );
  }

  async list(to: string, limit: number): Promise<OutboxMail[]> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.outboxMail(to, '').pk },
        ScanIndexForward: false,
        Limit: limit,
        ConsistentRead: true,
      }),
    );
    return (result.Items ?? []).map((i) => ({
      to: String(i.to),
      subject: String(i.subject),
      text: String(i.text),
      token: typeof i.token === 'string' ? i.token : null,
      createdAt: String(i.createdAt),
    }));
  }
}
