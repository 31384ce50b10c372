import { afterEach, describe, expect, it } from 'vitest';
import { resolveAreas, setAreas } from '@broker/shared/routes';
import { here } from './session-navigation';

afterEach(() => {
  setAreas(resolveAreas({}).areas);
  history.replaceState({}, '', '/');
});

describe('where the redirect rule sees the user', () => {
  it.each([
    ['/en/documents/all', 'en', 'documents-all'],
    // a page of a cabinet area counts as the cabinet: the rule treats it like the cabinet's spec routes
    ['/uk/documents/archive', 'uk', 'private-cabinet'],
    ['/uk/messages/42', 'uk', 'private-cabinet'],
    // a public area's page, or no page at all, is outside the route table: left alone
    ['/uk/register/extra', 'uk', null],
    ['/uk/nowhere', 'uk', null],
  ])('%s → %s %s', (path, lang, route) => {
    history.replaceState({}, '', path);
    expect(here()).toEqual({ lang, route });
  });

  it('follows the areas in force (a remote added from the registry)', () => {
    history.replaceState({}, '', '/en/funds/report');
    expect(here().route).toBeNull();
    setAreas(resolveAreas({ 'mfe-funds': { prefix: 'funds', cabinet: true } }).areas);
    expect(here().route).toBe('private-cabinet');
  });
});
