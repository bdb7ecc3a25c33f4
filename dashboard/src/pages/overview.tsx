/**
 * The overview (issue 29): the balance, today's messages and the usage charts over 7, 30 or 90 days: messages per day
 * by how they ended, the delivered share, credits per day, blocked and flagged. The charts and today's figures come
 * from one request, GET /usage, which reads the daily aggregate the service keeps (docs/decisions/1535-usage-aggregate.md),
 * never by paging through messages.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import type { Balance, Usage, UsageDay } from '../api/types';
import { AppLink } from '../components/app-link';
import { FilterSelect } from '../components/filter-select';
import { ErrorMessage, Loading, PageHeading } from '../components/page';
import { numberText, type Series, UsageChart } from '../components/usage-chart';
import { useCan, useMe } from '../me';
import { navigate, useLocation } from '../router';

const PERIODS = [
  { id: '7', label: 'Last 7 days' },
  { id: '30', label: 'Last 30 days' },
  { id: '90', label: 'Last 90 days' },
];

const pending = (d: Omit<UsageDay, 'day'>) => Math.max(0, d.accepted - d.delivered - d.failed);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const n = numberText;

const BY_STATUS: Series[] = [
  { label: 'Delivered', value: (d) => d.delivered, className: 'fill-delivered' },
  { label: 'Sent or queued', value: pending, className: 'fill-pending' },
  { label: 'Failed', value: (d) => d.failed, className: 'fill-failed' },
  { label: 'Blocked', value: (d) => d.blocked, className: 'fill-blocked' },
];
const DELIVERED_SHARE: Series[] = [
  { label: 'Delivered %', value: (d) => percent(d.delivered, d.delivered + d.failed), className: 'fill-delivered' },
];
const CREDITS: Series[] = [{ label: 'Credits', value: (d) => d.credits, className: 'fill-credits' }];
const MODERATION: Series[] = [
  { label: 'Blocked', value: (d) => d.blocked, className: 'fill-blocked' },
  { label: 'Flagged for review', value: (d) => d.flagged, className: 'fill-flagged' },
];

export default function Overview() {
  const me = useMe();
  const canBill = useCan('billing.manage');
  const canSend = useCan('messages.send');
  const { params } = useLocation();
  const period = ['7', '30', '90'].includes(params.get('days') ?? '') ? params.get('days')! : '7';
  const balance = useQuery({
    queryKey: ['balance'],
    queryFn: () => get<Balance>('/billing/balance'),
    enabled: canBill,
  });
  const usage = useQuery({
    queryKey: ['usage', period],
    queryFn: () => get<Usage>(`/usage?days=${period}`),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const today = usage.data?.days.at(-1);
  const t = usage.data?.totals;
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
                {n(balance.data.balance)} <span className="unit">credits</span>
              </p>
            )}
          </section>
        ) : null}
        <section className="tile" aria-labelledby="today-heading">
          <h2 id="today-heading">Messages today</h2>
          {usage.isPending ? (
            <Loading what="today's messages" />
          ) : usage.isError ? (
            <ErrorMessage error={usage.error} />
          ) : today ? (
            <>
              <p className="figure">{n(today.accepted + today.blocked)}</p>
              <p className="muted">
                {n(today.delivered)} delivered, {n(today.failed)} failed, {n(today.blocked)} blocked, {n(today.credits)}{' '}
                {today.credits === 1 ? 'credit' : 'credits'}
              </p>
            </>
          ) : null}
        </section>
      </div>
      <p>
        Signed in to <strong>{me.account.name}</strong>. {canSend ? <AppLink href="/send">Send an SMS</AppLink> : null}
      </p>
      <section aria-labelledby="usage-heading" className="usage">
        <div className="usage-head">
          <h2 id="usage-heading">Usage</h2>
          <FilterSelect
            label="Period"
            options={PERIODS}
            value={period}
            onChange={(v) => navigate(v === '7' ? '/' : `/?days=${v}`, { replace: true, keepScroll: true })}
          />
        </div>
        {usage.isPending ? <Loading what="usage" /> : null}
        {usage.isError ? <ErrorMessage error={usage.error} /> : null}
        {usage.data && t ? (
          <div className="usage-grid">
            <UsageChart
              id="chart-status"
              title="Messages per day"
              summary={`${n(t.accepted + t.blocked)} in all: ${n(t.delivered)} delivered, ${n(pending(t))} sent or queued, ${n(t.failed)} failed, ${n(t.blocked)} blocked.`}
              days={usage.data.days}
              series={BY_STATUS}
            />
            <UsageChart
              id="chart-delivered"
              title="Delivered share"
              summary={`${percent(t.delivered, t.delivered + t.failed)} % of the messages that ended were delivered.`}
              days={usage.data.days}
              series={DELIVERED_SHARE}
              unit=" %"
              max={100}
            />
            <UsageChart
              id="chart-credits"
              title="Credits per day"
              summary={`${n(t.credits)} ${t.credits === 1 ? 'credit' : 'credits'} spent, after refunds.`}
              days={usage.data.days}
              series={CREDITS}
            />
            <UsageChart
              id="chart-moderation"
              title="Blocked and flagged"
              summary={`${n(t.blocked)} blocked (never sent, never charged), ${n(t.flagged)} sent and flagged for review.`}
              days={usage.data.days}
              series={MODERATION}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}
