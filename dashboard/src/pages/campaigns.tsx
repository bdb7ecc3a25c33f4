/**
 * Campaigns: create a draft (campaigns.manage), open it for its preview and launch (now or scheduled), follow its live
 * progress (polled while one runs), Pause, Resume and Cancel where the status allows them (the API answers 409
 * CAMPAIGN_STATE otherwise), and download the CSV report.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ContactList, FullCampaign } from '../api/campaign-types';
import { get } from '../api/client';
import type { Page } from '../api/types';
import { CampaignForm } from '../campaigns/campaign-form';
import { ActionButtons, CampaignPanel, useCampaignActions } from '../campaigns/campaign-panel';
import { CampaignStatusText, pollEvery, progressText } from '../campaigns/progress';
import { PagedTable } from '../components/paged-table';
import { ErrorMessage, PageHeading, When } from '../components/ui';
import { useCan } from '../me';

export default function Campaigns() {
  const canManage = useCan('campaigns.manage');
  const actions = useCampaignActions();
  const [openId, setOpenId] = useState<string>();
  const lists = useQuery({
    queryKey: ['contact-lists-all'],
    queryFn: () => get<Page<ContactList>>('/contact-lists?limit=100'),
    enabled: canManage,
  });
  const open = (id: string) => {
    setOpenId(id);
    // After the render that draws the panel.
    setTimeout(() => document.getElementById('campaign-panel-heading')?.scrollIntoView(), 0);
  };
  return (
    <>
      <PageHeading title="Campaigns">Campaigns</PageHeading>
      {openId ? <CampaignPanel id={openId} canManage={canManage} onClose={() => setOpenId(undefined)} /> : null}
      {canManage && !openId ? <CampaignForm lists={lists.data?.items ?? []} onCreated={(c) => open(c.id)} /> : null}
      <ErrorMessage error={actions.error} />
      <PagedTable<FullCampaign>
        path="/campaigns"
        caption="Campaigns"
        empty="No campaigns yet."
        rowKey={(c) => c.id}
        refetchInterval={(items) => {
          const every = items.map((c) => pollEvery(c, 2_000)).filter((n): n is number => n !== false);
          return every.length ? Math.min(...every) : false;
        }}
        columns={[
          { header: 'Name', cell: (c) => c.name },
          { header: 'Status', cell: (c) => <CampaignStatusText campaign={c} /> },
          { header: 'Kind', cell: (c) => (c.kind === 'marketing' ? 'Marketing' : 'Transactional') },
          { header: 'Progress', cell: (c) => (c.status === 'DRAFT' ? '—' : progressText(c)) },
          { header: 'Created', cell: (c) => <When iso={c.createdAt} /> },
          {
            header: 'Actions',
            cell: (c) => (
              <div className="actions">
                <Button
                  className="button"
                  aria-label={`${c.status === 'DRAFT' && canManage ? 'Preview and launch' : 'Open'} ${c.name}`}
                  onPress={() => open(c.id)}
                >
                  {c.status === 'DRAFT' && canManage ? 'Preview and launch' : 'Open'}
                </Button>
                <ActionButtons campaign={c} canManage={canManage} actions={actions} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
