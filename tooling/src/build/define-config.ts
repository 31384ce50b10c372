import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, type Rspack, type ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { pluginModuleFederation as PluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { containerName } from '@broker/shared/contracts';
import { SHARED_ENTRIES, SHARED_MAJOR, SHARED_VERSION, sharedSingletons } from './shared-singletons';
import { pluginCompress } from './compress';
import { pluginCompileHints } from './compile-hints';
import { pluginLeanZod } from './lean-zod';
import { pluginExposeShared } from './expose-shared';
import { entryRuntime } from './entry-runtime';
import { sharedEntryExports, sharedImports } from './shared-exports';
import { pluginPrerender } from './prerender';
import { LATER_CHUNK_FILE, startChunkGroups } from './start-chunks';
import { readPageDeclarations } from './area-pages';
import { leanUsage, STATELESS, workspaceSourceDirs, writeFacades, type Facade, type LeanLibrary } from './lean-shared';
// the MF-internals module's Node-safe part, by path: the shell's folder owns what MF's files are called
import {
  initContainerEntryBeside,
  MF_BUNDLER_RUNTIME_PACKAGE,
  MF_BUNDLER_RUNTIME_REQUEST,
  REMOTE_BUNDLER_RUNTIME_STAND_IN,
} from '../../../shell/src/remotes/mf-internals/bundler-swap.mjs';

const sharedSrc = new URL('../../../shared/src/', import.meta.url).pathname;

/**
 * MF_PLUGIN_PACKAGE: the package to take MF's rsbuild plugin (and with it every @module-federation/*
 * package of the build) from; default `@module-federation/rsbuild-plugin`. The workspace also holds MF
 * 2.8.2's as `mf-previous-rsbuild-plugin`, so a remote can really be built on another MF version than the
 * shell (e2e/delivery/own-mf-runtime.spec.ts: deploy then gives its entry its own runtime by itself).
 */
function mfPluginPackage(): string {
  const name = process.env.MF_PLUGIN_PACKAGE || '@module-federation/rsbuild-plugin';
  if (!/^(@module-federation\/rsbuild-plugin|mf-[a-z-]+-rsbuild-plugin)$/.test(name))
    throw new Error(`MF_PLUGIN_PACKAGE=${name}: not an MF rsbuild plugin package`);
  return name;
}
const pluginModuleFederation = (
  createRequire(import.meta.url)(mfPluginPackage()) as { pluginModuleFederation: typeof PluginModuleFederation }
).pluginModuleFederation;

/**
 * The MF bundler runtime file MF's rspack plugin builds every container's runtime from (resolved as
 * it does, from MF's own packages), and its version. The shell provides it to production remotes,
 * which bundle a stand-in instead (shell/src/remotes/mf-internals/: remote-bundler-runtime.ts,
 * provide-mf-parts.ts). Which file that is, and the swap's request pattern, the MF-internals module
 * owns (bundler-swap.mjs, checked against the installed MF by mf-internals.test.ts): this file names
 * no MF file itself (lint: broker/mf-internals).
 */
const mfRequire = createRequire(
  createRequire(createRequire(import.meta.url).resolve(mfPluginPackage())).resolve('@module-federation/enhanced'),
);
const MF_BUNDLER_RUNTIME = mfRequire.resolve(MF_BUNDLER_RUNTIME_PACKAGE);
const MF_BUNDLER_RUNTIME_VERSION = (
  JSON.parse(readFileSync(join(dirname(MF_BUNDLER_RUNTIME), '..', 'package.json'), 'utf8')) as { version: string }
).version;
/** Only entries that exist yet are shared (the list grows as issues add api/contracts/otp). */
const presentEntries = SHARED_ENTRIES.filter((e) => existsSync(join(sharedSrc, e)));

/**
 * The contract major this build speaks. CONTRACT_MAJOR overrides it to simulate a remote built on a
 * branch with another `shared` major (the delivery tests use it to prove such a build is refused).
 */
const contractMajor = Number(process.env.CONTRACT_MAJOR ?? SHARED_MAJOR);

/**
 * TEST_HOOKS=1: the browser-test build (scripts/test.mjs, e2e/README.md). It defines `__TEST_HOOKS__`
 * (the shell then installs `window.__broker`) and adds `probe` to each remote's exposed module. Any other
 * build — `npm start`, `pnpm remote deploy`, what ops ship — has neither: `__TEST_HOOKS__` is `false`,
 * so the minifier drops the code behind it, and no `probe` is written (e2e/platform/shipped-build.spec.ts).
 */
const testHooks = process.env.TEST_HOOKS === '1';

const isProduction = process.env.NODE_ENV === 'production';

/**
 * MF_RUNTIME=own: a production remote whose entry carries its own MF runtime instead of taking the shell's
 * (entry-runtime.ts). `pnpm remote deploy` sets MF_SHELL_RUNTIME to the version the live shell provides:
 * a workspace on another @module-federation/* version then builds such an entry by itself.
 */
const ownRuntime =
  entryRuntime(process.env.MF_RUNTIME, process.env.MF_SHELL_RUNTIME, MF_BUNDLER_RUNTIME_VERSION) === 'own';
const leanEntry = isProduction && !ownRuntime;

/** BUILD_OUT: build into another folder (labelled or test releases, without touching dist/). */
const buildOut = process.env.BUILD_OUT;

/**
 * Production builds share lean facades of the big libraries (lean-shared.ts), generated from what the
 * whole workspace imports; dev builds share the libraries whole (any export works while coding).
 */
function leanFacades(appDir: string): Facade[] {
  return isProduction ? writeFacades(appDir, leanUsage(workspaceSourceDirs())) : [];
}

/** The lean exports a remote's own code (and the `shared` sources it bundles) needs from the shell. */
function leanNeeds(appDir: string): Record<LeanLibrary, string[]> {
  const needs = leanUsage([
    join(appDir, 'src'),
    ...workspaceSourceDirs().filter((d) => /[\\/]shared[\\/]src$/.test(d)),
  ]);
  // stateless libraries are provided by the remote itself, under a share key of their own
  return Object.fromEntries(Object.entries(needs).filter(([lib]) => !STATELESS.includes(lib as LeanLibrary))) as Record<
    LeanLibrary,
    string[]
  >;
}

/** BROKER_SOURCEMAP=1: source maps, to attribute each chunk's bytes to modules (docs/performance.md, "Where the bytes are"). */
const sourceMap = process.env.BROKER_SOURCEMAP === '1' ? { sourceMap: { js: 'source-map' as const } } : {};

/**
 * Adds `meta` to the exposed module, so it is compiled into the remote's own bundle (the shell checks
 * the contract major of the code it actually loaded, not what a registry says). With TEST_HOOKS=1 (the
 * e2e build only, see e2e/README.md) it also adds `probe`: the instances this remote's code imported,
 * which the browser tests compare across remotes and the shell. A release build never has it.
 */
function pluginExposeMeta(): RsbuildPlugin {
  return {
    name: 'broker:expose-meta',
    setup(api) {
      api.transform({ test: /[\\/]src[\\/]expose[\\/]app\.tsx$/ }, ({ code }) => {
        let out = `${code}
export const meta = { name: __APP_NAME__, contractMajor: __SHARED_MAJOR__, buildLabel: __BUILD_LABEL__ };
`;
        if (testHooks) {
          out = `import { authStore as __probeAuth } from '@broker/shared/session';
import { bus as __probeBus } from '@broker/shared/events';
import { getI18n as __probeI18n } from '@broker/shared/i18n';
import { useQueryClient as __probeQc } from '@tanstack/react-query';
import { useNavigate as __probeNav } from 'react-router-dom';
import { toast as __probeToast } from 'sonner';
${out}export const probe = { authStore: __probeAuth, bus: __probeBus, getI18n: __probeI18n, libs: { useQueryClient: __probeQc, useNavigate: __probeNav, toast: __probeToast } };
`;
        }
        return out;
      });
    },
  };
}

/** dist/build-info.json: what the deploy tool checks and records (contract major, release label). */
function pluginBuildInfo(appName: string, extra: () => object = () => ({})): RsbuildPlugin {
  return {
    name: 'broker:build-info',
    setup(api) {
      api.onAfterBuild(() => {
        const pkg = JSON.parse(readFileSync(join(api.context.rootPath, 'package.json'), 'utf8')) as { version: string };
        // testHooks: the e2e global setup refuses a shell build without them (its specs need window.__broker)
        const info = {
          name: appName,
          packageVersion: pkg.version,
          contractMajor,
          buildLabel: process.env.BUILD_LABEL ?? '',
          testHooks,
          ...extra(),
        };
        writeFileSync(join(api.context.distPath, 'build-info.json'), JSON.stringify(info, null, 2) + '\n');
      });
    },
  };
}

/**
 * What a remote declares about itself in its package.json `broker` field — one place, read by its build,
 * `pnpm dev` and the deploy tool: its dev server port, and its area (`@broker/shared/routes`, areas.ts)
 * when it has one of its own (the spec's five use the shell's built-in default).
 */
export interface RemoteDeclaration {
  devPort?: number;
  area?: { prefix: string; cabinet: boolean; menu?: { uk: string; en: string } };
}

export function remoteDeclaration(appDir: string): RemoteDeclaration {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { broker?: RemoteDeclaration };
  return pkg.broker ?? {};
}

function common(
  appName: string,
  devPort: number,
  info?: () => object,
  cacheGroups: Record<string, Rspack.OptimizationSplitChunksCacheGroup> = {},
): RsbuildConfig {
  const declared = appName === 'shell' ? {} : remoteDeclaration(process.cwd());
  return {
    plugins: [pluginReact(), pluginBuildInfo(appName, info), pluginCompress(), pluginLeanZod()],
    source: {
      entry: { index: './src/index.ts' },
      define: {
        __APP_NAME__: JSON.stringify(appName),
        __SHARED_MAJOR__: JSON.stringify(contractMajor),
        // lets a release carry a visible build label (used by the deploy/rollback tests and by ops)
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
        __TEST_HOOKS__: JSON.stringify(testHooks),
        __REMOTE_AREA__: JSON.stringify(declared.area ?? null),
        __MF_BUNDLER_RUNTIME_VERSION__: JSON.stringify(MF_BUNDLER_RUNTIME_VERSION),
      },
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? devPort), strictPort: true },
    performance: { printFileSize: false },
    tools: {
      rspack: {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // a shared module reached twice (an app's own provider, and the fallback of a consume inside
              // another shared module) had small modules copied into both chunks, and the shell preloads
              // every async chunk: one chunk for a module two chunk groups use (shell: −9.6 KB br)
              dedupe: { chunks: 'async', minChunks: 2, minSize: 0, priority: -30, reuseExistingChunk: true },
              ...cacheGroups,
            },
          },
        },
      },
    },
  };
}

const REMOTE_EXPOSES = { './app': './src/expose/app.tsx' };

/** areaPages and earlyGets, each only when the module declares it readably (one run of the module in Node). */
function pageFields(appDir: string): { areaPages?: string[]; earlyGets?: Record<string, string[]> } {
  const { areaPages, earlyGets } = readPageDeclarations(appDir);
  const early = earlyGets && Object.keys(earlyGets).length ? { earlyGets } : {};
  return { ...(areaPages ? { areaPages } : {}), ...early };
}

/**
 * A remote: one exposed module (`./app`) that renders this remote's screens inside the shell's tree.
 * Its dev port comes from its package.json (`broker.devPort`, see RemoteDeclaration; PORT overrides it).
 */
export function defineRemoteConfig(opts: { title: string }) {
  const appDir = process.cwd();
  // the MF container name follows the remote's folder = registry key (`containerName`): never typed by hand
  const name = containerName(basename(appDir));
  const declared = remoteDeclaration(appDir);
  if (!declared.devPort) throw new Error(`${appDir}/package.json: "broker": { "devPort": … } is missing`);
  // leanImports: what the deploy tool's gate compares with the live shell's facades (contract.json)
  // mfParts: the MF runtime version a lean entry needs from the shell; mfRuntime 'own': the entry carries its own
  // area: the remote's own area declaration, recorded in the registry by `pnpm remote deploy`
  const mf = leanEntry
    ? { mfParts: MF_BUNDLER_RUNTIME_VERSION }
    : { mfRuntime: 'own', mfVersion: MF_BUNDLER_RUNTIME_VERSION };
  // sharedImports: what its code imports from each @broker/shared entry, which it gets from the shell (shared-exports.ts)
  const base = common(name, declared.devPort, () => ({
    ...(isProduction
      ? { leanImports: leanNeeds(appDir), sharedImports: sharedImports([join(appDir, 'src')], presentEntries), ...mf }
      : {}),
    ...(declared.area ? { area: declared.area } : {}),
    // areaPages: the paths of its area pages, earlyGets: the GETs its screens make first — read from the
    // module itself, recorded on the version by deploy
    ...pageFields(appDir),
  }));
  return defineConfig({
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      pluginExposeMeta(),
      pluginExposeShared(REMOTE_EXPOSES),
      pluginPrerender('remote'),
      pluginModuleFederation({
        name,
        exposes: REMOTE_EXPOSES,
        shared: sharedSingletons(presentEntries, appDir, leanFacades(appDir)),
        shareStrategy: 'loaded-first',
        dts: false, // runtime-registered remotes: types come from the shared contract package instead
        // production entries use the shell's MF runtime (provideExternalRuntime below) instead of
        // carrying their own copy (~33 KB gz each); a remote run alone in dev, or built for a shell on
        // another MF version (ownRuntime above), keeps its own
        ...(leanEntry ? { experiments: { externalRuntime: true } } : {}),
      }),
    ],
    // without 'auto' the manifest says publicPath "/" and chunks would be fetched from the shell origin
    output: {
      assetPrefix: 'auto',
      cleanDistPath: true,
      ...sourceMap,
      ...(buildOut ? { distPath: { root: buildOut } } : {}),
    },
    html: { title: opts.title },
    tools: {
      rspack: [
        // common()'s object (split chunks)
        (base.tools?.rspack ?? {}) as Rspack.Configuration,
        (config, { rspack }) => {
          // production entries take the bundler runtime (and, through it, runtime, sdk, error-codes) from the
          // shell too, as externalRuntime does for runtime-core: −9 KB brotli per entry; a remote run alone in
          // dev, or with its own runtime (ownRuntime), keeps its own
          if (leanEntry)
            config.plugins.push(
              new rspack.NormalModuleReplacementPlugin(MF_BUNDLER_RUNTIME_REQUEST, REMOTE_BUNDLER_RUNTIME_STAND_IN),
            );
        },
      ],
    },
    // edits in a remote are not hot-replaced inside the host (separate refresh runtime): reload instead
    dev: { hmr: false, liveReload: true },
    // the remote's own runtime loads its lazy chunks itself (outside the MF hooks): rspack's SRI puts
    // each chunk's sha384 into the remote entry, whose own hash the shell checks (docs/delivery.md)
    security: { sri: { enable: 'auto', algorithm: 'sha384' } },
    server: { ...base.server, cors: { origin: '*' } },
  });
}

/** The shell: no remotes at build time, all of them come from the runtime registry. */
export function defineHostConfig(opts: { devPort: number; title: string; runtimePlugins?: string[] }) {
  // the start-up's async chunks in five files (start-chunks.ts), beside common()'s dedupe group
  const base = common('shell', opts.devPort, undefined, startChunkGroups());
  const facades = leanFacades(process.cwd());
  return defineConfig({
    ...base,
    server: { ...base.server, setup: devRemoteOrigins },
    plugins: [
      ...(base.plugins ?? []),
      pluginShellContract(facades),
      pluginPrerender('shell'),
      // the start-up's files compiled while they download, not function by function on the main thread
      pluginCompileHints(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(presentEntries, process.cwd(), facades),
        // version-first would fetch every remote entry at start: one dead remote would blank the page
        shareStrategy: 'loaded-first',
        runtimePlugins: opts.runtimePlugins ?? [],
        dts: false,
        // the one MF runtime of the page: remote entries built with externalRuntime use it
        ...(isProduction ? { experiments: { provideExternalRuntime: true } } : {}),
      }),
    ],
    output: {
      assetPrefix: '/',
      cleanDistPath: true,
      ...sourceMap,
      ...(buildOut ? { distPath: { root: buildOut } } : {}),
    },
    // the async boundary (`import('./bootstrap')`) and the shared libraries' chunks are requested in
    // parallel with the entry instead of after it has run: one round trip less before anything shows
    // (but the libraries needed only after the start-up: start-chunks.ts, LATER_GROUP)
    performance: {
      ...base.performance,
      preload: { type: 'async-chunks', exclude: [/\.(?:webmanifest|pdf|txt)$/i, LATER_CHUNK_FILE] },
    },
    // the files the shell's own MF runtime is built from, handed to remote entries (provide-mf-parts.ts)
    resolve: {
      alias: {
        '@broker/mf-parts/bundler-runtime': MF_BUNDLER_RUNTIME,
        '@broker/mf-parts/init-container-entry': initContainerEntryBeside(MF_BUNDLER_RUNTIME),
      },
    },
    html: {
      title: opts.title,
      // a PNG, not an SVG: Chromium draws an SVG icon as a page of its own on the renderer's main thread
      // (a frame, layout, its text's fonts: 6–9 ms of CPU, 12–122 ms of wall time in Lighthouse traces,
      // in the middle of the start-up); a 32 px PNG is decoded in well under a millisecond
      favicon: './public/favicon.png',
      meta: { viewport: 'width=device-width, initial-scale=1' },
    },
  });
}

/**
 * `pnpm dev` (scripts/dev.ts) runs every workspace remote's dev server, on the ports their package.json
 * declare, and names their origins in BROKER_DEV_REMOTE_ORIGINS: the shell's dev server adds them to
 * the allow-list of public/config.json, so a remote added with `pnpm remote new` loads too.
 */
type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;
const devRemoteOrigins: ServerSetupFn = (ctx) => {
  const extra = (process.env.BROKER_DEV_REMOTE_ORIGINS ?? '').split(',').filter(Boolean);
  if (ctx.action !== 'dev' || !extra.length) return;
  ctx.server.middlewares.use((req, res, next) => {
    if (req.url !== '/config.json' && !req.url?.startsWith('/config.json?')) return next();
    const cfg = JSON.parse(readFileSync(join(process.cwd(), 'public/config.json'), 'utf8')) as {
      allowedRemoteOrigins: string[];
    };
    cfg.allowedRemoteOrigins = [...new Set([...cfg.allowedRemoteOrigins, ...extra])];
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(cfg));
  });
};

/**
 * dist/contract.json: the contract the shell speaks, published beside its build and served by the
 * live shell, so the deploy tool checks a remote against the shell users actually run (docs/delivery.md).
 */
function pluginShellContract(facades: readonly Facade[]): RsbuildPlugin {
  return {
    name: 'broker:shell-contract',
    setup(api) {
      api.onAfterBuild(() => {
        // leanExports: what the shell's lean facades provide; a remote needing more is refused
        // (stateless libraries travel with each remote under their own share key: not the shell's to check)
        const gated = facades.filter((f) => !f.shareKey);
        const leanExports = gated.length ? Object.fromEntries(gated.map((f) => [f.lib, f.exports])) : undefined;
        // sharedExports: what each @broker/shared entry this shell provides exports; a remote importing more is refused
        const sharedExports = sharedEntryExports(presentEntries);
        const contract = {
          schema: 1,
          contractMajor,
          sharedVersion: SHARED_VERSION,
          ...(leanExports ? { leanExports } : {}),
          sharedExports,
          mfParts: MF_BUNDLER_RUNTIME_VERSION,
        };
        writeFileSync(join(api.context.distPath, 'contract.json'), JSON.stringify(contract, null, 2) + '\n');
      });
    },
  };
}
