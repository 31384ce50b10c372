// `npm start`: install what is missing, build everything, publish the remotes, serve. Ctrl-C stops.
import { spawn } from 'node:child_process';
import { ROOT, ensureInstall, ensurePnpm, tsx } from './lib/bootstrap.mjs';

ensureInstall(ensurePnpm());
if (tsx(['scripts/build-all.ts']) !== 0) {
  console.error('✖ build failed');
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { cwd: ROOT, stdio: 'inherit' });
// the child gets Ctrl-C from the terminal too; we only wait for it to finish cleanly
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
