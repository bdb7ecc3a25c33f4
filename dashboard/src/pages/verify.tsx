/**
 * Verify (issue 31): the conversion of one-time codes (started vs approved over the windows the fraud guard keeps),
 * the starts it refused, the prefixes it blocks with a button to lift each, and the SMS texts per language as the
 * service sends them (shared/verify/templates.ts, the same function) with a sample brand and code.
 * docs/decisions/1705-verify-page.md.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { segmentInfo } from '../../../shared/messages/segments';
import { verificationText } from '../../../shared/verify/templates';
import { api, get } from '../api/client';
import type { RefusalReason, VerifyBlock, VerifyOverview } from '../api/verify-types';
import { ErrorMessage, Field, Loading, PageHeading, When } from '../components/ui';

const REASONS: Record<RefusalReason, string> = {
  key_limit: "An API key's limit per minute",
  account_limit: "The account's limit per minute",
  prefix_velocity: 'Too many numbers of one prefix in 10 minutes',
  sequential: 'Sequential numbers',
  low_conversion: 'Codes of the prefix not being approved',
  blocked: 'A blocked prefix',
};

/** The languages of the texts, in the service's order; the locale is checked against the template function's type. */
const LANGUAGES = [
  ['en', 'English'],
  ['af', 'Afrikaans'],
  ['zu', 'isiZulu'],
  ['xh', 'isiXhosa'],
  ['st', 'Sesotho'],
] as const;

const SAMPLE_CODE = '482915';

const count = (n: number) => n.toLocaleString('en-ZA');
const percent = (ratio: number | null) => (ratio === null ? 'No starts' : `${Math.round(ratio * 1000) / 10} %`);
const reasonText = (reason: string) => REASONS[reason as RefusalReason] ?? reason;

function Conversion({ data }: { data: VerifyOverview }) {
  return (
    <section aria-labelledby="conversion-heading" className="card">
      <h2 id="conversion-heading">Conversion</h2>
      <p className="muted">
        Verifications started and approved, and starts the fraud guard refused (nothing sent or charged). As of{' '}
        <When iso={data.asOf} />.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption>Conversion by window</caption>
          <thead>
            <tr>
              <th scope="col">Window</th>
              <th scope="col">Started</th>
              <th scope="col">Approved</th>
              <th scope="col">Conversion</th>
              <th scope="col">Blocked attempts</th>
            </tr>
          </thead>
          <tbody>
            {data.windows.map((w) => (
              <tr key={w.minutes}>
                <th scope="row">Last {w.minutes} minutes</th>
                <td data-label="Started">{count(w.started)}</td>
                <td data-label="Approved">{count(w.approved)}</td>
                <td data-label="Conversion">{percent(w.conversion)}</td>
                <td data-label="Blocked attempts">{count(w.blocked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Blocked attempts in the last 60 minutes, by rule</h3>
      {data.blockedByReason.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul aria-label="Blocked attempts by rule">
          {data.blockedByReason.map((r) => (
            <li key={r.reason}>
              {reasonText(r.reason)}: {count(r.count)}
            </li>
          ))}
        </ul>
      )}
      <h3>By API key, last 60 minutes</h3>
      {data.keys.length === 0 ? (
        <p className="muted">No API key has the verify scope.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        <div className="table-scroll" tabIndex={0}>
          <table>
            <caption>Conversion by API key</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Started</th>
                <th scope="col">Approved</th>
                <th scope="col">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {data.keys.map((k) => (
                <tr key={k.id}>
                  <th scope="row">
                    {k.name} <code>{k.prefix}…</code>
                    {k.revoked ? ' (revoked)' : ''}
                  </th>
                  <td data-label="Started">{count(k.started)}</td>
                  <td data-label="Approved">{count(k.approved)}</td>
                  <td data-label="Conversion">{percent(k.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Blocks() {
  const queryClient = useQueryClient();
  const blocks = useQuery({
    queryKey: ['/verify/blocks'],
    queryFn: () => get<{ blocks: VerifyBlock[] }>('/verify/blocks'),
  });
  const lift = useMutation({
    mutationFn: (prefix: string) =>
      api<void>('DELETE', `/verify/blocks/${encodeURIComponent(prefix.replace(/^\+/, ''))}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/verify/blocks'] });
      void queryClient.invalidateQueries({ queryKey: ['/verify/overview'] });
    },
  });
  return (
    <section aria-labelledby="blocks-heading" className="card">
      <h2 id="blocks-heading">Blocked prefixes</h2>
      <p className="muted">
        New verifications to numbers of a blocked prefix are refused until the block ends or you lift it. Lifting starts
        the prefix's counters afresh.
      </p>
      <ErrorMessage error={lift.error} />
      {blocks.isPending ? <Loading what="blocks" /> : null}
      {blocks.isError ? <ErrorMessage error={blocks.error} /> : null}
      {blocks.data ? (
        blocks.data.blocks.length === 0 ? (
          <p className="muted">No prefix is blocked.</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          <div className="table-scroll" tabIndex={0}>
            <table>
              <caption>Blocked prefixes</caption>
              <thead>
                <tr>
                  <th scope="col">Prefix</th>
                  <th scope="col">Why</th>
                  <th scope="col">Started, approved</th>
                  <th scope="col">Blocked</th>
                  <th scope="col">Until</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {blocks.data.blocks.map((b) => (
                  <tr key={b.prefix}>
                    <th scope="row">{b.prefix}…</th>
                    <td data-label="Why">{reasonText(b.reason)}</td>
                    <td data-label="Started, approved">
                      {count(b.started)}, {count(b.approved)}
                    </td>
                    <td data-label="Blocked">
                      <When iso={b.blockedAt} />
                    </td>
                    <td data-label="Until">
                      <When iso={b.blockedUntil} />
                    </td>
                    <td data-label="Actions">
                      <Button
                        className="button"
                        aria-label={`Lift the block of ${b.prefix}`}
                        isDisabled={lift.isPending}
                        onPress={() => lift.mutate(b.prefix)}
                      >
                        Lift
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}

function Templates() {
  const [brand, setBrand] = useState('Acme');
  const shownBrand = brand.trim() || undefined;
  return (
    <section aria-labelledby="templates-heading" className="card">
      <h2 id="templates-heading">Message templates</h2>
      <p className="muted">
        The SMS of a code in each language, as the service sends it, with a sample code. The brand is the one you pass
        with each verification (the service name on Twilio Verify); the code is never shown anywhere else.
      </p>
      <Field label="Sample brand" name="brand" value={brand} onChange={setBrand} maxLength={30} />
      <ul className="template-previews" aria-label="Templates by language">
        {LANGUAGES.map(([locale, language]) => {
          const text = verificationText(locale, SAMPLE_CODE, shownBrand);
          const info = segmentInfo(text);
          return (
            <li key={locale} lang={locale}>
              <h3 lang="en">
                {language} ({locale})
              </h3>
              <p className="sms-preview">{text}</p>
              <p className="muted" lang="en">
                {text.length} characters, {info.encoding}, {info.segments}{' '}
                {info.segments === 1 ? 'segment' : 'segments'}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function Verify() {
  const overview = useQuery({
    queryKey: ['/verify/overview'],
    queryFn: () => get<VerifyOverview>('/verify/overview'),
    refetchInterval: 30_000,
  });
  return (
    <>
      <PageHeading title="Verify">Verify</PageHeading>
      <p className="muted">
        One-time codes by SMS (POST /public/verifications and Twilio Verify), and the fraud guard that stops SMS
        pumping.
      </p>
      {overview.isPending ? <Loading what="conversion" /> : null}
      {overview.isError ? <ErrorMessage error={overview.error} /> : null}
      {overview.data ? <Conversion data={overview.data} /> : null}
      <Blocks />
      <Templates />
    </>
  );
}
