/**
 * A ledger entry's reason in words (issue 29): the service writes ids into it ("Campaign cmp_01… reservation (3
 * recipients)", "SMS msg_01… (1 segment)", shared/campaigns and shared/messages); the dashboard (and any client) names the campaign
 * instead and links the message beside it. A reason of another form is shown as it is.
 */
const plural = (n: string, word: string) => `${n} ${word}${n === '1' ? '' : 's'}`;

export function ledgerReasonText(reason: string, campaignName: (id: string) => string | undefined): string {
  const named = (id: string) => {
    const name = campaignName(id);
    return name ? `campaign “${name}”` : 'a campaign';
  };
  let m = /^Campaign (cmp_\w+) reservation \((\d+) recipients?\)$/.exec(reason);
  if (m) return `Reserved for ${named(m[1]!)} (${plural(m[2]!, 'recipient')})`;
  m = /^Campaign (cmp_\w+) reservation top-up \((.*)\)$/.exec(reason);
  if (m) return `More reserved for ${named(m[1]!)}: ${m[2]}`;
  m = /^Campaign (cmp_\w+) (completed|cancelled): unspent reservation released$/.exec(reason);
  if (m) return `Unspent credits given back: ${named(m[1]!)} ${m[2]}`;
  m = /^SMS msg_\w+ \((.*)\)$/.exec(reason);
  if (m) return `SMS sent (${m[1]})`;
  m = /^Refund for msg_\w+: (.*)$/.exec(reason);
  if (m) return `Refund of an SMS not delivered: ${m[1]}`;
  return reason;
}
