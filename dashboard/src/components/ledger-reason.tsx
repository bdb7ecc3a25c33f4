/** A ledger entry's reason in words, with a link to its message when it has one (issue 29). */
import { Link } from 'react-aria-components';
import { ledgerReasonText } from '../../../shared/billing/ledger-words';
import type { LedgerEntry } from '../api/types';

export function LedgerReason({
  entry,
  campaignName,
}: {
  entry: LedgerEntry;
  campaignName: (id: string) => string | undefined;
}) {
  const text = ledgerReasonText(entry.reason, campaignName);
  return entry.messageId ? (
    <>
      {text} · <Link href={`/messages/${encodeURIComponent(entry.messageId)}`}>the message</Link>
    </>
  ) : (
    text
  );
}
