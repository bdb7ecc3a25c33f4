import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, bearer, createPasswordUser } from '../support/auth';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { collectPages, signedInMember, signedInOwner } from '../support/workspace';

const TPL_ID = /^tpl_[0-9A-HJKMNP-TV-Z]{26}$/;

describe('Templates: POST/GET/PUT/DELETE /templates', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('creates (201, variables found), reads, replaces (variables recomputed), deletes (204), then 404', async () => {
    const { api } = await signedInOwner(stack);
    const created = await api.post('/templates', {
      name: 'OTP',
      body: 'Hi {{name}}, your code is {{ code }}. Bye {{name}}',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(TPL_ID),
      name: 'OTP',
      body: 'Hi {{name}}, your code is {{ code }}. Bye {{name}}',
      variables: ['name', 'code'],
      createdAt: expect.any(String),
      updatedAt: created.body.createdAt,
    });
    const id = created.body.id as string;

    const got = await api.get(`/templates/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    stack.clock.advance(1000);
    const replaced = await api.put(`/templates/${id}`, { name: 'Reminder', body: 'See you at {{time}}' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id,
      name: 'Reminder',
      variables: ['time'],
      createdAt: created.body.createdAt,
    });
    expect(replaced.body.updatedAt > created.body.updatedAt).toBe(true);
    expect((await api.get(`/templates/${id}`)).body.body).toBe('See you at {{time}}');

    const deleted = await api.delete(`/templates/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const gone = await api.get(`/templates/${id}`);
    expect(gone.status).toBe(404);
    expect(errorCode(gone)).toBe('NOT_FOUND');
    expect((await api.delete(`/templates/${id}`)).status).toBe(404);
    expect((await api.put(`/templates/${id}`, { name: 'x', body: 'y' })).status).toBe(404);
  });

  it('validates the body: 1600 characters pass, 1601 do not; 50 variables pass, 51 do not; name required; unknown fields refused', async () => {
    const { api } = await signedInOwner(stack);
    expect((await api.post('/templates', { name: 'max', body: 'a'.repeat(1600) })).status).toBe(201);
    const over = await api.post('/templates', { name: 'over', body: 'a'.repeat(1601) });
    expect(over.status).toBe(400);
    expect(errorCode(over)).toBe('VALIDATION_ERROR');
    expect(over.body.error.details).toEqual([{ path: 'body', message: expect.stringMatching(/1600/) }]);
    const noName = await api.post('/templates', { body: 'hi' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.details.map((d: { path: string }) => d.path)).toEqual(['name']);
    expect((await api.post('/templates', { name: 'x', body: 'hi', extra: 1 })).status).toBe(400);
    expect((await api.post('/templates', { name: '   ', body: 'hi' })).status).toBe(400);
    expect((await api.post('/templates', { name: 'x', body: '' })).status).toBe(400);
    // At most 50 distinct {{variables}} (a repeated one counts once), on create and on replace.
    const vars = (n: number) => Array.from({ length: n }, (_, i) => `{{v${i}}}`).join(' ');
    const fifty = await api.post('/templates', { name: 'fifty', body: `${vars(50)} {{v0}}` });
    expect(fifty.status).toBe(201);
    expect(fifty.body.variables).toHaveLength(50);
    for (const res of [
      await api.post('/templates', { name: 'many', body: vars(51) }),
      await api.put(`/templates/${fifty.body.id}`, { name: 'many', body: vars(51) }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Request body is not valid',
        details: [{ path: 'body', message: 'at most 50 distinct {{variables}}' }],
      });
    }
  });

  it("isolates accounts: B never lists A's templates and gets 404 reading, replacing or deleting them", async () => {
    const a = await signedInOwner(stack);
    const b = await signedInOwner(stack);
    const mine = await a.api.post('/templates', { name: 'A only', body: 'Hello {{who}}' });
    await b.api.post('/templates', { name: 'B only', body: 'Howzit' });

    const bList = await b.api.get('/templates');
    expect(bList.body.items.map((t: { name: string }) => t.name)).toEqual(['B only']);
    for (const res of [
      await b.api.get(`/templates/${mine.body.id}`),
      await b.api.put(`/templates/${mine.body.id}`, { name: 'hijack', body: 'x' }),
      await b.api.delete(`/templates/${mine.body.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(errorCode(res)).toBe('NOT_FOUND');
    }
    expect((await a.api.get(`/templates/${mine.body.id}`)).body.name).toBe('A only');
    expect((await a.api.get('/templates/not-an-id')).status).toBe(404);
  });

  it('paginates newest first with limit and cursor; the last page has nextCursor null', async () => {
    const { api } = await signedInOwner(stack);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      stack.clock.advance(10);
      ids.push((await api.post('/templates', { name: `t${i}`, body: `Body ${i}` })).body.id);
    }
    const pages = await collectPages(api, '/templates?limit=2');
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items.map((t) => t.id))).toEqual([...ids].reverse());

    const all = await api.get('/templates');
    expect(all.body.items).toHaveLength(5);
    expect(all.body.nextCursor).toBeNull();
    const exact = await api.get('/templates?limit=5');
    expect(exact.body.nextCursor).toBeNull();

    for (const bad of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=garbage', `?cursor=${'x'.repeat(30)}`]) {
      const res = await api.get(`/templates${bad}`);
      expect(res.status, bad).toBe(400);
      expect(errorCode(res), bad).toBe('VALIDATION_ERROR');
    }
  });

  it("answers another account's cursor with 400, never with its items", async () => {
    const a = await signedInOwner(stack);
    const b = await signedInOwner(stack);
    for (let i = 0; i < 3; i++) await a.api.post('/templates', { name: `a${i}`, body: 'x' });
    const first = await a.api.get('/templates?limit=1');
    const res = await b.api.get(`/templates?cursor=${first.body.nextCursor}`);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_ERROR');
    expect(res.text).not.toContain('"a1"');
    expect((await a.api.get(`/templates?cursor=${first.body.nextCursor}`)).body.items).toHaveLength(2);
  });

  it('lets a VIEWER read but not manage; lets a MEMBER manage', async () => {
    const owner = await signedInOwner(stack);
    const created = await owner.api.post('/templates', { name: 'n', body: 'b' });
    const viewer = await signedInMember(stack, owner.accountId, 'VIEWER');
    expect((await viewer.api.get('/templates')).status).toBe(200);
    expect((await viewer.api.get(`/templates/${created.body.id}`)).status).toBe(200);
    const refused = await viewer.api.post('/templates', { name: 'n', body: 'b' });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect((await viewer.api.delete(`/templates/${created.body.id}`)).status).toBe(403);
    const member = await signedInMember(stack, owner.accountId, 'MEMBER');
    expect((await member.api.put(`/templates/${created.body.id}`, { name: 'm', body: 'b2' })).status).toBe(200);
    expect((await stack.repos.templates.get(owner.accountId, created.body.id))?.name).toBe('m');
  });

  it('answers 401 without a bearer token, and works with a token from POST /auth/login', async () => {
    const anonymous = await apiFrom(stack).get('/templates');
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');
    const { email, password } = await createPasswordUser(stack);
    const api = apiFrom(stack);
    const login = await api.post('/auth/login', { email, password });
    expect(login.status).toBe(200);
    const created = await api.post('/templates', { name: 'via login', body: 'x' }, bearer(login.body.accessToken));
    expect(created.status).toBe(201);
  });

  it('a saved template is what the send path renders, and the changes are audited', async () => {
    const owner = await signedInOwner(stack);
    const created = await owner.api.post('/templates', { name: 'otp', body: 'Code {{code}} for {{name}}' });
    const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', {
      to: '0821234567',
      templateId: created.body.id,
      variables: { code: 4321, name: 'Sipho' },
    });
    expect(sent.status).toBe(201);
    expect((await stack.repos.messages.get(sent.body.id))?.body).toBe('Code 4321 for Sipho');
    await owner.api.put(`/templates/${created.body.id}`, { name: 'otp2', body: 'x' });
    await owner.api.delete(`/templates/${created.body.id}`);
    const trail = await stack.repos.audit.listByAccount(owner.accountId, { limit: 10 });
    expect(trail.items.map((e) => e.action).sort()).toEqual([
      'template.created',
      'template.deleted',
      'template.updated',
    ]);
    for (const entry of trail.items) {
      expect(entry.actor).toEqual({ type: 'user', id: owner.userId });
      expect(entry.target).toEqual({ type: 'template', id: created.body.id });
    }
    const afterDelete = await publicClient(stack, owner.apiKey).post('/public/sms/send', {
      to: '0821234567',
      templateId: created.body.id,
    });
    expect(errorCode(afterDelete)).toBe('TEMPLATE_NOT_FOUND');
  });
});
