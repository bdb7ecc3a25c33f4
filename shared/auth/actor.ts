import type { UserPrincipal } from './principal';

/** Who acts, from where, and when: what every audited change by a signed-in user records. */
export interface Actor {
  principal: UserPrincipal;
  ip: string;
  nowMs: number;
}
