import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { IdentityLink, IdentityLinkStore } from '../auth/social';
import type { Result } from '../result';
import { stripKeys } from './items';
import { keys } from './keys';
import { resultOf } from './refusal';
import type { Table } from './table';

export class IdentityLinkRepository implements IdentityLinkStore {
  constructor(private readonly table: Table) {}

  async get(issuer: string, subject: string): Promise<IdentityLink | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.identityLink(issuer, subject), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<IdentityLink>(result.Item) : undefined;
  }

  /** Creates the link; LINKED when this (issuer, subject) is linked already (a concurrent first sign-in). */
  async create(link: IdentityLink): Promise<Result<'LINKED'>> {
    return resultOf(
      this.table.db.send(
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
      ),
      'LINKED',
    );
  }
}
