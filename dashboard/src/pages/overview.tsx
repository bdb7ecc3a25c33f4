import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { get, qs } from '../api/client';
import type { Message, MessageStatus, Page } from '../api/types';
import { STATUS_WORDS } from '../components/status';
import { ErrorMessage, Loading, PageHeading } from '../components/ui';
import { useCan, useMe } from '../me';

/** Midnight in Africa/Johannesburg (UTC+2 all year), the day the contract's daily figures use. */
function startOfTodayMs(nowMs: number): number {
  const offset = 2 * 3_600_000;
  return Math.floor((nowMs + offset) / 86_400_000) * 86_400_000 - offset;
}

const MAX_PAGES = 5;

interface Today {
  total: number;
  more: boolean;
  byStatus: Partial<Record<MessageStatus, number>>;
}

/** Today's messages, newest first, until one from before midnight (at most 500 read). */
async function messagesToday(): Promise<Today> {
  const since = startOfTodayMs(Date.now());
  const today: Today = { total: 0, more: false, byStatus: {} };
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await get<Page<Message>>(`/messages${qs({ limit: 100, cursor })}`);
    for (const m of items) {
      if (Date.parse(m.createdAt) < since) return today;
      today.total += 1;
      today.byStatus[m.status] = (today.byStatus[m.status] ?? 0) + 1;
    }
    if (!nextCursor) return today;
    cursor = nextCursor;
  }
  today.more = true;
  return today;
}

export default function Overview() {
  const me = useMe();
  const canBill = useCan('billing.manage');
  const canSend = useCan('messages.send');
  const balance = useQuery({
    queryKey: ['balance'],
    queryFn: () => get<{ balance: number; unit: string }>('/billing/balance'),
    enabled: canBill,
  });
  const today = useQuery({ queryKey: ['messages-today'], queryFn: messagesToday, refetchInterval: 15_000 });
  return (
    <>
      <PageHeading title="Overview">Overview</PageHeading>
      <div className="tiles">
        {canBill ? (
          <section className="tile" aria-labelledby="balance-heading">
            <h2 id="balance-heading">Balance</h2>
            {balance.isPending ? (
              <Loading what="the balance" />
            ) : balance.isError ? (
              <ErrorMessage error={balance.error} />
            ) : (
              <p className="figure">
                {balance.data.balance.toLocaleString('en-ZA')} <span className="unit">credits</span>
              </p>
            )}
          </section>
        ) : null}
        <section className="tile" aria-labelledby="today-heading">
          <h2 id="today-heading">Messages today</h2>
          {today.isPending ? (
            <Loading what="today's messages" />
          ) : today.isError ? (
            <ErrorMessage error={today.error} />
          ) : (
            <>
              <p className="figure">
                {today.data.total.toLocaleString('en-ZA')}
                {today.data.more ? '+' : ''}
              </p>
              <ul className="inline-list">
                {(Object.keys(STATUS_WORDS) as MessageStatus[])
                  .filter((s) => today.data.byStatus[s])
                  .map((s) => (
                    <li key={s}>
                      {STATUS_WORDS[s]}: {today.data.byStatus[s]}
                    </li>
                  ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <p>
        Signed in to <strong>{me.account.name}</strong>. {canSend ? <Link href="/send">Send an SMS</Link> : null}
      </p>
    </>
  );
}
