/** The API's shapes for the Verify page (issue 31; docs/openapi.json has the full schemas: VerifyOverview, VerifyGuard). */

export type RefusalReason =
  | 'key_limit'
  | 'account_limit'
  | 'prefix_velocity'
  | 'sequential'
  | 'low_conversion'
  | 'blocked';

interface Conversion {
  started: number;
  approved: number;
  conversion: number | null;
}

export interface VerifyOverview {
  asOf: string;
  windows: (Conversion & { minutes: number; blocked: number })[];
  blockedByReason: { reason: RefusalReason; count: number }[];
  keys: (Conversion & { id: string; name: string; prefix: string; revoked: boolean })[];
}

export interface VerifyBlock {
  prefix: string;
  reason: string;
  blockedAt: string;
  blockedUntil: string;
  started: number;
  approved: number;
}
