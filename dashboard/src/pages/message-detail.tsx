/**
 * One message (issue 29): its text, where it went and what it cost, and its history in order (GET
 * /messages/{id}/events): accepted, each hand-over to the vendor, the vendor's answers and receipts, and how it ended,
 * each vendor code in words. Polled while the message may still change.
 */
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import type { Message, MessageEvent } from '../api/types';
import { AppLink } from '../components/app-link';
import { ErrorMessage, Loading, PageHeading, When } from '../components/page';
import { categoriesInWords, isMoving, SOURCE_WORDS, STATUS_WORDS, StatusText } from '../components/status';
import { useLocation } from '../router';

export default function MessageDetail() {
  const { pathname, params } = useLocation();
  const id = decodeURIComponent(pathname.slice('/messages/'.length));
  const backParam = params.get('back') ?? '';
  const back = backParam.startsWith('/messages') ? backParam : '/messages';
  const message = useQuery({
    queryKey: ['/messages', id],
    queryFn: () => get<Message>(`/messages/${encodeURIComponent(id)}`),
    refetchInterval: (q) => (q.state.data && isMoving(q.state.data) ? 2_000 : false),
  });
  const events = useQuery({
    queryKey: ['/messages', id, 'events', message.data?.status, message.data?.updatedAt],
    queryFn: () => get<{ items: MessageEvent[] }>(`/messages/${encodeURIComponent(id)}/events`),
    enabled: message.isSuccess,
  });
  const campaign = useQuery({
    queryKey: ['/campaigns', message.data?.campaignId],
    queryFn: () => get<{ id: string; name: string }>(`/campaigns/${encodeURIComponent(message.data!.campaignId!)}`),
    enabled: Boolean(message.data?.campaignId),
  });

  const m = message.data;
  return (
    <>
      <p className="back">
        <AppLink href={back}>← Messages</AppLink>
      </p>
      <PageHeading title="Message">{m ? `Message to ${m.to}` : 'Message'}</PageHeading>
      {message.isPending ? <Loading what="the message" /> : null}
      {message.isError ? <ErrorMessage error={message.error} /> : null}
      {m ? (
        <>
          <section className="card" aria-labelledby="message-text">
            <h2 id="message-text">Text</h2>
            {m.body === null ? (
              <p className="muted">The text was removed after the content retention period; the record stays.</p>
            ) : (
              <p className="message-body">{m.body}</p>
            )}
            <dl className="facts">
              <dt>Status</dt>
              <dd>
                <StatusText status={m.status} />
                {m.deliveryStatus ? <span className="detail"> · {m.deliveryStatus}</span> : null}
              </dd>
              <dt>To</dt>
              <dd>{m.to}</dd>
              <dt>Size</dt>
              <dd>
                {m.segments} {m.segments === 1 ? 'segment' : 'segments'} ({m.encoding})
              </dd>
              <dt>Cost</dt>
              <dd>
                {m.cost} {m.cost === 1 ? 'credit' : 'credits'}
              </dd>
              <dt>Source</dt>
              <dd>
                {SOURCE_WORDS[m.source]}
                {m.source === 'system' ? ' (sent by the service: the confirmation of an opt-out)' : ''}
                {m.campaignId ? (
                  <>
                    {': '}
                    <AppLink href={`/messages?campaignId=${encodeURIComponent(m.campaignId)}`}>
                      {campaign.data?.name ?? 'its campaign'}
                    </AppLink>
                  </>
                ) : null}
              </dd>
              {m.moderation ? (
                <>
                  <dt>Moderation</dt>
                  <dd>
                    {m.moderation.verdict === 'BLOCKED' ? 'Blocked' : 'Flagged for review'} for{' '}
                    {categoriesInWords(m.moderation.categories)}
                  </dd>
                </>
              ) : null}
              <dt>Created</dt>
              <dd>
                <When iso={m.createdAt} seconds />
              </dd>
              <dt>Message id</dt>
              <dd>
                <code>{m.id}</code>
              </dd>
            </dl>
          </section>
          <section className="card" aria-labelledby="message-history">
            <h2 id="message-history">History</h2>
            {events.isPending ? <Loading what="the history" /> : null}
            {events.isError ? <ErrorMessage error={events.error} /> : null}
            {events.data ? <History events={events.data.items} /> : null}
          </section>
        </>
      ) : null}
    </>
  );
}

function History({ events }: { events: MessageEvent[] }) {
  return (
    <ol className="timeline">
      {events.map((e) => (
        <li key={`${e.at} ${e.status} ${e.detail}`}>
          <When iso={e.at} seconds />
          <span className={`status status-${e.status.toLowerCase()}`}>{STATUS_WORDS[e.status]}</span>
          {e.detail ? <span className="event-detail">{e.detail}</span> : null}
          {e.explanation ? <span className="event-words">{e.explanation}</span> : null}
        </li>
      ))}
    </ol>
  );
}
