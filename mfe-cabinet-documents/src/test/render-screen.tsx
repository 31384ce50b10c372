import type { ReactElement } from 'react';
import { renderWithApp } from '@broker/shared/test-utils';
import type { Lang } from '@broker/shared/routes';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

/** A piece of this remote with the shell's providers, strict i18n and the `documents` namespace. */
export function renderDocs(ui: ReactElement, opts: { lang?: Lang; path?: string } = {}) {
  const lang = opts.lang ?? 'uk';
  return renderWithApp(ui, { lang, path: opts.path ?? `/${lang}/documents/all/`, namespaces: { documents: { uk, en } } });
}
