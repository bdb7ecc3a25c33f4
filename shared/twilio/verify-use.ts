/**
 * The Twilio Verify compatible routes over our Verify use cases (docs/decisions/1703 and 1704): the same codes,
 * limits and fraud guard as /public/verifications, with Twilio's answers. Twilio deletes a verification once it is
 * approved, expired or canceled, so those read as 404 20404 here; one out of checks is 60202.
 */
import { DomainError } from '../errors';
import { statusAt, type VerificationRecord } from '../verify/verification';
import { type VerifyDeps, verificationOf } from '../verify/verify';
import { twilioNotFound } from './errors';
import { type CheckTarget, maxCheckAttempts } from './verify-form';
import type { VerifyService } from './verify-service';

/** A path for Twilio's 404 under the service. */
export function notFoundUnder(serviceSid: string, rest: string) {
  return twilioNotFound(`/Services/${serviceSid}/${rest}`);
}

/** The caller's verification under this service, or Twilio's 404 (another account's or service's reads as none). */
export async function ownVerification(
  deps: Pick<VerifyDeps, 'verifications'>,
  input: { accountId: string; service: VerifyService; serviceSid: string; id: string | undefined; rest: string },
): Promise<VerificationRecord> {
  const notFound = notFoundUnder(input.serviceSid, input.rest);
  if (!input.id) throw notFound;
  let v: VerificationRecord;
  try {
    v = await verificationOf(deps, input.accountId, input.id);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') throw notFound;
    throw error;
  }
  if (v.serviceId !== undefined && v.serviceId !== input.service.id) throw notFound;
  return v;
}

/** The verification a check names: by VerificationSid, or the number's latest one. */
export async function checkedVerification(
  deps: Pick<VerifyDeps, 'verifications' | 'clock'>,
  input: { accountId: string; service: VerifyService; serviceSid: string; target: CheckTarget },
): Promise<VerificationRecord> {
  const { target } = input;
  const id =
    'verificationId' in target ? target.verificationId : await deps.verifications.latestOf(input.accountId, target.to);
  const v = await ownVerification(deps, { ...input, id, rest: 'VerificationCheck' });
  const status = statusAt(v, deps.clock.now());
  if (status === 'max_attempts_reached') throw maxCheckAttempts();
  if (status !== 'pending') throw notFoundUnder(input.serviceSid, 'VerificationCheck');
  return v;
}

/**
 * The verification a fetch names: pending, or out of checks (Twilio keeps it until it expires); approved, expired and
 * canceled ones are gone, as Twilio deletes them (404 20404).
 */
export async function fetchedVerification(
  deps: Pick<VerifyDeps, 'verifications' | 'clock'>,
  input: { accountId: string; service: VerifyService; serviceSid: string; id: string | undefined; rest: string },
): Promise<VerificationRecord> {
  const v = await ownVerification(deps, input);
  const status = statusAt(v, deps.clock.now());
  if (status !== 'pending' && status !== 'max_attempts_reached') throw notFoundUnder(input.serviceSid, input.rest);
  return v;
}

/** A CONFLICT of the use case (approved or canceled meanwhile) is Twilio's 404: the verification is gone for it. */
export function goneOnConflict(error: unknown, serviceSid: string, rest: string): never {
  if (error instanceof DomainError && error.code === 'CONFLICT') throw notFoundUnder(serviceSid, rest);
  throw error;
}
