import { accountDeletion, accountExport } from '../shared/http/routes/account';
import { DeletionAcceptedSchema, ExportPageSchema } from '../shared/privacy/schemas';
import { errorResponse } from './route-docs';
import { type RouteDefinition, route } from './route-table';

const OWNER_ONLY = "The caller is not the account's OWNER";

/** The account's own data (POPIA, docs/privacy.md); part of the one route table in lib/routes.ts. */
export const accountRoutes: RouteDefinition[] = [
  route(accountExport, {
    access: { table: ['Query', 'GetItem', 'BatchGetItem', 'PutItem'] },
    summary: "Export the account's data, page by page (owner only, audited)",
    description:
      'Every item the account holds as `{type, data}`: the account, its members (without password hashes), API keys ' +
      '(without hashes), webhooks (without secrets), templates, contacts, lists, messages, replies, opt-outs, ' +
      'campaigns, moderation flags, the ledger and the audit trail. The cursor works for this account only. Each page ' +
      'is audited as `account.exported`.',
    responses: {
      200: { description: 'A page of the export', schema: ExportPageSchema },
      403: errorResponse(OWNER_ONLY, ['FORBIDDEN']),
    },
  }),
  route(accountDeletion, {
    access: {
      // Lock (one transaction), API keys revoked (Update), memberships removed (BatchWriteItem), origination identities
      // released (conditional DeleteItem).
      table: [
        'GetItem',
        'BatchGetItem',
        'Query',
        'PutItem',
        'UpdateItem',
        'DeleteItem',
        'ConditionCheckItem',
        'BatchWriteItem',
      ],
      accountQueue: true,
    },
    // scrypt of the password again (128 MiB), as the sign-in routes.
    memoryMb: 512,
    summary: 'Delete the account (owner only; name and password confirm it; audited)',
    description:
      'Locks the account at once (every API key and token of it is refused from the next request), revokes its API ' +
      'keys and sessions, and queues its deletion: contacts, lists, messages, replies, templates, keys, webhooks and ' +
      'memberships are deleted; the ledger (closed with a final entry) and the audit trail are kept. `account.deleted` ' +
      'is audited when the job is done. See docs/privacy.md.',
    examples: { confirm: { summary: 'Confirmation', value: { accountName: 'Acme Deliveries', password: '••••' } } },
    responses: {
      202: { description: 'Locked; the deletion is queued', schema: DeletionAcceptedSchema },
      400: errorResponse('The body is not valid, or the account name does not match', ['VALIDATION_ERROR']),
      403: errorResponse(`${OWNER_ONLY}, or the password is wrong`, ['FORBIDDEN']),
    },
  }),
];
