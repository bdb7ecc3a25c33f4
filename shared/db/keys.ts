/**
 * Every DynamoDB key of the single table is built here and nowhere else, so the access patterns can be read in one
 * place. pk/sk is the item's identity; gsi1 serves per-account lists and look-ups by a secondary identity; gsi2 serves
 * platform-wide lists and the sweep of messages that have not reached a final state.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const keys = {
  account: (accountId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}`, sk: 'ACCOUNT' }),
  accountIndex: (accountId: string) => ({ gsi2pk: 'ACCOUNTS', gsi2sk: accountId }),

  user: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'USER' }),
  /** Uniqueness marker: one item per lower-cased e-mail, written with the user in one transaction. */
  userEmail: (email: string): ItemKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),

  membership: (accountId: string, userId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}`, sk: `MEMBER#${userId}` }),
  membershipPrefix: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, skPrefix: 'MEMBER#' }),
  membershipByUser: (userId: string, accountId: string) => ({ gsi1pk: `USER#${userId}#ACCOUNTS`, gsi1sk: accountId }),

  /** The authoritative API-key record is keyed by the hash of its value: the authorizer's one GetItem. */
  apiKey: (valueHash: string): ItemKey => ({ pk: `APIKEY#${valueHash}`, sk: 'APIKEY' }),
  apiKeyIndex: (accountId: string, keyId: string) => ({ gsi1pk: `ACCOUNT#${accountId}#APIKEYS`, gsi1sk: keyId }),
  apiKeyIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#APIKEYS`,

  template: (accountId: string, templateId: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}`,
    sk: `TEMPLATE#${templateId}`,
  }),
  templatePrefix: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, skPrefix: 'TEMPLATE#' }),

  /** Messages get a partition each, so one busy account's sends spread over the table. */
  message: (messageId: string): ItemKey => ({ pk: `MESSAGE#${messageId}`, sk: 'MESSAGE' }),
  messageIndex: (accountId: string, messageId: string) => ({
    gsi1pk: `ACCOUNT#${accountId}#MESSAGES`,
    gsi1sk: messageId,
  }),
  messageIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#MESSAGES`,
  /** Present only while a message is QUEUED or SENDING (a sparse index): what the sweeper walks. */
  pendingMessageIndex: (since: string, messageId: string) => ({
    gsi2pk: PENDING_MESSAGES,
    gsi2sk: `${since}#${messageId}`,
  }),

  flag: (flagId: string): ItemKey => ({ pk: `FLAG#${flagId}`, sk: 'FLAG' }),
  flagIndex: (accountId: string, flagId: string) => ({ gsi1pk: `ACCOUNT#${accountId}#FLAGS`, gsi1sk: flagId }),
  flagIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#FLAGS`,
  flagGlobalIndex: (flagId: string) => ({ gsi2pk: ALL_FLAGS, gsi2sk: flagId }),

  ledgerEntry: (accountId: string, entryId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#LEDGER`, sk: entryId }),
  ledgerPartition: (accountId: string) => `ACCOUNT#${accountId}#LEDGER`,

  audit: (accountId: string, auditId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#AUDIT`, sk: auditId }),
  auditPartition: (accountId: string) => `ACCOUNT#${accountId}#AUDIT`,
  auditGlobalIndex: (auditId: string) => ({ gsi2pk: ALL_AUDIT, gsi2sk: auditId }),

  idempotency: (accountId: string, keyHash: string): ItemKey => ({
    pk: `IDEMPOTENCY#${accountId}#${keyHash}`,
    sk: 'IDEMPOTENCY',
  }),

  rateWindow: (subject: string): ItemKey => ({ pk: `RATE#${subject}`, sk: 'RATE' }),

  /** A refresh-token family (one sign-in session); its id is the tokens' `sid` claim. */
  refreshFamily: (familyId: string): ItemKey => ({ pk: `SESSION#${familyId}`, sk: 'SESSION' }),

  /** Link of an identity provider's subject to a user, found again whatever the provider's e-mail becomes. */
  identityLink: (issuer: string, subject: string): ItemKey => ({ pk: `IDENTITY#${issuer}#${subject}`, sk: 'IDENTITY' }),
  identityLinkByUser: (userId: string, issuer: string, subject: string) => ({
    gsi1pk: `USER#${userId}#IDENTITIES`,
    gsi1sk: `${issuer}#${subject}`,
  }),

  /** The authoritative invite record is keyed by the hash of its token, like API keys: acceptance is one GetItem. */
  invite: (tokenHash: string): ItemKey => ({ pk: `INVITE#${tokenHash}`, sk: 'INVITE' }),
  inviteIndex: (accountId: string, inviteId: string) => ({ gsi1pk: `ACCOUNT#${accountId}#INVITES`, gsi1sk: inviteId }),
  inviteIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#INVITES`,

  /** A device's push token, keyed by the token's hash (tokens can be long): one registration per token, whoever owns it. */
  pushToken: (tokenHash: string): ItemKey => ({ pk: `PUSHTOKEN#${tokenHash}`, sk: 'PUSHTOKEN' }),
  pushTokenByUser: (userId: string, tokenId: string) => ({ gsi1pk: `USER#${userId}#PUSHTOKENS`, gsi1sk: tokenId }),
  pushTokenByUserPartition: (userId: string) => `USER#${userId}#PUSHTOKENS`,
};

export const PENDING_MESSAGES = 'PENDING_MESSAGES';
export const ALL_FLAGS = 'FLAGS';
export const ALL_AUDIT = 'AUDIT';
export const ALL_ACCOUNTS = 'ACCOUNTS';
