/**
 * Issue 26 finding 7 and issue 27 item 7 (contract Part 4): the header of an imported file is read in linear time
 * with a limit of 400 columns named in the error; names of JavaScript's object prototype (`__proto__`, `toString`,
 * `constructor`, …) are refused as headers, mapped columns and attribute names with a clear error, never a 500; a
 * header `attributes.<name>` maps to that attribute; `columns` replaces the default mapping; a file with no column
 * mapped to phone is 422 IMPORT_INVALID (docs/decisions/0810).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { type Api, type SignedInAccount, signedInOwner } from '../support/workspace';

async function finished(api: Api, id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await api.get(`/contact-imports/${id}`);
    if (res.body.status === 'COMPLETED' || res.body.status === 'FAILED') return res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`import ${id} did not finish`);
}

const wide = (columns: number) => {
  const header = ['phone', ...Array.from({ length: columns - 1 }, (_, i) => `c${i}`)].join(',');
  const row = ['0825550101', ...Array.from({ length: columns - 1 }, () => '')].join(',');
  return `${header}\n${row}\n`;
};

describe('contact import headers (issue 26 finding 7, issue 27 item 7)', { timeout: 120_000 }, () => {
  let stack: TestStack;
  let owner: SignedInAccount;
  beforeAll(async () => {
    stack = await startTestStack();
    owner = await signedInOwner(stack);
  });
  afterAll(async () => stack?.stop());

  async function contactOf(phone: string) {
    const res = await owner.api.get(`/contacts?search=${encodeURIComponent(phone.slice(1))}`);
    return res.body.items.find((c: { phone: string }) => c.phone === phone);
  }

  it('answers 10,000 and 40,000 columns at once with 422 IMPORT_INVALID naming the limit of 400', async () => {
    // The route warm (its module loaded), so the time measured is the header's.
    expect((await owner.api.post('/contact-imports', { csv: 'name\nx\n' })).status).toBe(422);
    for (const columns of [10_000, 40_000]) {
      const csv = wide(columns);
      const started = Date.now();
      const res = await owner.api.post('/contact-imports', { csv });
      const ms = Date.now() - started;
      expect(res.status, `${columns} columns`).toBe(422);
      expect(errorCode(res)).toBe('IMPORT_INVALID');
      expect(res.body.error.message).toMatch(/more than 400 columns/);
      expect(ms, `${columns} columns (${csv.length} bytes) answered in ${ms} ms`).toBeLessThan(2000);
    }
    // 400 columns are fine.
    const ok = await owner.api.post('/contact-imports', { csv: wide(400) });
    expect(ok.status).toBe(202);
    expect(await finished(owner.api, ok.body.id)).toMatchObject({ status: 'COMPLETED', created: 1, skipped: 0 });
  });

  it('refuses prototype names as headers (422), as mapped columns or attribute targets (400), never a 500', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await owner.api.post('/contact-imports', { csv: `phone,${name}\n0825550111,x\n` });
      expect(res.status, name).toBe(422);
      expect(errorCode(res)).toBe('IMPORT_INVALID');
      expect(res.body.error.message).toContain(`reserved column (a member of every JavaScript object): ${name}`);
    }
    const asHeader = await owner.api.post('/contact-imports', {
      csv: 'phone,city\n0825550112,Durban\n',
      columns: { phone: 'phone', toString: 'attributes.city' },
    });
    expect(asHeader.status).toBe(400);
    expect(errorCode(asHeader)).toBe('VALIDATION_ERROR');
    expect(asHeader.body.error.details).toEqual([
      { path: 'columns.toString', message: expect.stringMatching(/reserved name/) },
    ]);
    const asTarget = await owner.api.post('/contact-imports', {
      csv: 'phone,city\n0825550112,Durban\n',
      columns: { phone: 'phone', city: 'attributes.constructor' },
    });
    expect(asTarget.status).toBe(400);
    expect(asTarget.body.error.details).toEqual([
      { path: 'columns.city', message: expect.stringMatching(/reserved name/) },
    ]);
  });

  it('refuses prototype names as contact attributes on POST and PATCH /contacts, saying why; nothing is stored', async () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty']) {
      const res = await owner.api.post('/contacts', { phone: '0825550121', attributes: { [name]: 'x' } });
      expect(res.status, name).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([
        { path: `attributes.${name}`, message: expect.stringMatching(/reserved name/) },
      ]);
    }
    expect(await contactOf('+27825550121')).toBeUndefined();
    const made = await owner.api.post('/contacts', { phone: '0825550122', attributes: { city: 'Durban' } });
    expect(made.status).toBe(201);
    const patched = await owner.api.patch(`/contacts/${made.body.id}`, { attributes: { valueOf: 'x' } });
    expect(patched.status).toBe(400);
    expect((await owner.api.get(`/contacts/${made.body.id}`)).body.attributes).toEqual({ city: 'Durban' });
  });

  it('maps a header attributes.<name> to that attribute by default', async () => {
    const csv = 'Phone,attributes.city,Attributes.tier,First Name\n0825550131,Durban,gold,Ayanda\n';
    const res = await owner.api.post('/contact-imports', { csv });
    expect(res.status).toBe(202);
    expect(await finished(owner.api, res.body.id)).toMatchObject({ status: 'COMPLETED', created: 1, skipped: 0 });
    expect(await contactOf('+27825550131')).toMatchObject({
      firstName: 'Ayanda',
      attributes: { city: 'Durban', tier: 'gold' },
    });
  });

  it('a columns object replaces the default mapping: unmapped headers are not imported', async () => {
    const csv = 'phone,firstName,city\n0825550141,Zanele,Polokwane\n';
    const res = await owner.api.post('/contact-imports', { csv, columns: { phone: 'phone', city: 'attributes.town' } });
    expect(res.status).toBe(202);
    expect(await finished(owner.api, res.body.id)).toMatchObject({ status: 'COMPLETED', created: 1 });
    const contact = await contactOf('+27825550141');
    expect(contact.attributes).toEqual({ town: 'Polokwane' });
    expect(contact.firstName ?? null).toBeNull();
  });

  it('a file with no column mapped to phone is 422 IMPORT_INVALID, by default and with columns', async () => {
    const byDefault = await owner.api.post('/contact-imports', { csv: 'name,city\nA,B\n' });
    expect(byDefault.status).toBe(422);
    expect(errorCode(byDefault)).toBe('IMPORT_INVALID');
    expect(byDefault.body.error.message).toMatch(/no column mapped to phone/);
    const mapped = await owner.api.post('/contact-imports', {
      csv: 'phone,city\n0825550151,B\n',
      columns: { city: 'attributes.city' },
    });
    expect(mapped.status).toBe(422);
    expect(errorCode(mapped)).toBe('IMPORT_INVALID');
  });
});
