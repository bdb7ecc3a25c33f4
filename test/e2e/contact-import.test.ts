import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { type Api, signedInOwner } from '../support/workspace';

async function imported(api: Api, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await api.get(`/contact-imports/${id}`);
    if (res.body.status === 'COMPLETED' || res.body.status === 'FAILED') return res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`import ${id} did not finish`);
}

const phone = (n: number) => `082${String(1_000_000 + n).padStart(7, '0')}`;

/** 10,000 rows, 300 of them bad in five ways (60 each), every kind at known lines. */
function tenThousandRows() {
  const lines = [`phone;First Name;lastName;city;${Array.from({ length: 21 }, (_, i) => `a${i}`).join(';')}`];
  const bad = new Map<number, string>();
  const empty = Array.from({ length: 21 }, () => '').join(';');
  const full = Array.from({ length: 21 }, (_, i) => `v${i}`).join(';');
  let bads = 0;
  for (let i = 0; i < 10_000; i++) {
    const line = i + 2;
    const kind = [7, 57, 83].includes(i % 100) ? bads++ % 5 : -1;
    let row = `${phone(i)};Name${i};"Surname; ${i}";Cape Town;${empty}`;
    if (kind === 0) {
      row = `021 555 ${String(i).padStart(4, '0')};Landline;x;y;${empty}`;
      bad.set(line, 'invalid phone number');
    } else if (kind === 1) {
      row = `${phone(i - 7)};Repeat;x;y;${empty}`;
      bad.set(line, 'duplicate');
    } else if (kind === 2) {
      row = `${phone(i)};Many;x;y;${full}`;
      bad.set(line, 'too many attributes');
    } else if (kind === 3) {
      row = `;Nobody;x;y;${empty}`;
      bad.set(line, 'phone is missing');
    } else if (kind === 4) {
      row = `${phone(i)};Long;x;${'z'.repeat(201)};${empty}`;
      bad.set(line, 'longer than 200');
    }
    lines.push(row);
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, bad };
}

describe('Contact import: POST /contact-imports, GET /contact-imports/{id}', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => stack?.stop());

  it('imports 10,000 rows with 300 bad rows of five kinds reported by line; the same file again only updates', async () => {
    const { api } = await signedInOwner(stack);
    const list = (await api.post('/contact-lists', { name: 'Winter sale' })).body;
    const { csv, bad } = tenThousandRows();
    expect(bad.size).toBe(300);
    const started = await api.post('/contact-imports', { csv, listId: list.id });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'PENDING', totalRows: 0, errors: [], completedAt: null });

    const first = await imported(api, started.body.id);
    expect(first).toMatchObject({ status: 'COMPLETED', totalRows: 10_000, created: 9_700, updated: 0, skipped: 300 });
    expect(first.errors).toHaveLength(300);
    expect(new Set(first.errors.map((e: { row: number }) => e.row))).toEqual(new Set(bad.keys()));
    for (const error of first.errors as { row: number; message: string }[]) {
      expect(error.message, `line ${error.row}`).toContain(bad.get(error.row));
    }
    expect((await api.get(`/contact-lists/${list.id}`)).body.contactCount).toBe(9_700);
    const one = await api.get(`/contacts?search=${phone(3)}`);
    expect(one.body.items[0]).toMatchObject({
      firstName: 'Name3',
      lastName: 'Surname; 3',
      attributes: { city: 'Cape Town' },
      listIds: [list.id],
    });

    const again = await api.post('/contact-imports', { csv, listId: list.id });
    const second = await imported(api, again.body.id);
    expect(second).toMatchObject({ status: 'COMPLETED', totalRows: 10_000, created: 0, updated: 9_700, skipped: 300 });
    expect(second.errors).toEqual(first.errors);
    expect((await api.get(`/contact-lists/${list.id}`)).body.contactCount).toBe(9_700);
  }, 600_000);

  it('reads commas, quoted separators and line breaks, a column mapping, and an opted-out column', async () => {
    const { api } = await signedInOwner(stack);
    const csv = [
      'Cell,Name,Notes,DNC',
      '0711110001,"Smith, Jo","line one',
      'line two",',
      '0711110002,Ann,plain,yes',
      '0711110003,Bob,"quote ""here""",',
    ].join('\n');
    const started = await api.post('/contact-imports', {
      csv,
      columns: { Cell: 'phone', Name: 'firstName', Notes: 'attributes.notes', DNC: 'optedOut' },
    });
    expect(started.status).toBe(202);
    const done = await imported(api, started.body.id);
    expect(done).toMatchObject({ status: 'COMPLETED', totalRows: 3, created: 3, skipped: 0, errors: [] });
    const jo = (await api.get('/contacts?search=0711110001')).body.items[0];
    expect(jo).toMatchObject({ firstName: 'Smith, Jo', attributes: { notes: 'line one\nline two' } });
    expect((await api.get('/contacts?search=0711110003')).body.items[0].attributes.notes).toBe('quote "here"');
    const optOuts = (await api.get('/opt-outs')).body.items;
    expect(optOuts).toEqual([expect.objectContaining({ phone: '+27711110002', source: 'import' })]);

    // A row that does not fit the header is reported at the line it starts on.
    const shifted = await api.post('/contact-imports', {
      csv: 'phone,firstName\n"0711110004",A\n0711110005,"B\nB",extra\n0711110006,C',
    });
    const report = await imported(api, shifted.body.id);
    expect(report).toMatchObject({
      created: 2,
      skipped: 1,
      errors: [{ row: 3, message: expect.stringContaining('3 fields') }],
    });
  }, 120_000);

  it('refuses what is not CSV at all (422 IMPORT_INVALID), a file without a phone column, and unknown mappings', async () => {
    const { api } = await signedInOwner(stack);
    const noPhone = await api.post('/contact-imports', { csv: 'name,city\nAnn,Durban\n' });
    expect(noPhone.status).toBe(422);
    expect(errorCode(noPhone)).toBe('IMPORT_INVALID');
    const broken = await api.post('/contact-imports', { csv: '"phone,name\n' });
    expect(broken.status).toBe(422);
    const unknown = await api.post('/contact-imports', { csv: 'phone\n0711110001\n', columns: { Mobile: 'phone' } });
    expect(unknown.status).toBe(400);
    const noList = await api.post('/contact-imports', { csv: 'phone\n0711110001\n', listId: 'lst_nope' });
    expect(noList.status).toBe(400);
    const other = await signedInOwner(stack);
    const mine = await api.post('/contact-imports', { csv: 'phone\n0711110009\n' });
    expect((await other.api.get(`/contact-imports/${mine.body.id}`)).status).toBe(404);
  });
});
