import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authStore } from '@broker/shared/session';
import { getJson, sendJson } from './client';
import { ApiError, collectFieldErrors, isApiError } from './api-error';
import { fakeBackend, json } from '@broker/shared/test-utils';

const fail = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('should fail'),
    (e: unknown) => e as ApiError,
  );

afterEach(() => authStore.getState().clear());

describe('ApiError', () => {
  it('carries status, _error_code, the parsed body and the catalogue fields', async () => {
    fakeBackend(() =>
      json(
        {
          _error_code: 'OTPWrongCode',
          message: 'Wrong code',
          block_until: 1700000300,
          server_time: 1700000000,
          tries: 3,
        },
        400,
      ),
    );
    const err = await fail(sendJson('api', 'post', 'auth/register/check_phone', { code: '1111' }, z.object({})));
    expect(isApiError(err)).toBe(true);
    expect(err).toMatchObject({ kind: 'http', status: 400, code: 'OTPWrongCode', isNetwork: false, method: 'POST' });
    expect(err.body).toMatchObject({ block_until: 1700000300, server_time: 1700000000, tries: 3 });
    expect(err.detail).toBe('Wrong code');
    expect(err.fieldErrors).toEqual({});
  });

  it('collects Django REST field errors as react-hook-form paths', () => {
    expect(
      collectFieldErrors({
        detail: 'Invalid request',
        iban: ['Wrong IBAN', 'Too short'],
        swift: 'Required',
        cards: [{}, { card_number: ['Bad number'] }],
        address: { city: ['Required'] },
        code: 'not-a-field',
        non_field_errors: ['Mismatch'],
      }),
    ).toEqual({
      iban: ['Wrong IBAN', 'Too short'],
      swift: ['Required'],
      'cards.1.card_number': ['Bad number'],
      'address.city': ['Required'],
      non_field_errors: ['Mismatch'],
    });
    expect(collectFieldErrors({ code: ['Enter 4 digits'] })).toEqual({ code: ['Enter 4 digits'] });
  });

  it('a non-JSON error answer (proxy HTML) keeps the status with an empty body', async () => {
    fakeBackend(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await fail(getJson('api', 'profile/settings', z.object({})));
    expect(err).toMatchObject({ status: 502, code: null, body: null, fieldErrors: {} });
  });

  it('no answer at all is a network error (status 0)', async () => {
    fakeBackend(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await fail(getJson('api', 'profile/settings', z.object({})));
    expect(err).toMatchObject({ kind: 'network', status: 0, isNetwork: true });
  });

  it('a 2xx answer outside the contract is a contract error, logged loudly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeBackend(() => json({ access: 1 }));
    const err = await fail(sendJson('auth', 'post', 'auth/token', {}, z.object({ access: z.string() })));
    expect(err).toMatchObject({ kind: 'contract', status: 200 });
    expect(log).toHaveBeenCalled();
  });

  it('an empty 204 parses as undefined', async () => {
    fakeBackend(() => new Response(null, { status: 204 }));
    await expect(
      sendJson('api', 'delete', 'cabinet/accounts/1/card/4111', undefined, z.undefined()),
    ).resolves.toBeUndefined();
  });

  it('an aborted call rejects with the AbortError itself (react-query cancels this way)', async () => {
    fakeBackend(
      (c) => new Promise((_, reject) => setTimeout(() => reject(new DOMException('aborted', 'AbortError')), 5, c)),
    );
    const ctl = new AbortController();
    const p = getJson('api', 'messages', z.object({}), { signal: ctl.signal });
    ctl.abort();
    const err = await fail(p);
    expect(isApiError(err)).toBe(false);
    expect((err as unknown as Error).name).toBe('AbortError');
  });

  it('refuses absolute links to another origin (the Bearer token stays home)', async () => {
    const api = fakeBackend(() => json({}));
    const err = await fail(getJson('api', 'https://evil.example/steal', z.object({})));
    expect(err).toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(0);
  });
});
