import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { defineRemoteApp, findAreaPage } from './index';

const Page = (id: string) => () => <p data-testid={id}>{id}</p>;
const pages = {
  home: { path: '', screen: Page('home') },
  archive: { path: 'archive', screen: Page('archive') },
  item: { path: 'archive/:id', screen: Page('item') },
};

describe('area pages: the URL below the prefix → the page', () => {
  it.each([
    ['', 'home'],
    ['archive', 'archive'],
    ['archive/', 'archive'],
    ['archive/42', 'item'],
    ['nothing', null],
    ['archive/42/more', null],
  ])('"%s" → %s', (rest, name) => {
    expect(findAreaPage(pages, rest)?.name ?? null).toBe(name);
  });
});

describe('defineRemoteApp', () => {
  const App = defineRemoteApp({
    remote: 'mfe-test',
    resources: { uk: {}, en: {} },
    screens: {},
    pages,
  });
  const notFound = <p data-testid="not-found">not found</p>;

  it('renders the area page the URL names', () => {
    renderWithApp(<App notFound={notFound} />, { path: '/uk/tests/archive/7', routePattern: '/:lang/tests/*' });
    expect(screen.getByTestId('item')).toBeInTheDocument();
  });

  it("renders the shell's not-found page for a page it does not have, never throws", () => {
    renderWithApp(<App notFound={notFound} />, { path: '/uk/tests/removed', routePattern: '/:lang/tests/*' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('carries the paths of its pages, patterns as written (what its build records: areaPages)', () => {
    expect(App.areaPages).toEqual(['', 'archive', 'archive/:id']);
  });

  it('a remote without pages shows not-found in its area', () => {
    const Bare = defineRemoteApp({ remote: 'mfe-bare', resources: { uk: {}, en: {} }, screens: {} });
    expect(Bare.areaPages).toEqual([]);
    renderWithApp(<Bare notFound={notFound} />, { path: '/uk/bare', routePattern: '/:lang/bare/*' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});
