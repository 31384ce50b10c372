import type { Lang } from '@broker/shared/routes';
import type { RegisterDatasource } from '@broker/shared/contracts';

/**
 * Where an unfinished registration stands (onboarding §4 "Registration sequence"):
 * choice → contacts → emailCode → phoneCode (when SMS is available) → datasource (residents) →
 * sharing (the sharing app chosen: the QR page /{lang}/register/sharing, until it returns a share) →
 * password. `duplicate` is the partial-duplicate screen. Kept in sessionStorage so leaving the page and
 * coming back (reload, the language switch, the browser's back button, the QR page) resumes at the same step.
 */
export type Stage =
  'choice' | 'contacts' | 'emailCode' | 'phoneCode' | 'datasource' | 'sharing' | 'password' | 'duplicate';

export interface PendingCode {
  otp_id: string | null;
  /** epoch ms when the code dies (resume shows the time really left) */
  expiresAt: number;
  tries: number;
  to: string | null;
}

export interface Progress {
  stage: Stage;
  isResident: boolean | null;
  phone: string;
  email: string;
  interfaceLanguage: Lang;
  smsAvailable: boolean;
  datasource: RegisterDatasource | null;
  /** the QR page came back with a share (register?…&register_datasource=SHARING&set_password): on to the password */
  shared: boolean;
  /** query flags passed through to auth/register/ */
  setPassword: boolean;
  /** the code sent for the current code stage, so a reload does not send (and invalidate) another */
  code: PendingCode | null;
}

export function initialProgress(lang: Lang): Progress {
  return {
    stage: 'choice',
    isResident: null,
    phone: '',
    email: '',
    interfaceLanguage: lang,
    smsAvailable: false,
    datasource: null,
    shared: false,
    setPassword: false,
    code: null,
  };
}

/** After the email code: the phone code when SMS is available, else the phone counts as confirmed. */
export function afterEmailConfirmed(p: Progress): Progress {
  return p.smsAvailable ? { ...p, stage: 'phoneCode', code: null } : afterPhoneConfirmed(p);
}

/**
 * After the phone: residents choose the data source (unless the query chose it); the sharing app is
 * shared through its QR page before the password (unless that already happened); then the password.
 */
export function afterPhoneConfirmed(p: Progress): Progress {
  return { ...p, stage: afterContacts(p), code: null };
}

function afterContacts(p: Progress): Stage {
  if (p.isResident && !p.datasource) return 'datasource';
  if (p.isResident && p.datasource === 'SHARING' && !p.shared) return 'sharing';
  return 'password';
}

/** The resident's choice (§2 data-source modal): the sharing app's QR page first, else the password. */
export function afterDatasource(p: Progress, source: RegisterDatasource): Progress {
  return { ...p, datasource: source, stage: source === 'SHARING' && !p.shared ? 'sharing' : 'password' };
}

/** The QR page's query: the registrant's contacts, so the share continues this registration (§2 diya-qr-code params). */
export function sharingQuery(p: Pick<Progress, 'phone' | 'email'>): { phone: string; email: string } {
  return { phone: p.phone, email: p.email };
}

/** Where the finished registration goes (§4): SHARING → register-check-data, otherwise register-form. */
export function targetAfterPassword(p: Pick<Progress, 'datasource'>): 'register-check-data' | 'register-form' {
  return p.datasource === 'SHARING' ? 'register-check-data' : 'register-form';
}

/** The query of /{lang}/register (§2): phone, email, is_resident, interface_language, register_datasource, set_password. */
export interface RegisterQuery {
  phone?: string;
  email?: string;
  isResident?: boolean;
  interfaceLanguage?: Lang;
  datasource?: RegisterDatasource;
  setPassword?: boolean;
}

const truthy = (v: string | null) => v !== null && ['', 'true', '1', 'True'].includes(v);

export function parseRegisterQuery(params: URLSearchParams): RegisterQuery {
  const q: RegisterQuery = {};
  const phone = params.get('phone');
  const email = params.get('email');
  const resident = params.get('is_resident');
  const lang = params.get('interface_language');
  const ds = params.get('register_datasource');
  if (phone) q.phone = phone.replace(/^ /, '+').trim(); // an unencoded "+" in a query arrives as a space
  if (email) q.email = email.trim();
  if (resident !== null) q.isResident = truthy(resident);
  if (lang === 'uk' || lang === 'en') q.interfaceLanguage = lang;
  if (ds === 'SHARING' || ds === 'BANKID') q.datasource = ds;
  if (params.has('set_password')) q.setPassword = truthy(params.get('set_password'));
  return q;
}

/**
 * The progress to start from: the stored one when the query does not contradict it (a link with
 * other contacts starts over), else a fresh one seeded from the query.
 */
export function resumeOrStart(stored: Progress | null, q: RegisterQuery, lang: Lang): Progress {
  const contradicts =
    stored !== null &&
    ((q.phone !== undefined && q.phone !== stored.phone) ||
      (q.email !== undefined && q.email.toLowerCase() !== stored.email.toLowerCase()) ||
      (q.isResident !== undefined && q.isResident !== stored.isResident));
  // the QR page's way back after a share (register_datasource=SHARING and set_password)
  const shared = q.datasource === 'SHARING' && q.setPassword === true;
  if (stored && !contradicts) {
    if (!shared || stored.shared) return stored;
    const next = { ...stored, datasource: 'SHARING' as const, shared: true };
    return stored.stage === 'sharing' ? { ...next, stage: 'password' } : next;
  }
  const fresh = initialProgress(q.interfaceLanguage ?? lang);
  return {
    ...fresh,
    phone: q.phone ?? '',
    email: q.email ?? '',
    isResident: q.isResident ?? null,
    datasource: q.datasource ?? null,
    shared,
    setPassword: q.setPassword ?? false,
    stage: q.isResident === undefined ? 'choice' : 'contacts',
  };
}
