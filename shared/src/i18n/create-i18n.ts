import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '@broker/shared/routes';
import ukCommon from './locales/uk/common.json';
import enCommon from './locales/en/common.json';
import ukValidations from './locales/uk/validations.json';
import enValidations from './locales/en/validations.json';

export type NamespaceResources = Record<Lang, Record<string, unknown>>;

let instance: I18n | null = null;
const missing: string[] = [];

/**
 * Created once, by the shell (or by a remote's standalone dev bootstrap). `shared` is an MF singleton,
 * so remotes reach this same instance through `getI18n()` and react-i18next's context.
 */
export function createI18n(opts: { lng: Lang; strictMissing?: boolean }): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: opts.lng,
    supportedLngs: [...LANGS],
    fallbackLng: false, // a missing uk/en key must show up in tests, not hide behind the other language
    ns: ['common', 'validations'],
    defaultNS: 'common',
    resources: {
      uk: { common: ukCommon, validations: ukValidations },
      en: { common: enCommon, validations: enValidations },
    } satisfies Resource,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      const id = `${lngs.join(',')}:${ns}:${key}`;
      missing.push(id);
      // console.error is what the browser tests fail on; strict mode (unit tests) throws at once
      console.error(`[i18n] missing key ${id}`);
      if (opts.strictMissing) throw new Error(`[i18n] missing key ${id}`);
    },
  });
  instance = i18n;
  return i18n;
}

export function getI18n(): I18n {
  if (!instance) throw new Error('i18n is not created yet: the shell creates it before rendering');
  return instance;
}

/** Keys looked up but not found since start (diagnostics and tests). */
export function missingKeys(): readonly string[] {
  return missing;
}

/** A remote adds its own namespace when it mounts; adding twice is harmless (deep merge). */
export function addNamespace(ns: string, resources: NamespaceResources): void {
  const i18n = getI18n();
  for (const lng of LANGS) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources[lng], true, true);
  }
}

export { DEFAULT_LANG };
