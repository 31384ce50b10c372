import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, getJson, sendForm, sendJson, uploadFile } from '@broker/shared/api';
import { failure, fakeBackend, held, json, offline, sequence } from './fake-backend';

const ok = z.object({ ok: z.boolean() });

describe('fakeBackend route tables', () => {
  it('answers by method and pathname (query ignored), a plain value as 200 JSON, each call anew', async () => {
    const api = fakeBackend({ 'GET /api/x/': { ok: true }, 'POST /api/x/': json({ ok: false }, 201) });
    expect(await getJson('api', 'x', ok, { searchParams: { a: 1 } })).toEqual({ ok: true });
    expect(await getJson('api', 'x', ok)).toEqual({ ok: true });
    expect(await sendJson('api', 'post', 'x', { n: 1 }, ok)).toEqual({ ok: false });
    expect(await sendJson('api', 'post', 'x', { n: 2 }, ok)).toEqual({ ok: false }); // a Response is copied
    expect(api.to('POST /api/x/').map((c) => c.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(api.to('GET /api/x/')).toHaveLength(2);
  });

  it('gives a handler the :params, the query and the body read; form data as an object', async () => {
    const seen: unknown[] = [];
    const api = fakeBackend({
      'PUT /api/items/:id/': (call) => {
        seen.push([call.params, call.query.get('q'), call.data]);
        return { ok: true };
      },
      'POST /sso/form/': { ok: true },
    });
    await sendJson('api', 'put', 'items/7?q=z', { a: 1 }, ok);
    await sendForm('auth', 'form', { list: [1, 2], one: 'x' }, ok);
    expect(seen).toEqual([[{ id: '7' }, 'z', { a: 1 }]]);
    expect(api.to('POST /sso/form/')[0]!.data).toEqual({ list: ['1', '2'], one: 'x' });
  });

  it('a missing route is a 404 naming the call; a route outside the contract fails the zod parse', async () => {
    fakeBackend({ 'GET /api/bad/': { ok: 'yes' } });
    const missing = await getJson('api', 'nope', ok).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, body: { detail: 'fakeBackend: no route for GET /api/nope/' } });
    const origError = console.error;
    console.error = () => undefined;
    const bad = await getJson('api', 'bad', ok).catch((e: unknown) => e);
    console.error = origError;
    expect((bad as ApiError).kind).toBe('contract');
  });

  it('failure, offline, sequence, on() and held() answer errors, no connection, turns and late answers', async () => {
    const gate = held({ ok: true });
    const api = fakeBackend({
      'GET /api/e/': failure(400, { detail: 'no', field: ['bad'] }),
      'GET /api/down/': offline,
      'GET /api/turns/': sequence(failure(500), { ok: true }),
      'GET /api/wait/': gate.route,
    });
    expect(await getJson('api', 'e', ok).catch((e: unknown) => e)).toMatchObject({ kind: 'http', status: 400 });
    expect(await getJson('api', 'down', ok).catch((e: unknown) => e)).toMatchObject({ kind: 'network' });
    expect(await getJson('api', 'turns', ok).catch((e: unknown) => e)).toMatchObject({ status: 500 });
    expect(await getJson('api', 'turns', ok)).toEqual({ ok: true });
    expect(await getJson('api', 'turns', ok)).toEqual({ ok: true });
    api.on('GET /api/e/', { ok: false });
    expect(await getJson('api', 'e', ok)).toEqual({ ok: false });
    let done = false;
    const waiting = getJson('api', 'wait', ok).then((v) => ((done = true), v));
    await new Promise((r) => setTimeout(r, 10));
    expect([done, gate.waiting]).toEqual([false, 1]);
    gate.release();
    expect(await waiting).toEqual({ ok: true });
  });
});

describe('fakeBackend uploads', () => {
  it('an uploadFile (XMLHttpRequest) goes through the same routes: the file in its form, progress, errors', async () => {
    const api = fakeBackend({
      'POST /api/profile/upload/': (call) => ({ ok: (call.data as { doc: File }).doc.name === 'a.png' }),
      'PUT /api/profile/upload/': failure(400, { doc: ['bad'] }),
    });
    const progress: number[] = [];
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    expect(await uploadFile('profile/upload/', file, ok, { onProgress: (p) => progress.push(p.percent) })).toEqual({
      ok: true,
    });
    expect(progress.at(-1)).toBe(100);
    expect(api.to('POST /api/profile/upload/')).toHaveLength(1);
    const refused = await uploadFile('profile/upload/', file, ok, { method: 'PUT' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'http', status: 400 });
  });
});
