import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderWithApp } from '@broker/shared/test-utils';
import type { Lang } from '@broker/shared/routes';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A screen of this remote with the shell's providers, strict i18n and the `messages` namespace. */
export function renderScreen(ui: ReactElement, opts: { path: string; lang?: Lang }) {
  const lang = opts.lang ?? (opts.path.startsWith('/en') ? 'en' : 'uk');
  return renderWithApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    { lang, path: opts.path, namespaces: { messages: { uk, en } } },
  );
}
