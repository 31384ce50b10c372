import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ROOT } from '../lib/env';

/**
 * Runs `rsbuild build` in one package folder; resolves with the output folder. `outDir` builds
 * somewhere else than `<pkg>/dist` (BUILD_OUT, read by tooling/src/build/define-config.ts), so a labelled or
 * deliberately broken test release never replaces the normal build other tests publish with --no-build.
 */
export function buildPackage(dir: string, env: NodeJS.ProcessEnv = {}, outDir?: string): Promise<string> {
  const cwd = join(ROOT, dir);
  const out = outDir ? resolve(ROOT, outDir) : join(cwd, 'dist');
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
      cwd,
      env: { ...process.env, ...env, ...(outDir ? { BUILD_OUT: out } : {}), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('exit', (code) => {
      if (code === 0) done(out);
      else reject(new Error(`build of ${dir} failed (exit ${code}):\n${log}`));
    });
  });
}
