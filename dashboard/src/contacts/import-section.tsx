/**
 * CSV import: pick a file, map its columns (read from its header row in the browser, the API's defaults proposed),
 * optionally a list to join, then the import job is followed until it ends; its bad rows are shown by line and can be
 * saved as a CSV built in the browser.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import type { ContactImport, ContactList } from '../api/campaign-types';
import { ApiError, api, get } from '../api/client';
import type { RequestBody } from '../api/types';
import { Choice } from '../components/choice';
import { ErrorMessage } from '../components/ui';
import { defaultTarget, headerOf, saveText, targetsFor, toCsv } from './csv';

/** The API's limit on one file (a route-specific body limit, docs/decisions/0702-contact-import.md). */
const MAX_BYTES = 5 * 1024 * 1024;
const NO_LIST = 'none';

interface Picked {
  name: string;
  text: string;
  header: string[];
}

export function ImportSection({ lists }: { lists: ContactList[] }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Picked>();
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [listId, setListId] = useState(NO_LIST);
  const [pickError, setPickError] = useState('');
  const [importId, setImportId] = useState<string>();

  const start = useMutation({
    mutationFn: (p: Picked) => {
      const columns = Object.fromEntries(Object.entries(mapping).filter(([, target]) => target && target !== 'ignore'));
      return api<ContactImport>('POST', '/contact-imports', {
        csv: p.text,
        columns,
        ...(listId !== NO_LIST ? { listId } : {}),
      } satisfies RequestBody<'contact-imports-create'>);
    },
    onSuccess: (job) => setImportId(job.id),
  });
  const job = useQuery({
    queryKey: ['contact-import', importId],
    queryFn: () => get<ContactImport>(`/contact-imports/${encodeURIComponent(importId!)}`),
    enabled: importId !== undefined,
    refetchInterval: (q) => (q.state.data && isDone(q.state.data) ? false : 1_000),
  });
  const finishedId = job.data && isDone(job.data) ? job.data.id : undefined;
  useEffect(() => {
    // The contacts and the lists' counts changed: read them again, once per import.
    if (!finishedId) return;
    void queryClient.invalidateQueries({ queryKey: ['/contacts'] });
    void queryClient.invalidateQueries({ queryKey: ['/contact-lists'] });
    void queryClient.invalidateQueries({ queryKey: ['contact-lists-all'] });
  }, [finishedId, queryClient]);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    setPickError('');
    setImportId(undefined);
    start.reset();
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setPicked(undefined);
      setPickError(`${file.name} is ${(file.size / 1048576).toFixed(1)} MB; a file may be at most 5 MB.`);
      return;
    }
    const text = await file.text();
    const header = headerOf(text);
    if (header.length === 0) {
      setPicked(undefined);
      setPickError(`${file.name} has no header row.`);
      return;
    }
    setPicked({ name: file.name, text, header });
    setMapping(Object.fromEntries(header.map((h) => [h, defaultTarget(h) || 'ignore'])));
  };

  const mapped = Object.values(mapping);
  const mappingError = !mapped.includes('phone')
    ? 'Map one column to Phone.'
    : mapped.filter((t) => t !== 'ignore').some((t, i, all) => all.indexOf(t) !== i)
      ? 'Each field may be mapped from one column only.'
      : '';

  return (
    <section className="card" aria-labelledby="import-heading">
      <h2 id="import-heading">Import contacts from a CSV file</h2>
      <p className="muted">
        A header row first; comma or semicolon separated; up to 5 MB. A number already on the account is updated, not
        added twice. Rows that cannot be imported are listed by line.
      </p>
      <div className="actions">
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => void choose(files)}>
          <Button className="button">Choose a CSV file</Button>
        </FileTrigger>
        <span className="muted">{picked ? `Chosen: ${picked.name}` : 'No file chosen.'}</span>
      </div>
      {pickError ? (
        <p role="alert" className="error">
          {pickError}
        </p>
      ) : null}
      {picked ? (
        <form
          aria-label="Column mapping"
          onSubmit={(e) => {
            e.preventDefault();
            if (!mappingError) start.mutate(picked);
          }}
        >
          <fieldset className="mapping">
            <legend>Columns of {picked.name}</legend>
            {picked.header.map((h) => (
              <Choice
                key={h}
                label={`Column “${h}”`}
                options={targetsFor(h)}
                value={mapping[h] ?? 'ignore'}
                onChange={(target) => setMapping({ ...mapping, [h]: target })}
              />
            ))}
          </fieldset>
          <Choice
            label="Add the contacts to a list"
            options={[{ id: NO_LIST, label: 'No list' }, ...lists.map((l) => ({ id: l.id, label: l.name }))]}
            value={listId}
            onChange={setListId}
          />
          {mappingError ? (
            <p role="alert" className="error">
              {mappingError}
            </p>
          ) : null}
          <ErrorMessage error={start.error} />
          {start.error instanceof ApiError && start.error.details.length > 0 ? (
            <ul className="error">
              {start.error.details.map((d) => (
                <li key={`${d.path}-${d.message}`}>
                  {d.path}: {d.message}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="actions">
            <Button type="submit" className="button primary" isDisabled={start.isPending || Boolean(mappingError)}>
              Import
            </Button>
          </div>
        </form>
      ) : null}
      <ErrorMessage error={job.error} />
      {job.data ? <ImportResult job={job.data} fileName={picked?.name ?? 'contacts.csv'} /> : null}
    </section>
  );
}

const isDone = (j: ContactImport) => j.status === 'COMPLETED' || j.status === 'FAILED';

function ImportResult({ job, fileName }: { job: ContactImport; fileName: string }) {
  const done = isDone(job);
  const summary = done
    ? `Import ${job.status === 'FAILED' ? 'failed' : 'finished'}: ${job.totalRows} rows, ${job.created} added, ` +
      `${job.updated} updated, ${job.skipped} not imported.`
    : `Importing… ${job.totalRows} rows read so far.`;
  const reportName = `${fileName.replace(/\.csv$/i, '')}-errors.csv`;
  return (
    <div className="import-result">
      <p role="status">{summary}</p>
      {job.errors.length > 0 ? (
        <>
          <div className="table-scroll">
            <table>
              <caption>Rows not imported</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {job.errors.map((e) => (
                  <tr key={`${e.row}-${e.message}`}>
                    <td data-label="Line">{e.row}</td>
                    <td data-label="Problem">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {job.skipped > job.errors.length ? (
            <p className="muted">
              The first {job.errors.length} of {job.skipped} are listed.
            </p>
          ) : null}
          <Button
            className="button"
            onPress={() =>
              saveText(reportName, toCsv([['line', 'problem'], ...job.errors.map((e) => [e.row, e.message])]))
            }
          >
            Download the error report (CSV)
          </Button>
        </>
      ) : null}
    </div>
  );
}
