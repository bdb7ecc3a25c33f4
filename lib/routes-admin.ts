import { AdminAccountSchema, CreditResultSchema } from '../shared/accounts/schemas';
import { AuditEntrySchema } from '../shared/audit/schemas';
import {
  adminAccountsCredit,
  adminAccountsList,
  adminAccountsUpdate,
  adminOriginationIdentitiesPut,
} from '../shared/http/routes/admin';
import { adminAuditLogList, auditLogList } from '../shared/http/routes/moderation';
import { OriginationIdentitiesSchema } from '../shared/vendors/schemas';
import { errorResponse, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';

const NO_ACCOUNT = errorResponse('No account with this id', ['NOT_FOUND']);

/** Platform administration and audit (contract "Platform administration"); part of the one route table in lib/routes.ts. */
export const adminRoutes: RouteDefinition[] = [
  route(auditLogList, {
    access: { table: ['Query'] },
    summary: "The account's audit trail, newest first (?limit=, ?cursor=)",
    responses: { 200: { description: 'A page of audit entries', schema: pageOf(AuditEntrySchema) } },
  }),
  route(adminAuditLogList, {
    access: { table: ['Query'] },
    summary: 'The platform-wide audit trail, newest first (?accountId=, ?limit=, ?cursor=)',
    responses: { 200: { description: 'A page of audit entries', schema: pageOf(AuditEntrySchema) } },
  }),
  route(adminAccountsList, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['BatchGetItem', 'Query'] },
    summary: 'Every account with its balance and suspension, newest first (?limit=, ?cursor=)',
    responses: { 200: { description: 'A page of accounts', schema: pageOf(AdminAccountSchema) } },
  }),
  route(adminAccountsUpdate, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
    summary: 'Reinstate (suspended: false) or suspend (suspended: true) an account (audited)',
    responses: { 200: { description: 'The account as it is now', schema: AdminAccountSchema }, 404: NO_ACCOUNT },
  }),
  route(adminAccountsCredit, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
    summary: 'Credit SMS credits to an account, in its ledger (audited); answers the new balance',
    description: '`amount` is a whole number of credits, 1 to 1,000,000; `reason` is recorded in the ledger.',
    responses: {
      201: { description: 'The new balance and the ledger entry', schema: CreditResultSchema },
      404: NO_ACCOUNT,
    },
  }),
  route(adminOriginationIdentitiesPut, {
    // The account and its shards (vendor removed), the identity items (conditional puts and deletes), the audit entry.
    access: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    summary: "Set the AWS origination identities an account may send from (the platform's AWS account; audited)",
    description:
      'The whole set, replacing the previous one (at most 20): phone numbers (E.164), phone number and pool ids, ' +
      'sender ids, or their ARNs, each stored in one spelling so that one identity has one owner. An identity ' +
      'assigned to another account is 409. A released identity stops routing replies to the account; when the ' +
      "account's vendor settings send from it, they are removed. `PUT /settings/sms-vendor` with `aws` accepts only " +
      'an identity assigned here. Audited as `vendor.identities_assigned`.',
    examples: {
      number: { summary: 'A long code and a sender id', value: { identities: ['+27870005555', 'ACMEBANK'] } },
    },
    responses: {
      200: { description: 'The identities now assigned', schema: OriginationIdentitiesSchema },
      404: NO_ACCOUNT,
      409: errorResponse('An identity is assigned to another account', ['CONFLICT']),
    },
  }),
];
