import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PathOwner } from '@broker/shared/routes';
import { remoteToLoad } from '../remotes/loading/area-page';

const loadRemoteModule = vi.fn(() => Promise.resolve({}));
/** the page's registry: which versions of each remote record their area pages */
let registry: Parameters<typeof remoteToLoad>[1] = null;
vi.mock('../remotes/loading/remote-loader', () => ({
  loadRemoteModule,
  remoteToLoadNow: (path: PathOwner) => remoteToLoad(path, registry),
}));
const { loadRouteRemoteEarly } = await import('./early-remote');

describe('the route’s remote starts loading before the session is known', () => {
  beforeEach(() => loadRemoteModule.mockClear());

  it.each([
    // path, signed in, remote loaded early (null: none)
    ['/uk/login', false, 'mfe-onboarding'],
    ['/uk/register', false, 'mfe-onboarding'],
    ['/uk/profile', true, 'mfe-cabinet-accounts'],
    ['/en/messages', true, 'mfe-cabinet-messages'],
    // without a session the redirect rule sends a cabinet page to login: its remote is not worth loading
    ['/uk/profile', false, null],
    ['/uk/', true, null], // the cabinet's index is the shell's
    ['/uk/nowhere', true, null],
    // an area page: its owner; a cabinet area's page without a session goes to login (not loaded)
    ['/uk/documents/archive', true, 'mfe-cabinet-documents'],
    ['/uk/documents/archive', false, null],
    ['/uk/register/extra', false, 'mfe-onboarding'],
  ])('%s (signed in: %s) → %s', (path, signedIn, remote) => {
    expect(loadRouteRemoteEarly(path, signedIn)).toBe(remote);
    expect(loadRemoteModule.mock.calls).toEqual(remote ? [[remote]] : []);
  });

  it.each([
    ['/uk/documents', null],
    ['/uk/documents/nonsense', null],
    ['/uk/documents/archive/7', 'mfe-cabinet-documents'],
    ['/uk/documents/all', 'mfe-cabinet-documents'], // a spec route of the area's owner
  ])('%s, every loadable version listing its pages (archive/:id): %s', (path, remote) => {
    const versions = [
      { version: 'b', areaPages: ['archive/:id'] },
      { version: 'a', areaPages: [] },
    ];
    registry = { remotes: { 'mfe-cabinet-documents': { live: 'b', history: versions } } };
    try {
      expect(loadRouteRemoteEarly(path, true)).toBe(remote);
      expect(loadRemoteModule.mock.calls).toEqual(remote ? [[remote]] : []);
    } finally {
      registry = null;
    }
  });

  it('a failed early load is left to the slot (no unhandled rejection)', async () => {
    loadRemoteModule.mockImplementationOnce(() => Promise.reject(new Error('down')));
    expect(loadRouteRemoteEarly('/uk/login', false)).toBe('mfe-onboarding');
    await new Promise((r) => setTimeout(r, 0));
  });
});
