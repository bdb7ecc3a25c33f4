import { describe, expect, it } from 'vitest';
import { ledgerReasonText } from '../../shared/billing/ledger-words';

const names = new Map([['cmp_01JD0000000000000000000000', 'Weekend special']]);
const name = (id: string) => names.get(id);

describe("the ledger's reasons in words (issue 29)", () => {
  it('names the campaign instead of its id, in the forms the service writes', () => {
    expect(ledgerReasonText('Campaign cmp_01JD0000000000000000000000 reservation (1 recipients)', name)).toBe(
      'Reserved for campaign “Weekend special” (1 recipient)',
    );
    expect(
      ledgerReasonText('Campaign cmp_01JD0000000000000000000000 completed: unspent reservation released', name),
    ).toBe('Unspent credits given back: campaign “Weekend special” completed');
    expect(
      ledgerReasonText(
        'Campaign cmp_01JD0000000000000000000000 reservation top-up (the audience grew since the launch)',
        name,
      ),
    ).toBe('More reserved for campaign “Weekend special”: the audience grew since the launch');
    // The service writes the singular since issue 29; entries written before say "(1 recipients)" (above).
    expect(ledgerReasonText('Campaign cmp_01JD0000000000000000000000 reservation (1 recipient)', name)).toBe(
      'Reserved for campaign “Weekend special” (1 recipient)',
    );
    expect(ledgerReasonText('Campaign cmp_01JDUNKNOWN reservation (3 recipients)', name)).toBe(
      'Reserved for a campaign (3 recipients)',
    );
  });

  it('drops message ids (the row links the message) and keeps other reasons as they are', () => {
    expect(ledgerReasonText('SMS msg_01JD0000000000000000000000 (2 segments)', name)).toBe('SMS sent (2 segments)');
    expect(ledgerReasonText('Refund for msg_01JD0000000000000000000000: Sandbox: number unreachable', name)).toBe(
      'Refund of an SMS not delivered: Sandbox: number unreachable',
    );
    expect(ledgerReasonText('Welcome credit', name)).toBe('Welcome credit');
  });
});
