/**
 * Test-only builds of a remote (never part of `npm start`, `pnpm remote deploy` or what ops ship).
 *
 * BUILD_FAULT=load|render makes the exposed module throw while it is evaluated, or its root component
 * throw while rendering — the delivery tests prove the shell survives both. The fault is added here, on
 * top of the remote's own rsbuild config, so the production build helper (shared/src/mf) knows nothing
 * about it. Run as a child process: the remote's config reads its environment when it is loaded.
 *
 *   node --import tsx e2e/support/test-build.ts <remote> <out dir>      (env: BUILD_FAULT, TEST_HOOKS, …)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const ROOT = resolve(import.meta.dirname, '../..');
const FAULTS = ['load', 'render'] as const;
type Fault = (typeof FAULTS)[number];

function pluginBuildFault(fault: Fault): RsbuildPlugin {
  return {
    name: 'broker-test:build-fault',
    setup(api) {
      api.transform({ test: /[\\/]src[\\/]expose[\\/]app\.tsx$/ }, ({ code }) => {
        if (fault === 'load') return `throw new Error('BUILD_FAULT=load: this build throws while loading');\n${code}`;
        if (!code.includes('export default ')) throw new Error('BUILD_FAULT=render needs an `export default` in src/expose/app.tsx');
        return `${code.replace('export default ', 'const __brokerRealApp = ')}
export default function FaultyRemoteApp() {
  if (__brokerRealApp) throw new Error('BUILD_FAULT=render: this build throws while rendering');
  return null;
}
`;
      });
      // recorded beside the contract major, so a faulty build is recognisable on the CDN
      api.onAfterBuild(() => {
        const file = join(api.context.distPath, 'build-info.json');
        writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), buildFault: fault }, null, 2) + '\n');
      });
    },
  };
}

/** Builds `remote` into `<ROOT>/<outDir>` with the test switches in `env`; throws with the build's output. */
export function buildTestRelease(remote: string, outDir: string, env: NodeJS.ProcessEnv): void {
  const res = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), remote, outDir], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`test build of ${remote} failed (${res.status}):\n${res.stdout}${res.stderr}`);
}

async function main(remote: string, outDir: string): Promise<void> {
  const fault = process.env.BUILD_FAULT ?? '';
  if (fault && !(FAULTS as readonly string[]).includes(fault)) throw new Error(`BUILD_FAULT must be load or render, got "${fault}"`);
  const cwd = join(ROOT, remote);
  process.env.NODE_ENV = 'production';
  process.env.BUILD_OUT = resolve(ROOT, outDir);
  const { createRsbuild, loadConfig, mergeRsbuildConfig } = await import('@rsbuild/core');
  const { content } = await loadConfig({ cwd });
  const plugins = fault ? [pluginBuildFault(fault as Fault)] : [];
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: mergeRsbuildConfig(content, { plugins }) });
  const { close, stats } = await rsbuild.build();
  await close();
  if (stats?.hasErrors()) throw new Error(`test build of ${remote} has errors`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [remote, outDir] = process.argv.slice(2);
  if (!remote || !outDir) throw new Error('usage: test-build.ts <remote> <out dir>');
  await main(remote, outDir);
}
