import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, stripKeys } from './items';
import { keys } from './keys';

/** A user's identity at an identity provider: the provider's issuer and its stable subject id. */
export interface IdentityLink {
  issuer: string;
  subject: string;
  userId: string;
  /** The e-mail the provider gave when the link was made; informational only. */
  email?: string;
  createdAt: string;
}

export class IdentityLinkRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(issuer: string, subject: string): Promise<IdentityLink | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.identityLink(issuer, subject), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<IdentityLink>(result.Item) : undefined;
  }

  /** Creates the link; false when this (issuer, subject) is linked already (a concurrent first sign-in). */
  async create(link: IdentityLink): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
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
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
