/**
 * Test-only builds of a remote (never part of `npm start`, `pnpm remote deploy` or what ops ship).
 *
 * BUILD_FAULT=load|render makes the exposed module throw while it is evaluated, or its root component
 * throw while rendering — the delivery tests prove the shell survives both. BUILD_FAULT=click loads and
 * renders, then throws in a click handler (the canary test: only the controller's abort catches it). rsbuild runs in the
 * remote's folder with fault-build.rsbuild.config.ts: the remote's own config plus the fault.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds `remote` with a fault into `<ROOT>/<outDir>`; throws with the build's output. */
export function buildFaultRelease(
  remote: string,
  outDir: string,
  fault: 'load' | 'render' | 'click',
  env: NodeJS.ProcessEnv = {},
): void {
  const rsbuild = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const config = join(ROOT, 'e2e/support/fault-build.rsbuild.config.ts');
  const res = spawnSync(process.execPath, [rsbuild, 'build', '--config', config], {
    cwd: join(ROOT, remote),
    env: { ...process.env, ...env, BUILD_FAULT: fault, BUILD_OUT: resolve(ROOT, outDir), NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`fault build of ${remote} failed (${res.status}):\n${res.stdout}${res.stderr}`);
}

/**
 * Builds mfe-cabinet-documents with one more page in its area (`documents/archive`) and a link to it on
 * documents-all (area-page-build.rsbuild.config.ts) into `<ROOT>/<outDir>`; throws with the build's output.
 */
export function buildAreaPageRelease(outDir: string, env: NodeJS.ProcessEnv = {}): void {
  const rsbuild = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const config = join(ROOT, 'e2e/support/area-page-build.rsbuild.config.ts');
  const res = spawnSync(process.execPath, [rsbuild, 'build', '--config', config], {
    cwd: join(ROOT, 'mfe-cabinet-documents'),
    env: { ...process.env, ...env, BUILD_OUT: resolve(ROOT, outDir), NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (res.status !== 0)
    throw new Error(`area-page build of mfe-cabinet-documents failed (${res.status}):\n${res.stdout}${res.stderr}`);
}

// `node --import tsx e2e/support/test-build.ts <remote> <outDir> <fault>`: the same build from another
// process (the topology test builds it while its services start, without blocking its own event loop)
if (import.meta.url === `file://${process.argv[1]}`) {
  const [remote, outDir, fault] = process.argv.slice(2);
  if (!remote || !outDir || !['load', 'render', 'click'].includes(fault ?? ''))
    throw new Error('usage: test-build.ts <remote> <outDir> <load|render|click>');
  buildFaultRelease(remote, outDir, fault as 'load' | 'render' | 'click');
}
