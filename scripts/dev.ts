/**
 * `pnpm dev`: day-to-day work with live reload. Shell dev server on 4000, each remote's dev server on
 * the port its package.json declares (`broker.devPort`: 4301-4305 for the spec's five), a dev registry
 * on the CDN port pointing at them (with each remote's own area declaration), and the sandbox API on 4100.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { containerName, type Registry } from '@broker/shared/contracts';
import { SHARED_MAJOR } from '@broker/tooling';
import { ROOT, settings } from './lib/env';
import { workspaceRemotes } from './lib/remotes.mjs';
import { startCdnServer } from './servers/cdn-server';

const remotes = workspaceRemotes();
const cdnDir = join(ROOT, '.tmp/dev-cdn');
mkdirSync(cdnDir, { recursive: true });
const registry: Registry = { schema: 1, updatedAt: new Date().toISOString(), remotes: {} };
for (const r of remotes) {
  const version = {
    version: 'dev',
    manifest: `http://127.0.0.1:${r.devPort}/mf-manifest.json`,
    contractMajor: SHARED_MAJOR,
    publishedAt: registry.updatedAt,
  };
  registry.remotes[r.key] = {
    name: containerName(r.key),
    live: 'dev',
    history: [version],
    ...(r.area ? { area: r.area } : {}),
  };
}
writeFileSync(join(cdnDir, 'registry.json'), JSON.stringify(registry, null, 2));

const children: ChildProcess[] = [];
const rsbuild = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
// the shell's dev server allows each remote's dev origin (its public/config.json lists only the five)
const devOrigins = remotes.map((r) => `http://127.0.0.1:${r.devPort}`).join(',');
children.push(
  spawn(process.execPath, [rsbuild, 'dev'], {
    cwd: join(ROOT, 'shell'),
    stdio: 'inherit',
    env: { ...process.env, PORT: '4000', BROKER_DEV_REMOTE_ORIGINS: devOrigins },
  }),
);
for (const r of remotes) {
  children.push(
    spawn(process.execPath, [rsbuild, 'dev'], {
      cwd: r.dir,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(r.devPort) },
    }),
  );
}
const s = settings({ ...process.env, CDN_DIR: cdnDir });
await startCdnServer(s);
const { startSandbox } = (await import(join(ROOT, 'sandbox-api/src/server.ts'))) as {
  startSandbox: (o: { port: number; config?: { corsOrigins?: string[] } }) => Promise<unknown>;
};
// CORS is only for the shell's origin; a remote run standalone on its own dev server calls the API too
await startSandbox({ port: s.apiPort, config: { corsOrigins: remotes.map((r) => `http://127.0.0.1:${r.devPort}`) } });
console.log(`\n  dev: open ${s.shellOrigin}/uk/login (remotes reload on save)\n`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
