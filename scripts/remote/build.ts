import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/env';

/** Runs `rsbuild build` in one package folder; resolves with the dist path. */
export function buildPackage(dir: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const cwd = join(ROOT, dir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
      cwd,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('exit', (code) => {
      if (code === 0) resolve(join(cwd, 'dist'));
      else reject(new Error(`build of ${dir} failed (exit ${code}):\n${log}`));
    });
  });
}
