/**
 * The message log (issue 29): the account's messages, newest first, filtered by status, number, source, campaign and
 * date range on the server (GET /messages takes them all), each row opening the message's page. The filters live in
 * the address, so a message's page goes back to the same log and a filtered log can be shared.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { FullCampaign } from '../api/campaign-types';
import { get, qs } from '../api/client';
import {
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  type Message,
  type MessageStatus,
  type Page,
  type Query,
} from '../api/types';
import { AppLink } from '../components/app-link';
import { FilterSelect } from '../components/filter-select';
import { PageHeading, When } from '../components/page';
import { PagedTable } from '../components/paged-table';
import { isMoving, SOURCE_WORDS, STATUS_WORDS, StatusText, statusDetail } from '../components/status';
import { navigate, useLocation } from '../router';
import { dayBounds, zoneWords } from '../time';

const ALL = 'ALL';

const STATUS_OPTIONS = [
  { id: ALL, label: 'All statuses' },
  ...MESSAGE_STATUSES.map((s) => ({ id: s, label: STATUS_WORDS[s] })),
];

const SOURCE_OPTIONS = [
  { id: ALL, label: 'All sources' },
  ...MESSAGE_SOURCES.map((s) => ({ id: s, label: SOURCE_WORDS[s] })),
];

/** A short line of the text for the log; the message's page shows all of it. */
function excerpt(m: Message): string {
  if (m.body === null) return 'Text removed after the retention period';
  return m.body.length > 60 ? `${m.body.slice(0, 57)}…` : m.body;
}

/** The text typed, once typing pauses: one request per search, not one per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Sets filters in the address (the log reads them from there); an empty value or ALL removes one. */
function setFilters(changes: Record<string, string>): void {
  const next = new URLSearchParams(window.location.search);
  for (const [k, v] of Object.entries(changes)) {
    if (v && v !== ALL) next.set(k, v);
    else next.delete(k);
  }
  const query = next.toString();
  navigate(`/messages${query ? `?${query}` : ''}`, { replace: true, keepScroll: true });
}

export default function Messages() {
  const { params } = useLocation();
  const status = params.get('status') ?? ALL;
  const source = params.get('source') ?? ALL;
  const campaignId = params.get('campaignId') ?? ALL;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [number, setNumber] = useState(params.get('number') ?? '');
  const settledNumber = useSettled(number.trim());

  useEffect(() => {
    if ((new URLSearchParams(window.location.search).get('number') ?? '') !== settledNumber) {
      setFilters({ number: settledNumber });
    }
  }, [settledNumber]);

  const campaigns = useQuery({
    queryKey: ['campaigns-all'],
    queryFn: () => get<Page<FullCampaign>>('/campaigns?limit=100'),
  });
  const campaignOptions = [
    { id: ALL, label: 'All campaigns' },
    ...(campaigns.data?.items ?? []).map((c) => ({ id: c.id, label: c.name })),
  ];
  const campaignName = new Map((campaigns.data?.items ?? []).map((c) => [c.id, c.name]));
  const numberValid = settledNumber === '' || /^[+\d\s()-]{3,20}$/.test(settledNumber);
  // The status and source come from the address as typed: the API answers an unknown one with 400.
  const filters = {
    status: status === ALL ? undefined : (status as MessageStatus),
    source: source === ALL ? undefined : (source as Message['source']),
    campaignId: campaignId === ALL ? undefined : campaignId,
    number: numberValid && settledNumber ? settledNumber : undefined,
    // Days in the user's own zone (decision 1540): a London user's 22 November is 00:00 to 24:00 London time.
    createdAfter: from ? dayBounds(from)?.start : undefined,
    createdBefore: to ? dayBounds(to)?.end : undefined,
  } satisfies Query<'messages-list'>;
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const here = `/messages${qs({ status: filters.status, source: filters.source, campaignId: filters.campaignId, number: filters.number, from: from || undefined, to: to || undefined })}`;

  return (
    <>
      <PageHeading title="Messages">Messages</PageHeading>
      <search className="filters" aria-label="Filter messages">
        <SearchField className="field" value={number} onChange={setNumber} aria-describedby="number-help">
          <Label>Number</Label>
          <Input placeholder="082 123 4567" inputMode="tel" />
        </SearchField>
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(v) => setFilters({ status: v })}
        />
        <FilterSelect
          label="Source"
          options={SOURCE_OPTIONS}
          value={source}
          onChange={(v) => setFilters({ source: v })}
        />
        <FilterSelect
          label="Campaign"
          options={campaignOptions}
          value={campaignOptions.some((o) => o.id === campaignId) ? campaignId : ALL}
          onChange={(v) => setFilters({ campaignId: v })}
        />
        <div className="field date-field">
          <label htmlFor="messages-from">From</label>
          <input
            id="messages-from"
            type="date"
            value={from}
            max={to || undefined}
            aria-describedby="date-help"
            onChange={(e) => setFilters({ from: e.target.value })}
          />
        </div>
        <div className="field date-field">
          <label htmlFor="messages-to">To</label>
          <input
            id="messages-to"
            type="date"
            value={to}
            min={from || undefined}
            aria-describedby="date-help"
            onChange={(e) => setFilters({ to: e.target.value })}
          />
        </div>
      </search>
      <p className="muted">
        <span id="number-help">
          {numberValid
            ? 'Any part of the number: 082 555 0101, +27825550101 or 0101.'
            : 'Type at least three digits of the number.'}
        </span>{' '}
        <span id="date-help">Dates are days in {zoneWords(Date.now())}.</span>
      </p>
      <PagedTable<Message>
        path="/messages"
        filters={filters}
        caption={filtered ? 'Messages matching the filters' : 'Messages'}
        empty={filtered ? 'No message matches these filters.' : 'No messages yet.'}
        rowKey={(m) => m.id}
        refetchInterval={(items) => (items.some(isMoving) ? 2_000 : 15_000)}
        columns={[
          {
            header: 'Message',
            cell: (m) => (
              <AppLink href={`/messages/${m.id}?back=${encodeURIComponent(here)}`} className="message-link">
                {excerpt(m)}
              </AppLink>
            ),
          },
          { header: 'To', cell: (m) => m.to },
          { header: 'Status', cell: (m) => <StatusText status={m.status} /> },
          { header: 'Detail', cell: (m) => statusDetail(m) },
          { header: 'Cost', cell: (m) => `${m.cost} ${m.cost === 1 ? 'credit' : 'credits'}` },
          {
            header: 'Source',
            cell: (m) =>
              m.campaignId && campaignName.has(m.campaignId)
                ? `${SOURCE_WORDS[m.source]}: ${campaignName.get(m.campaignId)}`
                : SOURCE_WORDS[m.source],
          },
          { header: 'Created', cell: (m) => <When iso={m.createdAt} /> },
        ]}
      />
    </>
  );
}
