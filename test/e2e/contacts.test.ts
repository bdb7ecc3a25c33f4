import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { collectPages, signedInMember, signedInOwner } from '../support/workspace';

const CON_ID = /^con_[0-9A-HJKMNP-TV-Z]{26}$/;

describe('Contacts, lists and opt-outs', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('creates a contact with its phone normalised, reads, changes and deletes it; one contact per phone', async () => {
    const { api } = await signedInOwner(stack);
    const created = await api.post('/contacts', {
      phone: '082 123-4567',
      firstName: 'Thandi',
      attributes: { city: 'Durban' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(CON_ID),
      phone: '+27821234567',
      firstName: 'Thandi',
      lastName: null,
      attributes: { city: 'Durban' },
      listIds: [],
      optedOut: false,
      createdAt: expect.any(String),
      updatedAt: created.body.createdAt,
    });
    const id = created.body.id as string;

    const again = await api.post('/contacts', { phone: '+27821234567' });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('CONFLICT');
    expect((await api.post('/contacts', { phone: '021 123 4567' })).status).toBe(400);

    const patched = await api.patch(`/contacts/${id}`, {
      lastName: 'Nkosi',
      attributes: { city: null, tier: 'gold' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ firstName: 'Thandi', lastName: 'Nkosi', attributes: { tier: 'gold' } });
    expect((await api.get(`/contacts/${id}`)).body).toEqual(patched.body);

    // A new phone frees the old one.
    const moved = await api.patch(`/contacts/${id}`, { phone: '0821234568' });
    expect(moved.body.phone).toBe('+27821234568');
    expect((await api.post('/contacts', { phone: '0821234567' })).status).toBe(201);
    const taken = await api.patch(`/contacts/${id}`, { phone: '0821234567' });
    expect(taken.status).toBe(409);

    expect((await api.delete(`/contacts/${id}`)).status).toBe(204);
    expect((await api.get(`/contacts/${id}`)).status).toBe(404);
    expect((await api.post('/contacts', { phone: '0821234568' })).status).toBe(201);
  });

  it('keeps list membership idempotent, counts members, and keeps contacts when a list is deleted', async () => {
    const { api } = await signedInOwner(stack);
    const list = (await api.post('/contact-lists', { name: 'VIP' })).body;
    expect(list).toMatchObject({ name: 'VIP', contactCount: 0 });
    const a = (await api.post('/contacts', { phone: '0831110001', listIds: [list.id] })).body;
    const b = (await api.post('/contacts', { phone: '0831110002' })).body;
    expect(a.listIds).toEqual([list.id]);
    expect((await api.get(`/contact-lists/${list.id}`)).body.contactCount).toBe(1);

    const added = await api.post(`/contact-lists/${list.id}/members`, { contactIds: [a.id, b.id, b.id] });
    expect(added.status).toBe(200);
    expect(added.body.contactCount).toBe(2);
    expect((await api.post(`/contact-lists/${list.id}/members`, { contactIds: [b.id] })).body.contactCount).toBe(2);
    const members = await api.get(`/contacts?listId=${list.id}`);
    expect(members.body.items.map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());

    expect((await api.delete(`/contact-lists/${list.id}/members/${a.id}`)).status).toBe(204);
    expect((await api.delete(`/contact-lists/${list.id}/members/${a.id}`)).status).toBe(204);
    expect((await api.get(`/contact-lists/${list.id}`)).body.contactCount).toBe(1);
    expect((await api.get(`/contacts/${a.id}`)).body.listIds).toEqual([]);

    const unknown = await api.post(`/contact-lists/${list.id}/members`, {
      contactIds: ['con_01J00000000000000000000000'],
    });
    expect(unknown.status).toBe(400);

    expect((await api.patch(`/contact-lists/${list.id}`, { name: 'VIP 2026' })).body.name).toBe('VIP 2026');
    expect((await api.delete(`/contact-lists/${list.id}`)).status).toBe(204);
    expect((await api.get(`/contact-lists/${list.id}`)).status).toBe(404);
    const kept = await api.get(`/contacts/${b.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.listIds).toEqual([]);
    expect((await api.get(`/contacts?listId=${list.id}`)).status).toBe(404);
  });

  it('searches by name prefix and phone digits, pages newest first, and filters on the opt-out ledger', async () => {
    const { api } = await signedInOwner(stack);
    const names = ['Sipho', 'Sibusiso', 'Anele', 'Lerato', 'Sizwe'];
    const ids: string[] = [];
    for (const [i, firstName] of names.entries()) {
      stack.clock.advance(10);
      ids.push((await api.post('/contacts', { phone: `07230000${10 + i}`, firstName, lastName: 'Dlamini' })).body.id);
    }
    const pages = await collectPages(api, '/contacts?limit=2');
    expect(pages.flatMap((p) => p.items.map((c) => c.id))).toEqual([...ids].reverse());
    const si = await api.get('/contacts?search=si');
    expect(si.body.items.map((c: { firstName: string }) => c.firstName).sort()).toEqual(['Sibusiso', 'Sipho', 'Sizwe']);
    expect((await api.get('/contacts?search=dlam')).body.items).toHaveLength(5);
    const digits = await api.get('/contacts?search=723000012');
    expect(digits.body.items.map((c: { firstName: string }) => c.firstName)).toEqual(['Anele']);
    expect((await api.get('/contacts?search=%2B27723000013')).body.items[0].firstName).toBe('Lerato');

    const opt = await api.post('/opt-outs', { phone: '0723000014', reason: 'asked in store' });
    expect(opt.status).toBe(201);
    expect(opt.body).toEqual({
      phone: '+27723000014',
      source: 'manual',
      reason: 'asked in store',
      createdAt: expect.any(String),
    });
    const twice = await api.post('/opt-outs', { phone: '+27723000014' });
    expect(twice.status).toBe(201);
    expect(twice.body).toEqual(opt.body);
    const opted = await api.get('/contacts?optedOut=true');
    expect(opted.body.items.map((c: { firstName: string; optedOut: boolean }) => [c.firstName, c.optedOut])).toEqual([
      ['Sizwe', true],
    ]);
    expect((await api.get('/contacts?optedOut=false')).body.items).toHaveLength(4);
    expect((await api.get('/opt-outs')).body.items).toEqual([opt.body]);

    expect((await api.delete('/opt-outs/%2B27723000014')).status).toBe(204);
    expect((await api.delete('/opt-outs/0723000014')).status).toBe(204);
    expect((await api.get('/opt-outs')).body.items).toEqual([]);
    expect((await api.get(`/contacts/${ids[4]}`)).body.optedOut).toBe(false);
    const audit = await api.get('/audit-log');
    const actions = audit.body.items.map((e: { action: string }) => e.action);
    expect(actions).toContain('optout.removed');
    expect(actions).toContain('optout.created');
  });

  it('lets a VIEWER read contacts, lists and opt-outs but change none; another account sees none of them', async () => {
    const owner = await signedInOwner(stack);
    const contact = (await owner.api.post('/contacts', { phone: '0744440001' })).body;
    const list = (await owner.api.post('/contact-lists', { name: 'Staff' })).body;
    const viewer = await signedInMember(stack, owner.accountId, 'VIEWER');
    expect((await viewer.api.get(`/contacts/${contact.id}`)).status).toBe(200);
    expect((await viewer.api.get('/contact-lists')).status).toBe(200);
    expect((await viewer.api.get('/opt-outs')).status).toBe(200);
    for (const res of [
      await viewer.api.post('/contacts', { phone: '0744440002' }),
      await viewer.api.patch(`/contacts/${contact.id}`, { firstName: 'X' }),
      await viewer.api.delete(`/contacts/${contact.id}`),
      await viewer.api.post('/contact-lists', { name: 'x' }),
      await viewer.api.post('/opt-outs', { phone: '0744440002' }),
    ]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    const other = await signedInOwner(stack);
    expect((await other.api.get(`/contacts/${contact.id}`)).status).toBe(404);
    expect((await other.api.get(`/contact-lists/${list.id}`)).status).toBe(404);
    expect((await other.api.post('/contacts', { phone: '0744440001' })).status).toBe(201);
    expect((await other.api.get('/contacts')).body.items).toHaveLength(1);
  });
});
