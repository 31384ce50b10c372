import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { getJson, sendForm, sendJson } from './client';
import { fetchUserInfo } from '@broker/shared/session';
import { isApiError, type ApiError } from './api-error';
import { fakeBackend, json, USER } from '@broker/shared/test-utils';

const signIn = () =>
  authStore
    .getState()
    .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });

afterEach(() => {
  authStore.getState().clear();
  history.replaceState(null, '', '/');
});

describe('requests', () => {
  it('adds the trailing slash, Bearer, Src-App and parses with the contract', async () => {
    signIn();
    const api = fakeBackend(() => json(USER));
    const user = await fetchUserInfo();
    expect(api.path(api.calls[0]!)).toBe('/api/auth/userinfo/');
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer A1');
    expect(api.calls[0]!.headers.get('Src-App')).toBe('client');
    expect(user.email).toBe('ivan@example.com');
    expect(authStore.getState().user).toMatchObject({ first_name: 'Ivan', last_name: null });
  });

  it('keeps a query after the slash and leaves the auth base without a token', async () => {
    signIn();
    const api = fakeBackend(() => json({ ok: true }));
    await getJson('api', '/messages?unread=true', z.object({ ok: z.boolean() }), {
      searchParams: { limit: 20, offset: undefined },
    });
    await sendJson('auth', 'post', 'auth/token', { email: 'a' }, z.object({ ok: z.boolean() }));
    expect(new URL(api.calls[0]!.url).pathname).toBe('/api/messages/');
    expect(new URL(api.calls[0]!.url).search).toBe('?limit=20');
    expect(api.path(api.calls[1]!)).toBe('/sso/auth/token/');
    expect(api.calls[1]!.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(api.calls[1]!.body)).toEqual({ email: 'a' });
  });

  it('sends form data: repeated arrays, booleans as text, no empty fields', async () => {
    signIn();
    const api = fakeBackend(() => json({}));
    await sendForm(
      'api',
      'auth/register/set_password',
      { a: 'x', list: [1, 2], flag: true, skip: undefined },
      z.object({}),
    );
    const body = api.calls[0]!.body;
    expect(body).toContain('name="list"\r\n\r\n1');
    expect(body).toContain('name="list"\r\n\r\n2');
    expect(body).toContain('name="flag"\r\n\r\ntrue');
    expect(body).not.toContain('name="skip"');
  });
});

describe('401 and 503', () => {
  it('401 on a cabinet page, refresh refused too: logs out (session/unauthorized.test.ts has the whole rule)', async () => {
    signIn();
    history.replaceState(null, '', '/uk/profile');
    const api = fakeBackend(() => json({ detail: 'token expired' }, 401));
    const seen = vi.fn();
    const off = bus.on('auth:logout', seen);
    const err = await fetchUserInfo().catch((e: unknown) => e);
    off();
    expect(isApiError(err) && err.status).toBe(401);
    expect(api.calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/auth/userinfo/', '/sso/auth/token/refresh/']);
    expect(seen).toHaveBeenCalledOnce();
    expect(authStore.getState().tokens).toBeNull();
  });

  it.each([
    '/uk/login',
    '/en/register',
    '/uk/register/final',
    '/uk/register/sharing',
    '/uk/register/sharing/success',
    '/en/document-sign/sharing/success',
  ])('401 on whitelisted %s does not send the user to login (even when the refresh is refused)', async (page) => {
    signIn();
    history.replaceState(null, '', page);
    const api = fakeBackend(() => json({ detail: 'no' }, 401));
    const seen = vi.fn();
    const off = bus.on('auth:logout', seen);
    await fetchUserInfo().catch(() => undefined);
    off();
    expect(seen).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(2); // the call and one refresh attempt; no repeat, no loop
  });

  it('503 on the onboarding base emits app:maintenance with the TECH_WORKS texts', async () => {
    signIn();
    const body = {
      TECH_WORKS_BACKEND_TEXT_UA: 'Роботи',
      TECH_WORKS_BACKEND_TEXT_EN: 'Works',
      TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: 's@x.ua',
    };
    fakeBackend(() => json(body, 503));
    const seen = vi.fn();
    const off = bus.on('app:maintenance', seen);
    const err = (await fetchUserInfo().catch((e: unknown) => e)) as ApiError;
    off();
    expect(err.status).toBe(503);
    expect(seen).toHaveBeenCalledOnce();
    expect(seen.mock.calls[0]![0].texts).toMatchObject(body);
  });

  it('503 on the auth base is an ordinary error (spec: onboarding base only)', async () => {
    fakeBackend(() => json({}, 503));
    const seen = vi.fn();
    const off = bus.on('app:maintenance', seen);
    await sendJson('auth', 'post', 'auth/token', {}, z.object({})).catch(() => undefined);
    off();
    expect(seen).not.toHaveBeenCalled();
  });
});
