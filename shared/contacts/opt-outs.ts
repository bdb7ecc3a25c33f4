/** The account's opt-out ledger (contract Part 2, "Opt-outs"): honoured by every campaign, never by single sends. */
import type * as z from 'zod/mini';
import { actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { DomainError } from '../errors';
import type { OptOutInput } from '../http/routes/contacts';
import { newId } from '../ids';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import type { PageRequest } from '../page';
import { type OptOutRecord, type OptOutSource, type OptOutStore, publicOptOut } from './contact';

export interface OptOutDeps {
  optOuts: OptOutStore;
}

/** `POST /opt-outs`: idempotent (an opted-out number answers its existing opt-out); audited `optout.created`. */
export async function addOptOut(
  { optOuts }: OptOutDeps,
  { actor, input, source = 'manual' }: { actor: Actor; input: z.output<typeof OptOutInput>; source?: OptOutSource },
) {
  const { accountId } = actor.principal;
  const phone = normaliseSouthAfricanMobile(input.phone)!;
  const record: OptOutRecord = {
    id: newId('opt', actor.nowMs),
    accountId,
    phone,
    source,
    reason: input.reason ? input.reason : null,
    createdAt: new Date(actor.nowMs).toISOString(),
  };
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action: 'optout.created',
      target: { type: 'phone', id: phone },
      details: { source },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  const { record: current } = await optOuts.add(record, audit);
  return publicOptOut(current);
}

/** `DELETE /opt-outs/{phone}`: the number may receive campaigns again; audited `optout.removed`. */
export async function removeOptOut({ optOuts }: OptOutDeps, { actor, phone: raw }: { actor: Actor; phone: string }) {
  const { accountId } = actor.principal;
  const phone = normaliseSouthAfricanMobile(raw);
  if (!phone) {
    throw new DomainError('INVALID_PHONE_NUMBER', 'phone is not a South African mobile number', [
      { path: 'phone', message: 'must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)' },
    ]);
  }
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action: 'optout.removed',
      target: { type: 'phone', id: phone },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  // Idempotent: a number that is not opted out (any more) is what the caller asked for, 204 without an audit entry.
  await optOuts.remove(accountId, phone, audit);
}

/** `GET /opt-outs`: current opt-outs, newest first. */
export async function listOptOuts({ optOuts }: OptOutDeps, q: { accountId: string; page: PageRequest }) {
  const result = await optOuts.list(q.accountId, q.page);
  return { items: result.items.map(publicOptOut), nextCursor: result.nextCursor };
}
