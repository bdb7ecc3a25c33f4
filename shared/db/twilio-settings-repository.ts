/** The Twilio-compatible API's settings of an account: one item beside the account's (keys.twilioSettings). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import type { Result } from '../result';
import {
  DEFAULT_TWILIO_SETTINGS,
  type SendPolicy,
  type TwilioSettings,
  type TwilioSettingsStore,
} from '../twilio/settings';
import { auditPut } from './audit-repository';
import { batchGet, itemAt, transactWrite } from './items';
import { contactKeys, keys } from './keys';
import { resultOf } from './refusal';
import type { Table } from './table';

function settingsOf(item: Record<string, unknown> | undefined): TwilioSettings {
  if (!item) return DEFAULT_TWILIO_SETTINGS;
  return {
    honourOptOuts: item.honourOptOuts === true,
    incomingMessageUrl: typeof item.incomingMessageUrl === 'string' ? item.incomingMessageUrl : null,
    signingKeyId: typeof item.signingKeyId === 'string' ? item.signingKeyId : null,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}

export class TwilioSettingsRepository implements TwilioSettingsStore {
  constructor(private readonly table: Table) {}

  async get(accountId: string): Promise<TwilioSettings> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.twilioSettings(accountId), ConsistentRead: true }),
    );
    return settingsOf(result.Item);
  }

  async sendPolicy(accountId: string, phone: string | undefined): Promise<SendPolicy> {
    const settingsKey = keys.twilioSettings(accountId);
    const optOutKey = phone ? contactKeys.optOut(accountId, phone) : undefined;
    const found = await batchGet(this.table, optOutKey ? [settingsKey, optOutKey] : [settingsKey]);
    return {
      settings: settingsOf(itemAt(found, settingsKey)),
      optedOut: optOutKey ? itemAt(found, optOutKey) !== undefined : false,
    };
  }

  async put(accountId: string, settings: TwilioSettings, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          ConditionCheck: {
            TableName: this.table.name,
            Key: keys.account(accountId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Put: { TableName: this.table.name, Item: { ...keys.twilioSettings(accountId), ...settings } } },
        auditPut(this.table, audit),
      ]),
      'MISSING',
    );
  }
}
