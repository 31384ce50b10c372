import type { ReactElement } from 'react';
import { renderRemoteScreen } from '@broker/shared/test-utils';
import type { Lang } from '@broker/shared/routes';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

/** A screen of this remote with the shell's providers, strict i18n and its namespace (the manifest's). */
export function renderScreen(ui: ReactElement, opts: { path: string; lang?: Lang }) {
  return renderRemoteScreen(ui, { ...opts, remote: 'mfe-cabinet-messages', resources: { uk, en } });
}
