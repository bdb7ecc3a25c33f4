/** Response schemas of the team, invite and account-administration routes (the OpenAPI document). */
import { z } from 'zod';
import { ROLES } from '../auth/permissions';
import { LedgerEntrySchema } from '../billing/schemas';

export const TeamMemberSchema = z
  .strictObject({
    id: z.string().describe("The member's user id (usr_...)"),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'TeamMember', description: 'A member of the account with their role' });

export const InviteSchema = z
  .strictObject({
    id: z.string().describe('inv_ and a ULID'),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.enum(['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED']),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    invitedBy: z.string().nullable(),
    acceptedAt: z.iso.datetime().nullable(),
    acceptedBy: z.string().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Invite', description: 'An invite, never with its token' });

export const CreatedInviteSchema = z
  .strictObject({
    ...InviteSchema.shape,
    token: z.string().describe('Shown only in this answer: hand it to the invitee for POST /invites/accept'),
  })
  .meta({ id: 'CreatedInvite', description: 'A new invite with its token' });

export const AdminAccountSchema = z
  .strictObject({
    id: z.string().describe('acc_ and a ULID'),
    name: z.string(),
    balance: z.number().int().min(0),
    suspended: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminAccount', description: 'An account as platform administrators see it' });

export const CreditResultSchema = z
  .strictObject({
    accountId: z.string(),
    balance: z.number().int().min(0).describe('The balance after the credit'),
    unit: z.literal('SMS_CREDITS'),
    transaction: LedgerEntrySchema.pick({ id: true, type: true, amount: true, reason: true, createdAt: true }),
  })
  .meta({ id: 'CreditResult', description: 'The new balance and the ledger entry of the credit' });
