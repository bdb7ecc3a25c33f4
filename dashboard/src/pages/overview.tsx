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
              <StatusChart today={today.data} />
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

/**
 * Today's messages by status as horizontal bars: each bar's label says the count and the share in words, so the chart
 * reads the same to a screen reader (a list) as it looks. Widths are set through React's style property (the CSSOM,
 * which the CSP allows), never a style attribute in markup.
 */
function StatusChart({ today }: { today: Today }) {
  const statuses = (Object.keys(STATUS_WORDS) as MessageStatus[]).filter((s) => today.byStatus[s]);
  if (today.total === 0) return <p className="muted">Nothing sent yet today.</p>;
  const rate = (s: MessageStatus) => Math.round(((today.byStatus[s] ?? 0) / today.total) * 100);
  return (
    <figure className="chart">
      <figcaption>
        Delivered {rate('DELIVERED')} %, blocked {rate('BLOCKED')} % of today&apos;s messages
      </figcaption>
      <ul>
        {statuses.map((s) => (
          <li key={s}>
            <span className="bar-label">
              {STATUS_WORDS[s]}: {today.byStatus[s]} ({rate(s)} %)
            </span>
            <span className="bar" aria-hidden="true">
              <span className={`bar-fill status-bg-${s.toLowerCase()}`} style={{ width: `${rate(s)}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
