/**
 * The one shape of a write's outcome (docs/decisions/1210-write-results.md): it took, with whatever it answers, or it
 * was refused for a `reason` the port names (a failed condition: the item changed, a phone is taken, a list is gone).
 * Only expected outcomes are results; a fault (a time-out, a bug) is still thrown. Use cases map a reason to the one
 * error table (shared/errors.ts) or act on it.
 */
export type Ok<T extends object = object> = { readonly ok: true } & T;
export type Refused<R extends string, D extends object = object> = { readonly ok: false; readonly reason: R } & D;
export type Result<R extends string, T extends object = object> = Ok<T> | Refused<R>;

/** The write took (with what it answers, if anything). */
export function ok(): Ok;
export function ok<T extends object>(value: T): Ok<T>;
export function ok(value: object = {}): Ok {
  return { ok: true, ...value };
}

/** The write was refused for `reason` (with details the caller needs, if any). */
export function refused<R extends string>(reason: R): Refused<R>;
export function refused<R extends string, D extends object>(reason: R, details: D): Refused<R, D>;
export function refused(reason: string, details: object = {}): Refused<string> {
  return { ok: false, reason, ...details };
}
