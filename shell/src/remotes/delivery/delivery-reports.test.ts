import { afterEach, describe, expect, it, vi } from 'vitest';
import { attribute, reportVisit, startDeliveryReports } from './delivery-reports';
import { setOverride } from './overrides';
import { report } from './reporter';

const sent: Array<Record<string, unknown>> = [];
vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
  sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
  return Promise.resolve(new Response(null, { status: 204 }));
});
vi.spyOn(console, 'warn').mockImplementation(() => undefined);
startDeliveryReports('https://cdn.example/__delivery');
afterEach(() => {
  sent.length = 0;
  setOverride('mfe-signing', null);
});

const MANIFEST = 'https://cdn.example/mfe-signing/1.0.0-b/mf-manifest.json';

describe('delivery reports', () => {
  it('one visit report per remote per page visit: the version given and the one shown', () => {
    reportVisit('mfe-signing', '1.0.0-c', MANIFEST, '1.0.0-b');
    reportVisit('mfe-signing', '1.0.0-c', MANIFEST, '1.0.0-b'); // a second view of it
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'visit',
        remote: 'mfe-signing',
        version: '1.0.0-c',
        shownVersion: '1.0.0-b',
        overridden: false,
      }),
    ]);
  });

  it('attributes an error to the version whose files are in its stack', () => {
    reportVisit('mfe-signing', '1.0.0-b', MANIFEST, '1.0.0-b');
    expect(
      attribute('TypeError: x\n    at onClick (https://cdn.example/mfe-signing/1.0.0-b/static/js/async/12.js:1:200)'),
    ).toEqual({ remote: 'mfe-signing', version: '1.0.0-b' });
    expect(attribute('TypeError: x\n    at https://shell.example/static/js/index.js:1:2')).toBeUndefined();
  });

  it('uncaught errors from a remote are reported tagged by version; the shell’s own are not', () => {
    reportVisit('mfe-signing', '1.0.0-b', MANIFEST, '1.0.0-b');
    sent.length = 0;
    const remoteError = new Error('boom');
    remoteError.stack = `Error: boom\n    at h (https://cdn.example/mfe-signing/1.0.0-b/static/js/app.js:1:1)`;
    dispatchEvent(new ErrorEvent('error', { error: remoteError }));
    dispatchEvent(new ErrorEvent('error', { error: new Error('shell bug') }));
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'remote-error', remote: 'mfe-signing', version: '1.0.0-b', message: 'boom' }),
    ]);
  });

  it('failures go to the controller too; every report of an overridden browser is marked', () => {
    setOverride('mfe-signing', '1.0.0-c');
    report({ kind: 'remote-load', remote: 'mfe-signing', version: '1.0.0-c', message: 'HTTP 500' });
    report({ kind: 'registry', message: 'down' }); // not about a version: not the controller's
    expect(sent).toEqual([expect.objectContaining({ kind: 'remote-load', version: '1.0.0-c', overridden: true })]);
  });
});
