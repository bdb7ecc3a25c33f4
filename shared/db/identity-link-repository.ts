import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { IdentityLink, IdentityLinkStore } from '../auth/social';
import { stripKeys } from './items';
import { keys } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

export class IdentityLinkRepository implements IdentityLinkStore {
  constructor(private readonly table: Table) {}

  async get(issuer: string, subject: string): Promise<IdentityLink | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.identityLink(issuer, subject), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<IdentityLink>(result.Item) : undefined;
  }

  /** Creates the link; false when this (issuer, subject) is linked already (a concurrent first sign-in). */
  async create(link: IdentityLink): Promise<boolean> {
    try {
      await this.table.db.send(
        new PutCommand({
          TableName: this.table.name,
          Item: {
            ...keys.identityLink(link.issuer, link.subject),
            ...keys.identityLinkByUser(link.userId, link.issuer, link.subject),
            entity: 'IdentityLink',
            ...link,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (refusalOf(error)) return false;
      throw error;
    }
  }
}
