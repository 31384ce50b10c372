import type { UserInfo } from '@broker/shared/contracts';

/**
 * THE manifest: one record per route of both specs (onboarding §2, cabinet §2) and one per remote the
 * shell is built with. Every list is derived from it — ROUTES, ROUTE_OWNER, the 401 whitelist, the
 * cabinet's children (route-table.ts), DEFAULT_AREAS (areas.ts), the cabinet menu, the redirect rule's
 * public routes, the server-rendered pages and each remote's i18n namespace — so a page or a remote is
 * written down once. A remote's name appears outside its own folder only here (scripts/manifest.test.ts).
 *
 * Only what the browser needs: a remote's build facts (its folder, dev port, the area of one added
 * later) stay in its own package.json `broker` field, read on the Node side (scripts/lib/remotes.mjs).
 */

export type Layout = 'public' | 'cabinet';
type Counter = { [K in keyof UserInfo]: UserInfo[K] extends number ? K : never }[keyof UserInfo];

export interface RouteRecord {
  /** below `/{lang}`: the spec's URLs are the same in every language, the language is the prefix */
  path: string;
  /** a remote's registry key, or the shell */
  owner: string;
  /** the cabinet layout (menu, signed-in clients) or the public one */
  layout: Layout;
  /** a visitor without a session may stay on it (onboarding §6; the redirect rule) */
  public?: true;
  /** a 401 here does not end the session (onboarding §8) */
  whitelist401?: true;
  /** a cabinet menu entry (cabinet §2, in this order): its `common:` label and the user-info counters marking it unread */
  menu?: { label: string; unread?: readonly Counter[] };
  /**
   * server-rendered (docs/server-render.md): variant → the query it is prerendered with. A request is
   * served a variant when its query has exactly that variant's keys, each with a value; any other query
   * is rendered by the client (the server's HTML must be what the client's first render gives).
   */
  ssr?: Readonly<Record<string, string>>;
}

export interface RemoteRecord {
  /** its i18n namespace (`defineRemoteApp`, its tests, its prerendered pages) */
  namespace: string;
  /** its area by default (docs/routing.md): the registry's declaration wins */
  area: { prefix: string; cabinet: boolean };
}

export const REMOTES = {
  'mfe-onboarding': { namespace: 'onboarding', area: { prefix: 'register', cabinet: false } },
  'mfe-signing': { namespace: 'signing', area: { prefix: 'document-sign', cabinet: false } },
  'mfe-cabinet-accounts': { namespace: 'accounts', area: { prefix: 'accounts', cabinet: true } },
  'mfe-cabinet-documents': { namespace: 'documents', area: { prefix: 'documents', cabinet: true } },
  'mfe-cabinet-messages': { namespace: 'messages', area: { prefix: 'messages', cabinet: true } },
} as const satisfies Record<string, RemoteRecord>;

const onboarding = { owner: 'mfe-onboarding', layout: 'public' } as const;
const signing = { owner: 'mfe-signing', layout: 'public' } as const;
const open = { public: true, whitelist401: true } as const;
const accounts = { owner: 'mfe-cabinet-accounts', layout: 'cabinet' } as const;
const documents = { owner: 'mfe-cabinet-documents', layout: 'cabinet' } as const;

export const ROUTE_RECORDS = {
  // `?resetPassword` opens the reset modal at once; with an `email` too the modal starts filled: client
  login: { path: 'login', ...onboarding, ...open, ssr: { '': '', reset: '?resetPassword=1' } },
  // every register query (phone, email, is_resident, …) starts the sequence elsewhere: client
  register: { path: 'register', ...onboarding, ...open, ssr: { '': '' } },
  'register-check-data': { path: 'register/check', ...onboarding },
  'register-form': { path: 'register/form', ...onboarding },
  'register-final-page': { path: 'register/final', ...onboarding, ...open },
  'diya-qr-code': { path: 'register/sharing', ...onboarding, ...open },
  'diya-qr-success': { path: 'register/sharing/success', ...onboarding, ...open },
  'document-sign': { path: 'document-sign', ...signing },
  'diya-qr-code-sign': { path: 'document-sign/sharing', ...signing },
  'diya-qr-sign-success': { path: 'document-sign/sharing/success', ...signing, ...open },
  'form-status': { path: 'form-status', ...onboarding },
  // the e-mailed link (public, not whitelisted): "checking the link" until the API answers, on both sides
  'password-change': { path: 'password-change', ...onboarding, public: true, ssr: { '': '?uid=uid&token=token' } },
  // the maintenance page: a visitor who met a 503 while registering stays there
  'server-error-placeholder': { path: 'server_is_not_available', owner: 'shell', layout: 'public', public: true },
  // the cabinet layout itself (its index goes to the profile)
  'private-cabinet': { path: '', owner: 'shell', layout: 'cabinet' },
  profile: { path: 'profile', ...accounts, menu: { label: 'menu.profile' } },
  accounts: { path: 'accounts', ...accounts, menu: { label: 'menu.accounts' } },
  // unsigned documents need the client's attention as much as unread ones (both are user-info counters)
  'documents-all': {
    path: 'documents/all',
    ...documents,
    menu: { label: 'menu.documents', unread: ['unread_docs', 'unread_unsigned_docs'] },
  },
  'documents-for-sign': { path: 'documents/waiting-for-sign', ...documents },
  'trade-limits': { path: 'trade-limits', ...documents, menu: { label: 'menu.tradeLimits' } },
  messages: {
    path: 'messages',
    owner: 'mfe-cabinet-messages',
    layout: 'cabinet',
    menu: { label: 'menu.messages', unread: ['unread_messages'] },
  },
  /** the spec's unnamed file drop-zone demo (onboarding §2 route table) */
  'test-page': { path: 'test-page', ...onboarding },
} as const satisfies Record<string, RouteRecord & { owner: keyof typeof REMOTES | 'shell' }>;
