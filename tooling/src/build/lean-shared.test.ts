// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAN_LIBRARIES, leanUsage, workspaceSourceDirs, writeFacades } from './lean-shared';
import { sharedSingletons } from './shared-singletons';

const shellDir = fileURLToPath(new URL('../../../shell/', import.meta.url));
const messagesDir = fileURLToPath(new URL('../../../mfe-cabinet-messages/', import.meta.url));

describe('lean shared libraries: facades of what the workspace imports', () => {
  // also the guard: an `import * as`, `export *` or `import('lib')` of a lean library anywhere throws here
  const usage = leanUsage(workspaceSourceDirs());

  it('scans the shell, shared and every remote', () => {
    const dirs = workspaceSourceDirs().map((d) => d.split(/[\\/]/).at(-2));
    expect(dirs).toEqual(
      expect.arrayContaining([
        'shell',
        'shared',
        'mfe-onboarding',
        'mfe-signing',
        'mfe-cabinet-accounts',
        'mfe-cabinet-documents',
        'mfe-cabinet-messages',
      ]),
    );
  });

  it.each([
    ['react-router-dom', 'useNavigate'],
    ['react-router-dom', 'createBrowserRouter'],
    ['zod', 'z.object'],
    ['react-i18next', 'useTranslation'],
    ['@tanstack/react-query', 'queryOptions'],
    ['react-hook-form', 'useForm'],
    // what the zod core stand-in in @hookform/resolvers calls (zod-core-for-resolvers.ts, not in a scanned folder)
    ['zod', 'z.parse'],
    ['zod', 'z.parseAsync'],
    ['zod', 'z.ZodError'],
  ] as const)('%s provides %s (used by the apps)', (lib, name) => {
    expect(usage[lib]).toContain(name);
  });

  it('leaves out names that are types only (no runtime export)', () => {
    expect(usage.zod).not.toContain('z.infer');
    expect(usage['react-hook-form']).not.toContain('UseFormReturn');
  });

  it('writes one module per library re-exporting exactly those names from its ES entry', () => {
    const facades = writeFacades(shellDir, usage);
    // the shell provides what it depends on: not date-fns (the remotes that use it do)
    expect(facades.map((f) => f.lib)).toEqual(LEAN_LIBRARIES.filter((l) => l !== 'date-fns'));
    expect(facades.every((f) => f.shareKey === undefined)).toBe(true);
    const router = facades.find((f) => f.lib === 'react-router-dom')!;
    const text = readFileSync(router.path, 'utf8');
    expect(text).toMatch(/export \{ [^}]*\buseNavigate\b[^}]*\} from ".*react-router-dom[\\/]dist[\\/]index\.mjs";/);
    expect(text).not.toMatch(/\bcreateStaticHandler\b/);
    expect(router.version).toMatch(/^\d+\.\d+\.\d+$/);
    const zod = readFileSync(facades.find((f) => f.lib === 'zod')!.path, 'utf8');
    expect(zod).toContain(`import * as z from './zod.z.mjs';`);
  });

  it('a stateless library (date-fns) is shared under a key naming its export list, not as a singleton', () => {
    const [dateFns] = writeFacades(messagesDir, usage).filter((f) => f.lib === 'date-fns');
    expect(dateFns?.shareKey).toMatch(/^date-fns#lean-[0-9a-f]{8}$/);
    // the same needs → the same key (one copy for remotes built alike); other needs → another key
    expect(writeFacades(messagesDir, usage).find((f) => f.lib === 'date-fns')?.shareKey).toBe(dateFns?.shareKey);
    const more = { ...usage, 'date-fns': [...usage['date-fns'], 'addDays'].sort() };
    expect(writeFacades(messagesDir, more).find((f) => f.lib === 'date-fns')?.shareKey).not.toBe(dateFns?.shareKey);
    const config = sharedSingletons(['ui'], messagesDir, [dateFns!])['date-fns'];
    expect(config).toMatchObject({ singleton: false, shareKey: dateFns!.shareKey, import: dateFns!.path });
  });
});
