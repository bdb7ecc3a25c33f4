/** Response schemas of the team, invite and account-administration routes (the OpenAPI document). */
import * as z from 'zod/mini';
import { ROLES } from '../auth/permissions';
import { LedgerEntryFields } from '../billing/schemas';

export const TeamMemberSchema = z
  .strictObject({
    id: z.string().check(z.describe("The member's user id (usr_...)")),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    joinedAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'TeamMember', description: 'A member of the account with their role' }));

export const InviteSchema = z
  .strictObject({
    id: z.string().check(z.describe('inv_ and a ULID')),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.enum(['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED']),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    invitedBy: z.nullable(z.string()),
    acceptedAt: z.nullable(z.iso.datetime()),
    acceptedBy: z.nullable(z.string()),
    revokedAt: z.nullable(z.iso.datetime()),
  })
  .check(z.meta({ id: 'Invite', description: 'An invite, never with its token' }));

export const CreatedInviteSchema = z
  .strictObject({
    ...InviteSchema.shape,
    token: z.string().check(z.describe('Shown only in this answer: hand it to the invitee for POST /invites/accept')),
  })
  .check(z.meta({ id: 'CreatedInvite', description: 'A new invite with its token' }));

export const AdminAccountSchema = z
  .strictObject({
    id: z.string().check(z.describe('acc_ and a ULID')),
    name: z.string(),
    balance: z.number().check(z.int(), z.minimum(0)),
    suspended: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'AdminAccount', description: 'An account as platform administrators see it' }));

export const CreditResultSchema = z
  .strictObject({
    accountId: z.string(),
    balance: z.number().check(z.int(), z.minimum(0), z.describe('The balance after the credit')),
    unit: z.literal('SMS_CREDITS'),
    transaction: z.strictObject({
      id: LedgerEntryFields.id,
      type: LedgerEntryFields.type,
      amount: LedgerEntryFields.amount,
      reason: LedgerEntryFields.reason,
      createdAt: LedgerEntryFields.createdAt,
    }),
  })
  .check(z.meta({ id: 'CreditResult', description: 'The new balance and the ledger entry of the credit' }));
