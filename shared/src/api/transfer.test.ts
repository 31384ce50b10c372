import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { configureApi } from './config';
import { uploadFile } from './transfer';
import type { ApiError } from './api-error';

/** Just enough of XMLHttpRequest to drive progress and the answer from the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.getState().clear();
});

describe('uploadFile', () => {
  it('posts the file in field doc with auth headers and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureApi({ authBase: 'http://api.test/sso/', apiBase: 'http://api.test/api/' });
    authStore
      .getState()
      .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });
    const progress = vi.fn();
    const file = new File(['x'.repeat(1000)], 'passport.jpg', { type: 'image/jpeg' });
    const p = uploadFile('profile/upload', file, z.object({ id: z.number() }), {
      onProgress: progress,
      fields: { type: 'photo' },
    });
    await tick();
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('http://api.test/api/profile/upload/');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer A1', 'Src-App': 'client' });
    expect((xhr.body!.get('doc') as File).name).toBe('passport.jpg');
    expect(xhr.body!.get('type')).toBe('photo');
    xhr.upload.onprogress!({ loaded: 250, total: 1000, lengthComputable: true });
    xhr.answer(201, { id: 7 });
    await expect(p).resolves.toEqual({ id: 7 });
    expect(progress.mock.calls.map((c) => c[0].percent)).toEqual([25, 100]);
  });

  it('a failed upload is an ApiError with the server doc errors; 503 still reaches the maintenance page', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen = vi.fn();
    const off = bus.on('app:maintenance', seen);
    const p = uploadFile('profile/upload', new Blob(['x']), z.object({}));
    await tick();
    FakeXhr.last.answer(400, { doc: ['Unacceptable file format'] });
    const err = (await p.catch((e: unknown) => e)) as ApiError;
    expect(err.fieldErrors).toEqual({ doc: ['Unacceptable file format'] });
    const p2 = uploadFile('profile/upload', new Blob(['x']), z.object({}));
    await tick();
    FakeXhr.last.answer(503, { TECH_WORKS_BACKEND_TEXT_EN: 'Works' });
    await p2.catch(() => undefined);
    off();
    expect(seen).toHaveBeenCalledWith({ texts: expect.objectContaining({ TECH_WORKS_BACKEND_TEXT_EN: 'Works' }) });
  });

  it('abort cancels the request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const ctl = new AbortController();
    const p = uploadFile('profile/upload', new Blob(['x']), z.object({}), { signal: ctl.signal });
    await tick();
    ctl.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
  });
});
