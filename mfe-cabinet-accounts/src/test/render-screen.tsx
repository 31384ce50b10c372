import type { ReactElement } from 'react';
import { renderWithApp } from '@broker/shared/test-utils';
import type { Lang } from '@broker/shared/routes';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

/** A piece of this remote with the shell's providers, strict i18n and the `accounts` namespace. */
export function renderAccounts(ui: ReactElement, opts: { lang?: Lang } = {}) {
  const lang = opts.lang ?? 'en';
  return renderWithApp(ui, { lang, path: `/${lang}/profile`, namespaces: { accounts: { uk, en } } });
}
