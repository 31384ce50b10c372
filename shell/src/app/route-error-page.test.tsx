import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, createI18n } from '@broker/shared/i18n';
import uk from '../locales/uk.json';
import en from '../locales/en.json';
import { RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('render failed');
}

/** The router's own error page must never show: every route error is the shell's translated page. */
function renderAt(path: string, lang: 'uk' | 'en') {
  const i18n = createI18n({ lng: lang, strictMissing: true });
  addNamespace('shell', { uk, en });
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/:lang/boom', element: <Boom /> },
          { path: '/:lang/ok', element: <p>ok</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("route errors show the shell's own page", () => {
  const cases: Array<[string, 'uk' | 'en', string, string]> = [
    ['//evil.example', 'uk', 'not-found', 'Сторінку не знайдено'],
    ['//evil.example', 'en', 'not-found', 'Page not found'],
    ['/uk/boom', 'uk', 'route-error', 'Щось пішло не так'],
    ['/en/boom', 'en', 'route-error', 'Something went wrong'],
  ];
  it.each(cases)('%s in %s → %s', async (path, lang, testId, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt(path, lang);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.body.textContent).not.toMatch(/Unexpected Application Error|Hey developer/);
    // a way back: the not-found page links to the profile, the error page has a button
    expect(
      screen.queryByRole('link', { name: /профілю|profile/i }) ??
        screen.queryByRole('button', { name: /початкову|start page/i }),
    ).not.toBeNull();
  });
});
