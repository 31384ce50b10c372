/** Builds the shell, then builds and publishes every remote through the same path as `pnpm remote deploy`. */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/env';
import { buildPackage } from './remote/build';

const started = performance.now();
await buildPackage('shell');
console.log(`shell built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// the shell just built goes live together with these remotes: gate them against its contract
const res = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/remote/cli.ts', 'deploy', '--all', '--shell-build', 'shell/dist'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (res.status !== 0) process.exit(res.status ?? 1);
console.log(`everything built and published in ${((performance.now() - started) / 1000).toFixed(1)} s`);
