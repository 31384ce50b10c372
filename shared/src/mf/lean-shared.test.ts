// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAN_LIBRARIES, leanUsage, workspaceSourceDirs, writeFacades } from './lean-shared';

const shellDir = fileURLToPath(new URL('../../../shell/', import.meta.url));

describe('lean shared libraries: facades of what the workspace imports', () => {
  // also the guard: an `import * as`, `export *` or `import('lib')` of a lean library anywhere throws here
  const usage = leanUsage(shellDir, workspaceSourceDirs());

  it('scans the shell, shared and every remote', () => {
    const dirs = workspaceSourceDirs().map((d) => d.split(/[\\/]/).at(-2));
    expect(dirs).toEqual(expect.arrayContaining(['shell', 'shared', 'mfe-onboarding', 'mfe-signing', 'mfe-cabinet-accounts', 'mfe-cabinet-documents', 'mfe-cabinet-messages']));
  });

  it.each([
    ['react-router-dom', 'useNavigate'],
    ['react-router-dom', 'createBrowserRouter'],
    ['zod', 'z.object'],
    ['react-i18next', 'useTranslation'],
    ['@tanstack/react-query', 'queryOptions'],
    ['react-hook-form', 'useForm'],
  ] as const)('%s provides %s (used by the apps)', (lib, name) => {
    expect(usage[lib]).toContain(name);
  });

  it('leaves out names that are types only (no runtime export)', () => {
    expect(usage.zod).not.toContain('z.infer');
    expect(usage['react-hook-form']).not.toContain('UseFormReturn');
  });

  it('writes one module per library re-exporting exactly those names from its ES entry', () => {
    const facades = writeFacades(shellDir, usage);
    expect(facades.map((f) => f.lib)).toEqual(LEAN_LIBRARIES);
    const router = facades.find((f) => f.lib === 'react-router-dom')!;
    const text = readFileSync(router.path, 'utf8');
    expect(text).toMatch(/export \{ [^}]*\buseNavigate\b[^}]*\} from ".*react-router-dom[\\/]dist[\\/]index\.mjs";/);
    expect(text).not.toMatch(/\bcreateStaticHandler\b/);
    expect(router.version).toMatch(/^\d+\.\d+\.\d+$/);
    const zod = readFileSync(facades.find((f) => f.lib === 'zod')!.path, 'utf8');
    expect(zod).toContain(`import * as z from './zod.z.mjs';`);
  });
});
