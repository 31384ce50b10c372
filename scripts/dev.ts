/**
 * `pnpm dev`: day-to-day work with live reload. Shell dev server on 4000, each remote's dev server on
 * 4301-4305, a dev registry on the CDN port pointing at them, and the sandbox API on 4100.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_KEYS, containerName, type Registry } from '@broker/shared/contracts';
import { SHARED_MAJOR } from '@broker/shared/mf';
import { ROOT, settings } from './lib/env';
import { startCdnServer } from './servers/cdn-server';

const DEV_PORTS: Record<string, number> = {
  'mfe-onboarding': 4301,
  'mfe-signing': 4302,
  'mfe-cabinet-accounts': 4303,
  'mfe-cabinet-documents': 4304,
  'mfe-cabinet-messages': 4305,
};

const cdnDir = join(ROOT, '.tmp/dev-cdn');
mkdirSync(cdnDir, { recursive: true });
const registry: Registry = { schema: 1, updatedAt: new Date().toISOString(), remotes: {} };
for (const key of REMOTE_KEYS) {
  const version = { version: 'dev', manifest: `http://127.0.0.1:${DEV_PORTS[key]}/mf-manifest.json`, contractMajor: SHARED_MAJOR, publishedAt: registry.updatedAt };
  registry.remotes[key] = { name: containerName(key), live: 'dev', history: [version] };
}
writeFileSync(join(cdnDir, 'registry.json'), JSON.stringify(registry, null, 2));

const children: ChildProcess[] = [];
const rsbuild = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
for (const dir of ['shell', ...REMOTE_KEYS]) {
  children.push(spawn(process.execPath, [rsbuild, 'dev'], { cwd: join(ROOT, dir), stdio: 'inherit', env: { ...process.env, PORT: dir === 'shell' ? '4000' : String(DEV_PORTS[dir]) } }));
}
const s = settings({ ...process.env, CDN_DIR: cdnDir });
await startCdnServer(s);
const { startSandbox } = (await import(join(ROOT, 'sandbox-api/src/server.ts'))) as {
  startSandbox: (o: { port: number; config?: { corsOrigins?: string[] } }) => Promise<unknown>;
};
// CORS is only for the shell's origin; a remote run standalone on its own dev server calls the API too
await startSandbox({ port: s.apiPort, config: { corsOrigins: Object.values(DEV_PORTS).map((p) => `http://127.0.0.1:${p}`) } });
console.log(`\n  dev: open ${s.shellOrigin}/uk/login (remotes reload on save)\n`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
