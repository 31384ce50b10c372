import type { ReactElement } from 'react';
import { authStore, type UserInfo } from '@broker/shared/session';
import { fakeBackend, json, makeUser, renderRemoteScreen, type SeenCall } from '@broker/shared/test-utils';
import type { Lang } from '@broker/shared/routes';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

/** A screen of this remote with the shell's providers, strict i18n and its namespace (the manifest's). */
export function renderScreen(ui: ReactElement, opts: { path: string; lang?: Lang }) {
  return renderRemoteScreen(ui, { ...opts, remote: 'mfe-signing', resources: { uk, en } });
}

/** Signed in as this user (stored, as the shell leaves it after start-up). */
export function signIn(patch: Partial<UserInfo>): UserInfo {
  const user = makeUser(patch);
  authStore
    .getState()
    .setTokens({ access: 'a', refresh: 'r', scope: ['onboarding'], accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000 });
  authStore.getState().setUser(user);
  return user;
}

type Handler = (call: SeenCall, body: unknown) => Response | Promise<Response>;

function parse(body: string): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return body; // form data
  }
}

/**
 * A fake onboarding base: `routes` maps "METHOD path" (path after /api/) to a handler or a fixed
 * JSON body; anything else answers 404. Every call is recorded.
 */
export function backend(routes: Record<string, Handler | object> = {}) {
  return fakeBackend(async (call) => {
    const path = new URL(call.url).pathname.replace(/^\/api\//, '');
    const route = routes[`${call.method} ${path}`];
    // the screens load the user on entry: the stored one, unless the test says otherwise
    if (route === undefined && call.method === 'GET' && path === 'auth/userinfo/')
      return json(authStore.getState().user);
    if (route === undefined) return json({ detail: 'Not found.' }, 404);
    if (typeof route === 'function') return (route as Handler)(call, parse(call.body));
    return json(route);
  });
}

export const DOCS = [
  {
    uuid: 'd1',
    name: 'contract',
    title: { uk: 'Договір', en: 'Contract' },
    signed: false,
    link: 'http://api.test/api/profile/sign_doc/d1/',
  },
  {
    uuid: 'd2',
    name: 'questionnaire',
    title: { uk: 'Анкета', en: 'Questionnaire' },
    signed: false,
    link: 'http://api.test/api/profile/sign_doc/d2/',
  },
];
export const QR = { type: 'qr', img: 'iVBORw0KGgo=', dynamic_deeplink: 'https://diia.sandbox.test/sign/1' } as const;
export const OTP = { otp_id: 'otp-1', seconds_left: 900, tries: 3, success: true, phone: '+380*****0007', email: null };
export { json };
