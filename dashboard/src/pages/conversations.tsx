/**
 * Conversations (issue 29): the numbers that replied, newest reply first, each opening its thread (the messages sent to
 * the number and its replies, interleaved by time, with a reply box). The list is the latest replies grouped by number
 * (GET /inbound-messages, one page of 100); any other number's thread opens from the box at the top.
 * docs/decisions/1534-conversations.md.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import type { InboundMessage } from '../api/account-types';
import { get } from '../api/client';
import type { Page } from '../api/types';
import { ErrorMessage, Field, Loading, PageHeading, When } from '../components/ui';
import { navigate } from '../router';

/** A thread's address: the number's digits (+27 82 555 0101 → /conversations/27825550101). */
export function threadPath(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `/conversations/${/^0\d{9}$/.test(digits) ? `27${digits.slice(1)}` : digits}`;
}

interface Thread {
  from: string;
  latest: InboundMessage;
  replies: number;
}

/** The replies of a page grouped by number, in the order of each number's newest reply. */
function threadsOf(replies: InboundMessage[]): Thread[] {
  const byNumber = new Map<string, Thread>();
  for (const r of replies) {
    const thread = byNumber.get(r.from);
    if (thread) thread.replies += 1;
    else byNumber.set(r.from, { from: r.from, latest: r, replies: 1 });
  }
  return [...byNumber.values()];
}

export default function Conversations() {
  const [number, setNumber] = useState('');
  const replies = useQuery({
    queryKey: ['/inbound-messages', 'threads'],
    queryFn: () => get<Page<InboundMessage>>('/inbound-messages?limit=100'),
    refetchInterval: 15_000,
  });
  const digits = number.replace(/\D/g, '');
  return (
    <>
      <PageHeading title="Conversations">Conversations</PageHeading>
      <p className="muted">
        Replies threaded with the messages you sent to the same number. <Link href="/replies">All replies</Link>
      </p>
      <form
        className="card open-thread"
        aria-label="Open a conversation"
        onSubmit={(e) => {
          e.preventDefault();
          if (digits.length >= 9) navigate(threadPath(number));
        }}
      >
        <Field
          label="Number"
          name="number"
          type="tel"
          value={number}
          onChange={setNumber}
          description="Any number you sent to, for example 082 123 4567."
        />
        <div className="actions">
          <button type="submit" className="button" disabled={digits.length < 9}>
            Open conversation
          </button>
        </div>
      </form>
      {replies.isPending ? <Loading what="conversations" /> : null}
      {replies.isError ? <ErrorMessage error={replies.error} /> : null}
      {replies.data ? (
        replies.data.items.length === 0 ? (
          <p className="muted">No replies yet: a conversation starts when a number replies.</p>
        ) : (
          <ul className="threads" aria-label="Conversations, newest reply first">
            {threadsOf(replies.data.items).map((t) => (
              <li key={t.from}>
                <Link href={threadPath(t.from)} className="thread-link">
                  {t.from}
                </Link>
                <span className="thread-latest">{t.latest.body}</span>
                <span className="muted">
                  {t.replies} {t.replies === 1 ? 'reply' : 'replies'}, last <When iso={t.latest.receivedAt} />
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
