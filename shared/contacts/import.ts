/**
 * CSV import of contacts (contract Part 2, `POST /contact-imports`): the request reads only the header (a file that is
 * not CSV at all is 422 at once), keeps the file (S3 deployed, a folder locally) and queues a job; the worker streams the
 * file through csv-parse, reports every bad row with its line number and why, and writes the good ones in batches.
 * A phone already on the account is updated, never duplicated, so importing the same file again changes only `updated`.
 * See docs/decisions/0702-contact-import.md.
 */
import { parse } from 'csv-parse';
import type * as z from 'zod/mini';
import { type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import type { Clock } from '../clock';
import { importInvalid, notFound, validationError } from '../errors';
import { idPattern, newId } from '../ids';
import type { Logger } from '../logger';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import type { Result } from '../result';
import {
  type ContactListStore,
  type ContactRecord,
  type ContactStore,
  isReservedName,
  MAX_ATTRIBUTE_VALUE,
  MAX_ATTRIBUTES,
  MAX_LISTS_PER_CONTACT,
  MAX_NAME,
  type OptOutStore,
} from './contact';
import { type ImportRequest, isAttributeName, MAX_IMPORT_COLUMNS } from './import-request';

const IMPORT_ID = idPattern('imp');
const LIST_ID = idPattern('lst');
/** Errors listed on the import; `skipped` counts them all. */
const MAX_LISTED_ERRORS = 1000;
/** Rows written in one transaction (three items each at most, and the list's count). */
const BATCH_ROWS = 25;
/** Batches written side by side, then a checkpoint. */
const PARALLEL_BATCHES = 4;
const TRUTHY = new Set(['true', 'yes', 'y', '1', 'x']);

type ImportStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';

interface ImportError {
  row: number;
  message: string;
}

export interface ImportProgress {
  totalRows: number;
  created: number;
  updated: number;
  skipped: number;
  errors: ImportError[];
  /** The last line of the file whose row is done (a redelivered job resumes after it). */
  doneThroughLine: number;
}

export interface ImportRecord extends ImportProgress {
  id: string;
  accountId: string;
  status: ImportStatus;
  listId?: string;
  delimiter: ',' | ';';
  /** Header → target (phone, firstName, lastName, optedOut, attributes.<name>), resolved at the request. */
  columns: Record<string, string>;
  fileKey: string;
  createdBy: string;
  createdAt: string;
  completedAt: string | null;
}

const publicImport = (r: ImportRecord) => ({
  id: r.id,
  status: r.status,
  totalRows: r.totalRows,
  created: r.created,
  updated: r.updated,
  skipped: r.skipped,
  errors: r.errors,
  createdAt: r.createdAt,
  completedAt: r.completedAt,
});

export interface ImportJob {
  importId: string;
  accountId: string;
}

/** Import records (shared/db/import-repository.ts). */
export interface ImportStore {
  create(record: ImportRecord, audit: AuditEntry): Promise<void>;
  get(importId: string): Promise<ImportRecord | undefined>;
  /** PENDING → RUNNING (or RUNNING again after a crash): ok with the record; ENDED when it is finished or gone. */
  start(importId: string, nowMs: number): Promise<Result<'ENDED', { record: ImportRecord }>>;
  checkpoint(importId: string, progress: ImportProgress): Promise<void>;
  finish(importId: string, status: 'COMPLETED' | 'FAILED', progress: ImportProgress, nowMs: number): Promise<void>;
}

/** Where imported files are kept: S3 when deployed, a folder locally (shared/aws/file-store.ts). */
export interface FileStore {
  put(key: string, text: string): Promise<void>;
  read(key: string): Promise<AsyncIterable<Buffer | string>>;
}

export interface JobQueue<J> {
  send(job: J, delaySeconds?: number): Promise<void>;
  sendBatch(jobs: J[]): Promise<void>;
}

/** A batch of contacts written together: new ones (`before` absent) and changed ones. */
export interface ContactChange {
  before?: ContactRecord;
  after: ContactRecord;
}

/** What the import needs of the contacts beyond the address book's use cases. */
export interface ImportContactStore extends ContactStore {
  /** The contacts of these phones, by phone. */
  byPhones(accountId: string, phones: readonly string[]): Promise<Map<string, ContactRecord>>;
  /** One transaction for the batch; CHANGED when any contact changed meanwhile (nothing is written then). */
  writeBatch(accountId: string, changes: ContactChange[], listId?: string): Promise<Result<'CHANGED'>>;
}

export interface ImportDeps {
  imports: ImportStore;
  files: FileStore;
  queue: JobQueue<ImportJob>;
  lists: ContactListStore;
}

export interface ImportRunDeps {
  imports: ImportStore;
  files: FileStore;
  contacts: ImportContactStore;
  optOuts: OptOutStore;
  clock: Clock;
}

/** The separator of a file: `;` when the header holds more of them than commas outside quotes (Excel in ZA). */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

function parserOptions(delimiter: string) {
  return {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    raw: true,
  } as const;
}

interface ParsedRow {
  record: string[];
  line: number;
}

/** The rows of a file with the line each starts on (1-based; the header is line 1). */
async function* rowsOf(
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  delimiter: string,
): AsyncGenerator<ParsedRow> {
  const parser = parse(parserOptions(delimiter));
  const feeding = (async () => {
    for await (const chunk of source) if (!parser.write(chunk)) await new Promise((r) => parser.once('drain', r));
    parser.end();
  })();
  feeding.catch((error: unknown) => parser.destroy(error as Error));
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>) {
    const inner = item.raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
    const breaks = inner.match(/\n/g)?.length ?? 0;
    yield { record: item.record, line: item.info.lines - breaks };
  }
  await feeding;
}

const TOO_MANY_COLUMNS = `The file has more than ${MAX_IMPORT_COLUMNS} columns in its header row; at most ${MAX_IMPORT_COLUMNS} columns are imported`;

/**
 * The fields of the first line, counted in one pass (separators outside quotes), without parsing it: a header of
 * 40,000 columns is refused before anything is built for its columns.
 */
function headerFieldCount(text: string, delimiter: string): number {
  let fields = 1;
  let quoted = false;
  const end = Math.min(text.length, 256 * 1024);
  for (let i = 0; i < end; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === delimiter) fields++;
  }
  return fields;
}

/**
 * A header row the import can use: at most MAX_IMPORT_COLUMNS columns, and no column named like a member of every
 * JavaScript object (`__proto__`, `constructor`, `toString`, …); 422 IMPORT_INVALID otherwise, saying which.
 */
function checkHeader(header: readonly string[]): string[] {
  if (header.length > MAX_IMPORT_COLUMNS) throw importInvalid(TOO_MANY_COLUMNS);
  const reserved = header.filter(isReservedName);
  if (reserved.length > 0) {
    throw importInvalid(
      `The header row names a reserved column (a member of every JavaScript object): ${reserved.join(', ')}; ` +
        'rename it',
    );
  }
  return [...header];
}

/** The header row, or 422 IMPORT_INVALID when the text cannot be read as CSV at all or its header is refused. */
async function headerOf(csv: string, delimiter: string): Promise<string[]> {
  if (headerFieldCount(csv, delimiter) > MAX_IMPORT_COLUMNS) throw importInvalid(TOO_MANY_COLUMNS);
  let header: string[] | undefined;
  try {
    for await (const row of rowsOf([csv.slice(0, 256 * 1024)], delimiter)) {
      header = row.record;
      break;
    }
  } catch (error) {
    throw importInvalid(`The file cannot be read as CSV: ${(error as Error).message}`);
  }
  if (!header) throw importInvalid('The file cannot be read as CSV: it has no header row');
  return checkHeader(header);
}

const FIELD_BY_NAME: ReadonlyMap<string, string> = new Map([
  ['phone', 'phone'],
  ['firstname', 'firstName'],
  ['lastname', 'lastName'],
  ['optedout', 'optedOut'],
]);
/** A header `attributes.<name>` (the prefix in any case) names that attribute (contract Part 4). */
const ATTRIBUTE_HEADER = /^attributes\.(.+)$/i;

/** The default target of a header: a field by its name (any case, spaces, `_` or `-`), else an attribute. */
function defaultTarget(header: string): string | undefined {
  const field = FIELD_BY_NAME.get(header.toLowerCase().replace(/[\s_-]/g, ''));
  if (field) return field;
  const name = ATTRIBUTE_HEADER.exec(header)?.[1] ?? header;
  return isAttributeName(name) ? `attributes.${name}` : undefined;
}

/**
 * Header → target: the request's mapping (which replaces the default), or by name (case-insensitive), other valid
 * names becoming attributes. Linear in the columns; an object without a prototype, so no header reaches one.
 */
function resolveColumns(header: string[], given: Record<string, string> | undefined): Record<string, string> {
  const columns: Record<string, string> = Object.create(null);
  if (given) {
    const inHeader = new Set(header);
    const unknown = Object.keys(given).filter((h) => !inHeader.has(h));
    if (unknown.length > 0) {
      throw validationError('Request body is not valid', [
        { path: 'columns', message: `not in the header row: ${unknown.slice(0, 20).join(', ')}` },
      ]);
    }
    for (const [h, target] of Object.entries(given)) columns[h] = target;
  } else {
    for (const h of header) {
      const target = defaultTarget(h);
      if (target) columns[h] = target;
    }
  }
  const targets = Object.values(columns);
  if (!targets.includes('phone'))
    throw importInvalid('The file has no column mapped to phone (map one with `columns`)');
  const seen = new Set<string>();
  const repeated = targets.find((t) => seen.size === seen.add(t).size);
  if (repeated) {
    throw validationError('Request body is not valid', [{ path: 'columns', message: `${repeated} is mapped twice` }]);
  }
  return columns;
}

/** `POST /contact-imports`: 202 with the PENDING import; the file is read by the import worker. */
export async function startImport(
  deps: ImportDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof ImportRequest> },
) {
  const { accountId } = actor.principal;
  if (input.listId !== undefined && !(LIST_ID.test(input.listId) && (await deps.lists.get(accountId, input.listId)))) {
    throw validationError('Request body is not valid', [{ path: 'listId', message: 'no such list on this account' }]);
  }
  const delimiter = detectDelimiter(input.csv.replace(/^\uFEFF/, ''));
  const columns = resolveColumns(await headerOf(input.csv, delimiter), input.columns);
  const id = newId('imp', actor.nowMs);
  const record: ImportRecord = {
    id,
    accountId,
    status: 'PENDING',
    ...(input.listId ? { listId: input.listId } : {}),
    delimiter,
    columns,
    fileKey: `imports/${accountId}/${id}.csv`,
    createdBy: actor.principal.userId,
    totalRows: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    errors: [],
    doneThroughLine: 1,
    createdAt: new Date(actor.nowMs).toISOString(),
    completedAt: null,
  };
  await deps.files.put(record.fileKey, input.csv);
  await deps.imports.create(
    record,
    auditEntry(
      {
        accountId,
        actor: actorOf(actor.principal, accountId),
        action: 'contacts.imported',
        target: { type: 'import', id },
        details: { bytes: Buffer.byteLength(input.csv), ...(input.listId ? { listId: input.listId } : {}) },
        ip: actor.ip,
      },
      actor.nowMs,
    ),
  );
  await deps.queue.send({ importId: id, accountId });
  return publicImport(record);
}

/** `GET /contact-imports/{id}`. */
export async function getImport({ imports }: Pick<ImportDeps, 'imports'>, q: { accountId: string; id: string }) {
  const record = IMPORT_ID.test(q.id) ? await imports.get(q.id) : undefined;
  if (!record || record.accountId !== q.accountId) throw notFound('Import');
  return publicImport(record);
}

interface GoodRow {
  line: number;
  phone: string;
  firstName?: string;
  lastName?: string;
  attributes: Record<string, string>;
  optedOut: boolean;
}

/** The target of each column of the header, by position (undefined: not imported). */
function targetsOf(header: readonly string[], columns: Record<string, string>): (string | undefined)[] {
  return header.map((h) => (Object.hasOwn(columns, h) ? columns[h] : undefined));
}

/** A row's contact fields, or why it is refused. */
function readRow(record: string[], targets: readonly (string | undefined)[]): Omit<GoodRow, 'line'> | string {
  if (record.length !== targets.length) {
    return `the row has ${record.length} fields, the header has ${targets.length}`;
  }
  const row: Omit<GoodRow, 'line'> = { phone: '', attributes: Object.create(null), optedOut: false };
  let rawPhone = '';
  for (let i = 0; i < targets.length; i++) {
    const target = targets[i];
    const value = record[i] ?? '';
    if (!target) continue;
    if (target === 'phone') rawPhone = value;
    else if (target === 'firstName' || target === 'lastName') {
      if (value.length > MAX_NAME) return `${target} is longer than ${MAX_NAME} characters`;
      if (value) row[target] = value;
    } else if (target === 'optedOut') row.optedOut = TRUTHY.has(value.toLowerCase());
    else if (value !== '') {
      const name = target.slice('attributes.'.length);
      if (value.length > MAX_ATTRIBUTE_VALUE) {
        return `attribute ${name} is longer than ${MAX_ATTRIBUTE_VALUE} characters`;
      }
      row.attributes[name] = value;
    }
  }
  if (rawPhone === '') return 'phone is missing';
  const phone = normaliseSouthAfricanMobile(rawPhone);
  if (!phone) return `invalid phone number: ${rawPhone.slice(0, 40)} is not a South African mobile number`;
  row.phone = phone;
  if (Object.keys(row.attributes).length > MAX_ATTRIBUTES) {
    return `too many attributes: ${Object.keys(row.attributes).length} (at most ${MAX_ATTRIBUTES})`;
  }
  return row;
}

/**
 * The import worker's job: streams the file, validates each row, writes good rows in transactions of BATCH_ROWS (a few
 * side by side), and checkpoints the counts after each round, so a redelivered job resumes after the last checkpoint
 * instead of starting again. Rows of a checkpointed round are never written twice.
 */
export async function runImport(deps: ImportRunDeps, job: ImportJob, log: Logger): Promise<ImportProgress | undefined> {
  const started = await deps.imports.start(job.importId, deps.clock.now());
  if (!started.ok) return undefined;
  const { record } = started;
  const progress: ImportProgress = {
    totalRows: record.totalRows,
    created: record.created,
    updated: record.updated,
    skipped: record.skipped,
    errors: [...record.errors],
    doneThroughLine: record.doneThroughLine,
  };
  const resumeAfter = record.doneThroughLine;
  const firstLineOf = new Map<string, number>();
  const fail = (line: number, message: string) => {
    progress.skipped += 1;
    if (progress.errors.length < MAX_LISTED_ERRORS) progress.errors.push({ row: line, message });
  };
  let targets: (string | undefined)[] | undefined;
  let round: GoodRow[] = [];
  let lastLine = 1;

  const flush = async () => {
    const batches: GoodRow[][] = [];
    for (let i = 0; i < round.length; i += BATCH_ROWS) batches.push(round.slice(i, i + BATCH_ROWS));
    round = [];
    await Promise.all(batches.map((batch) => writeRows(deps, record, batch, progress, fail)));
    progress.doneThroughLine = lastLine;
    await deps.imports.checkpoint(record.id, progress);
  };

  try {
    for await (const row of rowsOf(await deps.files.read(record.fileKey), record.delimiter)) {
      if (!targets) {
        targets = targetsOf(checkHeader(row.record), record.columns);
        continue;
      }
      const replaying = row.line <= resumeAfter;
      if (!replaying) lastLine = row.line;
      if (!replaying) progress.totalRows += 1;
      const read = readRow(row.record, targets);
      if (typeof read === 'string') {
        if (!replaying) fail(row.line, read);
        continue;
      }
      const first = firstLineOf.get(read.phone);
      if (first !== undefined) {
        if (!replaying) fail(row.line, `duplicate: phone ${read.phone} is on line ${first} already`);
        continue;
      }
      firstLineOf.set(read.phone, row.line);
      if (replaying) continue;
      round.push({ ...read, line: row.line });
      if (round.length >= BATCH_ROWS * PARALLEL_BATCHES) await flush();
    }
    await flush();
  } catch (error) {
    log.warn('import stopped: the file cannot be read further', { importId: record.id, error });
    fail(lastLine + 1, `the file cannot be read as CSV from here on: ${(error as Error).message}`);
    await deps.imports.finish(record.id, 'FAILED', progress, deps.clock.now());
    return progress;
  }
  await deps.imports.finish(record.id, 'COMPLETED', progress, deps.clock.now());
  log.info('import completed', { importId: record.id, ...progress, errors: progress.errors.length });
  return progress;
}

/** Creates or updates the contacts of a batch in one transaction; row by row again when another change raced it. */
async function writeRows(
  deps: ImportRunDeps,
  record: ImportRecord,
  rows: GoodRow[],
  progress: ImportProgress,
  fail: (line: number, message: string) => void,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await deps.contacts.byPhones(
      record.accountId,
      rows.map((r) => r.phone),
    );
    const nowMs = deps.clock.now();
    const now = new Date(nowMs).toISOString();
    const changes: (ContactChange & { line: number })[] = [];
    const refused: { line: number; message: string }[] = [];
    for (const row of rows) {
      const before = existing.get(row.phone);
      const attributes = { ...(before?.attributes ?? {}), ...row.attributes };
      if (Object.keys(attributes).length > MAX_ATTRIBUTES) {
        refused.push({
          line: row.line,
          message: `too many attributes: the contact would have ${Object.keys(attributes).length} (at most ${MAX_ATTRIBUTES})`,
        });
        continue;
      }
      const listIds = [...(before?.listIds ?? [])];
      if (record.listId && !listIds.includes(record.listId)) {
        if (listIds.length >= MAX_LISTS_PER_CONTACT) {
          refused.push({ line: row.line, message: `the contact is on ${MAX_LISTS_PER_CONTACT} lists already` });
          continue;
        }
        listIds.push(record.listId);
      }
      const after: ContactRecord = before
        ? {
            ...before,
            ...(row.firstName ? { firstName: row.firstName } : {}),
            ...(row.lastName ? { lastName: row.lastName } : {}),
            attributes,
            listIds: listIds.sort(),
            updatedAt: now,
            version: before.version + 1,
          }
        : {
            id: newId('con', nowMs),
            accountId: record.accountId,
            phone: row.phone,
            ...(row.firstName ? { firstName: row.firstName } : {}),
            ...(row.lastName ? { lastName: row.lastName } : {}),
            attributes,
            listIds,
            createdAt: now,
            updatedAt: now,
            version: 1,
          };
      changes.push({ ...(before ? { before } : {}), after, line: row.line });
    }
    if ((await deps.contacts.writeBatch(record.accountId, changes, record.listId)).ok) {
      for (const r of refused) fail(r.line, r.message);
      for (const c of changes) {
        if (c.before) progress.updated += 1;
        else progress.created += 1;
      }
      const optOuts = rows.filter((r) => r.optedOut && changes.some((c) => c.line === r.line));
      for (const row of optOuts) {
        await deps.optOuts.add({
          id: newId('opt', nowMs),
          accountId: record.accountId,
          phone: row.phone,
          source: 'import',
          reason: `Imported (${record.id}, line ${row.line})`,
          createdAt: now,
        });
      }
      return;
    }
  }
  // Contended three times over: one row at a time, so only a row that keeps failing is lost (and reported).
  if (rows.length > 1) {
    for (const row of rows) await writeRows(deps, record, [row], progress, fail);
    return;
  }
  fail(rows[0]!.line, 'the contact kept changing while it was imported; import the row again');
}
