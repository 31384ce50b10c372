// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readPageDeclarations } from './area-pages';

// inside the workspace, so the fixture resolves `@broker/shared` and react like a remote does
const tmp = new URL('../../../.tmp/', import.meta.url).pathname;
mkdirSync(tmp, { recursive: true });
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fixtureRemote(app: string): string {
  const dir = mkdtempSync(join(tmp, 'mfe-area-pages-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'src/expose'), { recursive: true });
  writeFileSync(join(dir, 'src/expose/app.tsx'), app);
  return dir;
}

describe("a remote's area pages, read from its module in Node", () => {
  it('the paths of defineRemoteApp({ pages }), patterns kept as written', () => {
    const dir = fixtureRemote(`import { defineRemoteApp } from '@broker/shared/remote-app';
import './styles.css';
const Screen = () => <p>x</p>;
console.log('a module may log while it loads');
export default defineRemoteApp({
  remote: 'mfe-area-pages',
  resources: { uk: {}, en: {} },
  screens: {},
  pages: { home: { path: '', screen: Screen }, archive: { path: 'archive', screen: Screen }, item: { path: 'archive/:id', screen: Screen } },
});
`);
    expect(readPageDeclarations(dir).areaPages).toEqual(['', 'archive', 'archive/:id']);
  }, 60_000);

  it("the GETs its screens make first (earlyGets), read in the same run; another host's URL is refused", () => {
    const app = (early: string) => `import { defineRemoteApp } from '@broker/shared/remote-app';
const Screen = () => <p>x</p>;
export default defineRemoteApp({
  remote: 'mfe-cabinet-accounts',
  resources: { uk: {}, en: {} },
  screens: { profile: Screen, accounts: Screen },
  earlyGets: ${early},
});
`;
    expect(readPageDeclarations(fixtureRemote(app(`{ profile: ['cabinet/person_data/'] }`)))).toEqual({
      areaPages: [],
      earlyGets: { profile: ['cabinet/person_data/'] },
    });
    for (const foreign of ['https://evil.test/x/', '//evil.test/x/', 'cabinet/person_data/?all=1'])
      expect(readPageDeclarations(fixtureRemote(app(`{ profile: ['${foreign}'] }`)))).toEqual({ areaPages: [] });
  }, 120_000);

  it('none declared: an empty list (every path of the area is known to be no page)', () => {
    const dir = fixtureRemote(`import { defineRemoteApp } from '@broker/shared/remote-app';
export default defineRemoteApp({ remote: 'mfe-area-pages', resources: { uk: {}, en: {} }, screens: {} });
`);
    expect(readPageDeclarations(dir).areaPages).toEqual([]);
  }, 60_000);

  it('an app not made by defineRemoteApp, or one that cannot run in Node: no list (a warning for the latter)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      readPageDeclarations(fixtureRemote(`export default function App() { return null; }\n`)).areaPages,
    ).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(
      readPageDeclarations(fixtureRemote(`throw new Error('needs a browser');\nexport default 1;\n`)).areaPages,
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/area pages could not be read \(.*needs a browser/));
  }, 60_000);
});
