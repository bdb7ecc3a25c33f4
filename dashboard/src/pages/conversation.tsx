/**
 * One conversation (issue 29): the messages sent to a number and its replies, oldest first, and a reply box that sends
 * through POST /messages, the dashboard's send route, with its moderation, credits and limits. Two reads: GET
 * /messages?number= and GET /inbound-messages?number= (each a page of 100, newest first), merged by time.
 * docs/decisions/1534-conversations.md.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import type { InboundMessage } from '../api/account-types';
import { api, get, qs } from '../api/client';
import type { Message, Page, Query, RequestBody } from '../api/types';
import { isMoving, StatusText, statusDetail } from '../components/status';
import {
  ApiForm,
  ErrorMessage,
  Field,
  formLevelError,
  Loading,
  PageHeading,
  SubmitButton,
  When,
} from '../components/ui';
import { useCan } from '../me';
import { useLocation } from '../router';

type Entry = { kind: 'sent'; at: string; message: Message } | { kind: 'reply'; at: string; reply: InboundMessage };

export default function Conversation() {
  const { pathname } = useLocation();
  const digits = decodeURIComponent(pathname.slice('/conversations/'.length)).replace(/\D/g, '');
  const number = `+${digits}`;
  const canSend = useCan('messages.send');
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');

  const sent = useQuery({
    queryKey: ['/messages', 'thread', digits],
    queryFn: () =>
      get<Page<Message>>(`/messages${qs({ number: digits, limit: 100 } satisfies Query<'messages-list'>)}`),
    refetchInterval: (q) => (q.state.data?.items.some(isMoving) ? 2_000 : 15_000),
  });
  const replies = useQuery({
    queryKey: ['/inbound-messages', 'thread', digits],
    queryFn: () =>
      get<Page<InboundMessage>>(
        `/inbound-messages${qs({ number: digits, limit: 100 } satisfies Query<'inbound-messages-list'>)}`,
      ),
    refetchInterval: 15_000,
  });
  const reply = useMutation({
    mutationFn: () => api<Message>('POST', '/messages', { to: number, body } satisfies RequestBody<'messages-send'>),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: ['/messages'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });

  // Only this number's own (the filters match any part of a number: +27825550101 is also in +278255501019). Each list
  // is newest first: reversed, then merged by time (a stable sort keeps each list's own order within one millisecond).
  const entries: Entry[] = [
    ...(sent.data?.items ?? [])
      .filter((m) => m.to.replace(/\D/g, '') === digits)
      .map((m): Entry => ({ kind: 'sent', at: m.createdAt, message: m }))
      .reverse(),
    ...(replies.data?.items ?? [])
      .filter((r) => r.from.replace(/\D/g, '') === digits)
      .map((r): Entry => ({ kind: 'reply', at: r.receivedAt, reply: r }))
      .reverse(),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const older = Boolean(sent.data?.nextCursor || replies.data?.nextCursor);

  return (
    <>
      <p className="back">
        <Link href="/conversations">← Conversations</Link>
      </p>
      <PageHeading title={`Conversation with ${number}`}>Conversation with {number}</PageHeading>
      {sent.isPending || replies.isPending ? <Loading what="the conversation" /> : null}
      <ErrorMessage error={sent.error ?? replies.error} />
      {older ? (
        <p className="muted">
          Older messages: <Link href={`/messages${qs({ number: digits })}`}>the message log for this number</Link>.
        </p>
      ) : null}
      {sent.isSuccess && replies.isSuccess ? (
        entries.length === 0 ? (
          <p className="muted">No messages with this number yet.</p>
        ) : (
          <ol className="thread" aria-label={`Messages with ${number}, oldest first`}>
            {entries.map((e) =>
              e.kind === 'sent' ? (
                <li key={e.message.id} className="bubble sent">
                  <p className="bubble-who">
                    You · <When iso={e.at} /> · <StatusText status={e.message.status} />
                    {statusDetail(e.message) ? <span className="detail"> · {statusDetail(e.message)}</span> : null}
                  </p>
                  <p className="bubble-text">
                    {e.message.body === null ? (
                      <span className="muted">Text removed after the retention period</span>
                    ) : (
                      e.message.body
                    )}
                  </p>
                  <Link href={`/messages/${e.message.id}`} className="bubble-link">
                    History<span className="visually-hidden"> of the message sent at {e.at}</span>
                  </Link>
                </li>
              ) : (
                <li key={e.reply.id} className="bubble reply">
                  <p className="bubble-who">
                    {number} replied · <When iso={e.at} />
                    {e.reply.optOut ? <span className="detail"> · opted out</span> : null}
                  </p>
                  <p className="bubble-text">{e.reply.body}</p>
                </li>
              ),
            )}
          </ol>
        )
      ) : null}
      {canSend ? (
        <ApiForm
          error={reply.error}
          className="card reply-box"
          aria-label={`Reply to ${number}`}
          onSubmit={(ev) => {
            ev.preventDefault();
            reply.mutate();
          }}
        >
          <ErrorMessage error={formLevelError(reply.error)} />
          <Field
            label="Reply"
            name="body"
            multiline
            rows={3}
            value={body}
            onChange={setBody}
            description="Sent as an SMS from your account: checked by moderation and charged like any message."
            isRequired
          />
          <SubmitButton pending={reply.isPending}>Send reply</SubmitButton>
        </ApiForm>
      ) : null}
    </>
  );
}
