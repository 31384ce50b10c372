/**
 * `pnpm remote new <name> --area <prefix> [--public] [--port <n>] [--menu-uk <t> --menu-en <t>]`: a new
 * remote with the shape of the existing five (expose, features, locales, env.d.ts, rsbuild config,
 * tests). Its folder `mfe-<name>` is all the registration it needs: the workspace (`mfe-*` in
 * pnpm-workspace.yaml), vitest, lint zones, `pnpm dev`, `deploy --all` and CI read the folders
 * (scripts/lib/remotes.mjs); typecheck reads the project reference this adds to the root tsconfig.json. Its area is declared once, in its package.json `broker.area`;
 * `pnpm remote deploy` records it in the registry, and the shell shows it on the next page load.
 */
import { REMOTE_KEYS } from '@broker/shared/routes';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { areaConflict, resolveAreas, type AreaDeclaration } from '@broker/shared/routes';
import { ROOT, workspaceRemotes } from '../lib/remotes.mjs';

export class ScaffoldError extends Error {}

/** The libraries a remote's screens use, at the versions the workspace pins (shared's own). */
const LIBS = ['@tanstack/react-query', 'i18next', 'react-i18next', 'sonner', 'zod', 'zustand'];
const PEERS = ['react', 'react-dom', 'react-router-dom'];
/** Dev ports of the spec's five are 4301-4305; new remotes go above the highest one in use. */
const FIRST_DEV_PORT = 4301;

const title = (s: string) =>
  s
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export interface ScaffoldOptions {
  /** `funds` or `mfe-funds` */
  name: string;
  prefix: string;
  cabinet: boolean;
  port?: number;
  menu?: { uk: string; en: string };
  /** the workspace root (tests scaffold into a scratch copy) */
  root?: string;
}

/**
 * What a new remote copies from an existing one, so it keeps the shape of the five as that shape
 * evolves (tsconfig, ambient types, package scripts): the manifest's last remote (the smallest, one
 * feature), else built-in text.
 */
const TEMPLATE = REMOTE_KEYS[REMOTE_KEYS.length - 1]!;

async function template(root: string): Promise<{ tsconfig: string; envDts: string; scripts: Record<string, string> }> {
  const dir = join(root, TEMPLATE);
  const read = (file: string, fallback: string) => readFile(join(dir, file), 'utf8').catch(() => fallback);
  const pkg = JSON.parse(await read('package.json', '{}')) as { scripts?: Record<string, string> };
  return {
    tsconfig: await read(
      'tsconfig.json',
      json({
        extends: '../tsconfig.base.json',
        compilerOptions: {
          composite: true,
          noEmit: false,
          emitDeclarationOnly: true,
          outDir: `../node_modules/.cache/tsc/${TEMPLATE}`,
          tsBuildInfoFile: `../node_modules/.cache/tsc/${TEMPLATE}.tsbuildinfo`,
          types: ['node', '@testing-library/jest-dom/vitest'],
        },
        include: ['src', 'src/**/*.json', 'rsbuild.config.ts', '../shared/src/globals.d.ts'],
        references: [{ path: '../shared' }, { path: '../tooling' }],
      }),
    ),
    envDts: await read(
      'src/env.d.ts',
      `/// <reference types="@rsbuild/core/types" />
// this remote's own ambient types (CSS, JSON and asset imports as rsbuild builds them); a remote never
// includes a file of the shell or of another remote
`,
    ),
    scripts: pkg.scripts ?? { dev: 'rsbuild dev', build: 'rsbuild build' },
  };
}

async function versions(root: string): Promise<Record<string, string>> {
  const pkg = JSON.parse(await readFile(join(root, 'shared/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const all = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries([...LIBS, ...PEERS].map((lib) => [lib, all[lib]!]));
}

function files(
  key: string,
  ns: string,
  area: AreaDeclaration,
  port: number,
  deps: Record<string, string>,
  shape: Awaited<ReturnType<typeof template>>,
): Record<string, string> {
  const screenId = `screen-${ns}-home`;
  const pkg = {
    name: `@broker/${key}`,
    version: '1.0.0',
    private: true,
    broker: { devPort: port, area },
    type: 'module',
    scripts: shape.scripts,
    dependencies: {
      '@broker/shared': 'workspace:*',
      ...Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b))),
    },
    devDependencies: { '@broker/tooling': 'workspace:*' },
  };
  const locale = (lang: 'uk' | 'en') => ({
    screens: { home: { title: area.menu?.[lang] ?? title(ns) } },
    home: { text: lang === 'uk' ? 'Тут буде перша сторінка розділу.' : 'The first page of this section goes here.' },
  });
  return {
    'package.json': json(pkg),
    // the template's own name in it (its build info file) becomes this remote's
    'tsconfig.json': shape.tsconfig.replaceAll(TEMPLATE, key),
    'rsbuild.config.ts': `import { defineRemoteConfig } from '@broker/tooling';

// dev port and area: package.json "broker" (read by the build, \`pnpm dev\` and \`pnpm remote deploy\`)
export default defineRemoteConfig({ title: '${title(ns)}' });
`,
    'src/index.ts': `// async boundary: shared singletons are negotiated before any app code runs
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { mountStandalone } from '@broker/shared/dev';
import App from './expose/app';

// standalone dev only: inside the shell, the exposed ./app is rendered by the shell's router
mountStandalone(App, '${key}');
`,
    'src/env.d.ts': shape.envDts,
    'src/expose/app.tsx': `import { defineRemoteApp } from '@broker/shared/remote-app';
import { HomeScreen } from '../features/home/home-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// \`meta\` (name, contract major, release label) is added to this module by the build (\`defineRemoteConfig\` of @broker/tooling)
export default defineRemoteApp({
  remote: '${key}',
  resources: { uk, en },
  // no spec routes: every page lives in the area /{lang}/${area.prefix}/… (package.json broker.area)
  screens: {},
  // page name → path below the area → screen; a new page needs only this remote's deploy
  pages: {
    home: { path: '', screen: HomeScreen },
  },
});
`,
    'src/features/home/home-screen.tsx': `import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';

/** The area's first page (\`/{lang}/${area.prefix}\`). */
export function HomeScreen() {
  const { t } = useTranslation('${ns}');
  return (
    <PageLayout title={t('screens.home.title')} testId="${screenId}">
      <p>{t('home.text')}</p>
    </PageLayout>
  );
}
`,
    'src/features/home/home-screen.test.tsx': `import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemoteScreen } from '@broker/shared/test-utils';
import uk from '../../locales/uk.json';
import en from '../../locales/en.json';
import { HomeScreen } from './home-screen';

describe('HomeScreen', () => {
  it.each(['uk', 'en'] as const)('shows its title in %s', (lang) => {
    renderRemoteScreen(<HomeScreen />, { path: \`/\${lang}/${area.prefix}\`, remote: '${key}', resources: { uk, en } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe((lang === 'uk' ? uk : en).screens.home.title);
    expect(screen.getByTestId('${screenId}').textContent).toContain((lang === 'uk' ? uk : en).home.text);
  });
});
`,
    'src/locales/uk.json': json(locale('uk')),
    'src/locales/en.json': json(locale('en')),
  };
}

/** Writes `mfe-<name>/`; returns the remote's key (= folder). Refuses a taken name, port or area. */
export async function scaffoldRemote(opts: ScaffoldOptions): Promise<string> {
  const root = opts.root ?? ROOT;
  const ns = opts.name.replace(/^mfe-/, '');
  const key = `mfe-${ns}`;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(ns))
    throw new ScaffoldError(`"${opts.name}": a remote's name is lower-case words joined by dashes`);
  if (existsSync(join(root, key))) throw new ScaffoldError(`${key} exists already`);
  const remotes = workspaceRemotes(root);
  const port = opts.port ?? Math.max(FIRST_DEV_PORT + 4, ...remotes.map((r) => r.devPort)) + 1;
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new ScaffoldError(`--port ${opts.port}: not a port`);
  const taken = remotes.find((r) => r.devPort === port);
  if (taken) throw new ScaffoldError(`dev port ${port} is ${taken.key}'s`);
  const prefix = opts.prefix.replace(/^\/+|\/\*?$/g, '');
  const area: AreaDeclaration = {
    prefix,
    cabinet: opts.cabinet,
    ...(opts.cabinet ? { menu: opts.menu ?? { uk: title(ns), en: title(ns) } } : {}),
  };
  // the registry decides at deploy; the workspace's own declarations are checked now, before any file is written
  const why = areaConflict(
    key,
    prefix,
    resolveAreas(Object.fromEntries(remotes.map((r) => [r.key, r.area ?? undefined]))).areas,
  );
  if (why) throw new ScaffoldError(`${key}: ${why}`);
  for (const [file, text] of Object.entries(files(key, ns, area, port, await versions(root), await template(root)))) {
    const path = join(root, key, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  await addProjectReference(root, key);
  return key;
}

/**
 * `tsc -b` (typecheck, CI) checks the projects the root tsconfig.json references: the new remote is
 * one of them. The root file is plain JSON (one reference a line), so it is rewritten in that form.
 */
async function addProjectReference(root: string, key: string): Promise<void> {
  const file = join(root, 'tsconfig.json');
  if (!existsSync(file)) return;
  const config = JSON.parse(await readFile(file, 'utf8')) as { files?: string[]; references: { path: string }[] };
  if (config.references.some((r) => r.path.replace(/^\.\//, '') === key)) return;
  const references = [...config.references, { path: `./${key}` }];
  const lines = references.map((r) => `    { "path": ${JSON.stringify(r.path)} }`).join(',\n');
  await writeFile(file, `{\n  "files": ${JSON.stringify(config.files ?? [])},\n  "references": [\n${lines}\n  ]\n}\n`);
}
