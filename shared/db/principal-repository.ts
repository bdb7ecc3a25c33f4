import type { MembershipRecord, UserRecord } from '../accounts/user';
import type { PrincipalLookup } from '../auth/authenticate-bearer';
import type { RefreshFamily } from '../auth/session';
import { batchGet, itemAt, stripKeys } from './items';
import { keys } from './keys';
import type { Table } from './table';

/** The bearer authorizer's one read: user, membership and session in a single BatchGetItem (consistent). */
export class PrincipalRepository implements PrincipalLookup {
  constructor(private readonly table: Table) {}

  async lookup(userId: string, accountId: string, sessionId: string) {
    const user = keys.user(userId);
    const membership = keys.membership(accountId, userId);
    const session = keys.refreshFamily(sessionId);
    const found = await batchGet(this.table, [user, membership, session]);
    const record = <T>(key: { pk: string; sk: string }) => {
      const item = itemAt(found, key);
      return item ? stripKeys<T>(item) : undefined;
    };
    return {
      user: record<UserRecord>(user),
      membership: record<MembershipRecord>(membership),
      session: record<RefreshFamily>(session),
    };
  }
}
