import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { resolveAreas, setAreas } from '@broker/shared/routes';
import uk from '../locales/uk.json';
import en from '../locales/en.json';
import { CabinetMenu } from './cabinet-menu';

afterEach(() => setAreas(resolveAreas({}).areas));

function show(lang: 'uk' | 'en') {
  renderWithApp(<CabinetMenu hidden={false} onNavigate={() => undefined} onExit={() => undefined} />, {
    lang,
    path: `/${lang}/profile`,
    namespaces: { shell: { uk, en } },
  });
  return within(screen.getByTestId('cabinet-menu'));
}

describe('menu entries of cabinet areas (a remote added after the shell was built)', () => {
  it("the spec's sections only, while the areas in force declare no menu entry", () => {
    const menu = show('en');
    expect(menu.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/en/profile',
      '/en/accounts',
      '/en/documents/all',
      '/en/trade-limits',
      '/en/messages',
    ]);
  });

  it.each([
    ['uk', 'Фонди', '/uk/funds'],
    ['en', 'Funds', '/en/funds'],
  ] as const)(
    'an area from the registry with a menu: after the sections, its title in %s, linking to its prefix',
    (lang, title, href) => {
      setAreas(
        resolveAreas({
          'mfe-funds': { prefix: 'funds', cabinet: true, menu: { uk: 'Фонди', en: 'Funds' } },
          'mfe-public': { prefix: 'news', cabinet: false },
        }).areas,
      );
      const menu = show(lang);
      const links = menu.getAllByRole('link');
      expect(links).toHaveLength(6);
      expect(links[5]).toHaveTextContent(title);
      expect(links[5]).toHaveAttribute('href', href);
      expect(links[5]).toHaveAttribute('data-testid', 'menu-area-mfe-funds');
    },
  );
});
