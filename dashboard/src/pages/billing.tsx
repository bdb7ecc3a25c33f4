import { useQuery } from '@tanstack/react-query';
import type { FullCampaign } from '../api/campaign-types';
import { get } from '../api/client';
import type { Balance, LedgerEntry, Page } from '../api/types';
import { LedgerReason } from '../components/ledger-reason';
import { PagedTable } from '../components/paged-table';
import { SpendLimits } from '../components/spend-limits';
import { ErrorMessage, Loading, PageHeading, When } from '../components/ui';

const TYPE_WORDS: Record<LedgerEntry['type'], string> = { DEBIT: 'Debit', REFUND: 'Refund', CREDIT: 'Credit' };

export default function Billing() {
  const balance = useQuery({ queryKey: ['balance'], queryFn: () => get<Balance>('/billing/balance') });
  // The campaigns' names, for the reasons that name a campaign by its id.
  const campaigns = useQuery({
    queryKey: ['campaigns-all'],
    queryFn: () => get<Page<FullCampaign>>('/campaigns?limit=100'),
  });
  const names = new Map((campaigns.data?.items ?? []).map((c) => [c.id, c.name]));
  return (
    <>
      <PageHeading title="Billing">Billing</PageHeading>
      {balance.isPending ? (
        <Loading what="the balance" />
      ) : balance.isError ? (
        <ErrorMessage error={balance.error} />
      ) : (
        <p>
          Balance: <strong>{balance.data.balance.toLocaleString('en-ZA')} credits</strong>
        </p>
      )}
      <SpendLimits />
      <PagedTable<LedgerEntry>
        path="/billing/transactions"
        caption="Ledger"
        empty="No transactions yet."
        rowKey={(t) => t.id}
        columns={[
          { header: 'When', cell: (t) => <When iso={t.createdAt} /> },
          { header: 'Type', cell: (t) => TYPE_WORDS[t.type] },
          { header: 'Amount', cell: (t) => `${t.amount > 0 ? '+' : ''}${t.amount}` },
          { header: 'Reason', cell: (t) => <LedgerReason entry={t} campaignName={(id) => names.get(id)} /> },
        ]}
      />
    </>
  );
}
