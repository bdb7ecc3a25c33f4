/**
 * One campaign opened: a draft shows its preview (recipients, cost, sample texts with their moderation) and the launch
 * (now or at a time, with the marketing hours explained); a launched one shows its live progress (polled while it
 * runs), Pause, Resume, Cancel and the CSV report.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Link, Radio, RadioGroup } from 'react-aria-components';
import type { CampaignPreview, FullCampaign } from '../api/campaign-types';
import { api, download, get } from '../api/client';
import type { RequestBody } from '../api/types';
import { categoriesInWords } from '../components/status';
import { ErrorMessage, Field, When } from '../components/ui';
import { zoneWords } from '../time';
import { CAMPAIGN_STATUS_WORDS, CampaignProgress, CampaignStatusText, pollEvery } from './progress';
import { inWords, MARKETING_HOURS, planLaunch } from './schedule';

export type Action = 'pause' | 'resume' | 'cancel';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** Pause, Resume, Cancel and the CSV report of a campaign, as its status allows. */
export function useCampaignActions() {
  const queryClient = useQueryClient();
  const control = useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      api<FullCampaign>('POST', `/campaigns/${encodeURIComponent(id)}/${action}`),
    onSuccess: (c) => {
      queryClient.setQueryData(['campaign', c.id], c);
      void queryClient.invalidateQueries({ queryKey: ['/campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['campaign', c.id] });
    },
  });
  const report = useMutation({
    mutationFn: (c: FullCampaign) => download(`/campaigns/${encodeURIComponent(c.id)}/report`, `campaign-${c.id}.csv`),
  });
  return { control, report, error: control.error ?? report.error };
}

export function ActionButtons({
  campaign: c,
  canManage,
  actions,
}: {
  campaign: FullCampaign;
  canManage: boolean;
  actions: ReturnType<typeof useCampaignActions>;
}) {
  const { control, report } = actions;
  const button = (action: Action, label: string, danger = false) => (
    <Button
      className={danger ? 'button danger' : 'button'}
      aria-label={`${label} ${c.name}`}
      isDisabled={control.isPending && control.variables?.id === c.id}
      onPress={() => {
        if (action !== 'cancel' || window.confirm(`Cancel the campaign “${c.name}”? This cannot be undone.`)) {
          control.mutate({ id: c.id, action });
        }
      }}
    >
      {label}
    </Button>
  );
  return (
    <div className="actions">
      {canManage && c.status === 'SENDING' ? button('pause', 'Pause') : null}
      {canManage && c.status === 'PAUSED' ? button('resume', 'Resume') : null}
      {canManage && c.status !== 'COMPLETED' && c.status !== 'CANCELLED' ? button('cancel', 'Cancel', true) : null}
      {c.status !== 'DRAFT' ? (
        <Button className="button" aria-label={`Download the report of ${c.name}`} onPress={() => report.mutate(c)}>
          Report (CSV)
        </Button>
      ) : null}
    </div>
  );
}

export function CampaignPanel({ id, canManage, onClose }: { id: string; canManage: boolean; onClose: () => void }) {
  const actions = useCampaignActions();
  const campaign = useQuery({
    queryKey: ['campaign', id],
    queryFn: () => get<FullCampaign>(`/campaigns/${encodeURIComponent(id)}`),
    refetchInterval: (q) => (q.state.data ? pollEvery(q.state.data, 1_500) : false),
  });
  const c = campaign.data;
  return (
    <section className="card result" aria-labelledby="campaign-panel-heading">
      <div className="panel-head">
        <h2 id="campaign-panel-heading">{c ? `Campaign “${c.name}”` : 'Campaign'}</h2>
        <Button className="button" onPress={onClose}>
          Close
        </Button>
      </div>
      <ErrorMessage error={campaign.error ?? actions.error} />
      {c ? (
        <>
          <dl className="facts">
            <dt>Status</dt>
            <dd>
              <CampaignStatusText campaign={c} />
            </dd>
            <dt>Kind</dt>
            <dd>{c.kind === 'marketing' ? 'Marketing' : 'Transactional'}</dd>
            {c.body ? (
              <>
                <dt>Text</dt>
                <dd>{c.body}</dd>
              </>
            ) : null}
            {c.status !== 'DRAFT' ? (
              <>
                <dt>Credits</dt>
                <dd>
                  {credits(c.spentCredits)} spent of {credits(c.reservedCredits)} reserved
                </dd>
                <dt>Launched</dt>
                <dd>
                  <When iso={c.launchedAt} />
                </dd>
              </>
            ) : null}
            {c.completedAt ? (
              <>
                <dt>{c.status === 'CANCELLED' ? 'Ended' : 'Completed'}</dt>
                <dd>
                  <When iso={c.completedAt} />
                </dd>
              </>
            ) : null}
          </dl>
          {c.status === 'DRAFT' ? (
            canManage ? (
              <DraftLaunch campaign={c} onClose={onClose} />
            ) : null
          ) : (
            <>
              <CampaignProgress campaign={c} />
              <p role="status" className="muted">
                {c.status === 'COMPLETED'
                  ? 'Done: every recipient has a final result.'
                  : `${CAMPAIGN_STATUS_WORDS[c.status]}.`}
              </p>
              <ActionButtons campaign={c} canManage={canManage} actions={actions} />
              <p>
                <Link href={`/messages?campaignId=${encodeURIComponent(c.id)}`}>This campaign's messages</Link>
              </p>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}

function DraftLaunch({ campaign: c, onClose }: { campaign: FullCampaign; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [planError, setPlanError] = useState('');
  const preview = useQuery({
    queryKey: ['campaign-preview', c.id, c.updatedAt],
    queryFn: () => api<CampaignPreview>('POST', `/campaigns/${encodeURIComponent(c.id)}/preview`),
  });
  const launch = useMutation({
    mutationFn: (scheduledAt: string | undefined) =>
      api<FullCampaign>(
        'POST',
        `/campaigns/${encodeURIComponent(c.id)}/launch`,
        (scheduledAt ? { scheduledAt } : {}) satisfies RequestBody<'campaigns-launch'>,
      ),
    onSuccess: (next) => {
      queryClient.setQueryData(['campaign', next.id], next);
      void queryClient.invalidateQueries({ queryKey: ['/campaigns'] });
    },
  });
  const remove = useMutation({
    mutationFn: () => api<void>('DELETE', `/campaigns/${encodeURIComponent(c.id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/campaigns'] });
      onClose();
    },
  });
  const plan = planLaunch(c.kind, when, at, Date.now());
  const p = preview.data;
  return (
    <>
      <section aria-labelledby="preview-heading">
        <h3 id="preview-heading">Preview</h3>
        <ErrorMessage error={preview.error} />
        {preview.isPending ? <p className="muted">Counting the recipients…</p> : null}
        {p ? (
          <>
            <dl className="facts">
              <dt>Recipients</dt>
              <dd>
                {p.recipients}
                {p.optedOut ? ` (${p.optedOut} opted out: not sent, not charged)` : ''}
              </dd>
              <dt>Segments</dt>
              <dd>{p.estimatedSegments}</dd>
              <dt>Estimated cost</dt>
              <dd>{credits(p.estimatedCost)}, reserved at launch; what is not spent is given back</dd>
            </dl>
            {p.samples.length > 0 ? (
              <div className="table-scroll">
                <table>
                  <caption>Sample messages</caption>
                  <thead>
                    <tr>
                      <th scope="col">To</th>
                      <th scope="col">Text</th>
                      <th scope="col">Segments</th>
                      <th scope="col">Moderation</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.samples.map((s) => (
                      <tr key={s.contactId}>
                        <td data-label="To">{s.to}</td>
                        <td data-label="Text">{s.text}</td>
                        <td data-label="Segments">{s.segments}</td>
                        <td data-label="Moderation">
                          {s.moderation.verdict === 'ALLOWED'
                            ? 'Allowed'
                            : `${s.moderation.verdict === 'BLOCKED' ? 'Blocked' : 'Flagged'} for ${categoriesInWords(
                                s.moderation.categories,
                              )}`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {p.samples.some((s) => s.moderation.verdict === 'FLAGGED') ? (
              <p className="note">
                <strong>What “Flagged” means:</strong> a flagged message is still sent and charged as usual; a copy goes
                to the moderation team, who review it. Flags are for unsolicited bulk SMS (prizes, loans, premium rates,
                phishing), not for promotions to your own customers; a reviewer who confirms abuse can suspend the
                account. Nothing is needed from you to launch.
              </p>
            ) : null}
          </>
        ) : null}
      </section>
      <form
        aria-labelledby="launch-heading"
        onSubmit={(e) => {
          e.preventDefault();
          if (!plan.ok) {
            setPlanError(plan.error);
            return;
          }
          setPlanError('');
          launch.mutate(plan.scheduledAt);
        }}
      >
        <h3 id="launch-heading">Launch</h3>
        {c.kind === 'marketing' ? <p className="note">{MARKETING_HOURS}</p> : null}
        <RadioGroup className="field" value={when} onChange={(v) => setWhen(v as 'now' | 'later')}>
          <span className="react-aria-Label">When</span>
          <Radio value="now" className="radio">
            <span className="dot" aria-hidden="true" />
            Now
          </Radio>
          <Radio value="later" className="radio">
            <span className="dot" aria-hidden="true" />
            At a time
          </Radio>
        </RadioGroup>
        {when === 'later' ? (
          <Field
            label="Start at"
            name="scheduledAt"
            type="datetime-local"
            value={at}
            onChange={(v) => {
              setAt(v);
              setPlanError('');
            }}
            isInvalid={Boolean(planError)}
            description={`${zoneWords(Date.now())}, whatever your computer's time zone.`}
          />
        ) : null}
        {planError ? (
          <p role="alert" className="error">
            {planError}
          </p>
        ) : null}
        <p role="status" className="muted">
          {plan.ok
            ? plan.held
              ? `Outside marketing hours: sending starts ${inWords(plan.startsMs)}.`
              : when === 'later'
                ? `Sending starts ${inWords(plan.startsMs)}.`
                : 'Sending starts at once.'
            : ''}
        </p>
        <ErrorMessage error={launch.error} />
        <div className="actions">
          <Button type="submit" className="button primary" isDisabled={launch.isPending || preview.isPending}>
            {when === 'now' ? 'Launch now' : 'Schedule'}
          </Button>
          <Button
            className="button danger"
            isDisabled={remove.isPending}
            onPress={() => {
              if (window.confirm(`Delete the draft “${c.name}”?`)) remove.mutate();
            }}
          >
            Delete draft
          </Button>
        </div>
      </form>
    </>
  );
}
