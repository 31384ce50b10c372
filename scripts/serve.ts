/** Serves the production builds: shell (4000), remotes' CDN (4200), sandbox API (4100). Ctrl-C stops all. */
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, settings } from './lib/env';
import { startShellServer } from './servers/shell-server';
import { startCdnServer } from './servers/cdn-server';

export async function serveAll(): Promise<() => Promise<void>> {
  const s = settings();
  const closers: Array<() => Promise<void>> = [];
  const closeServer = (srv: Server) => () => new Promise<void>((r) => srv.close(() => r()));
  const sandboxEntry = join(ROOT, 'sandbox-api/src/server.ts');
  if (existsSync(sandboxEntry)) {
    const { startSandbox } = (await import(sandboxEntry)) as {
      startSandbox: (o: { port: number }) => Promise<{ close: () => Promise<void> }>;
    };
    const sandbox = await startSandbox({ port: s.apiPort });
    closers.push(() => sandbox.close());
    console.log(`  sandbox API   ${s.apiOrigin}/  (console and back-office controls)`);
  }
  closers.push(closeServer(await startCdnServer(s)));
  console.log(`  remotes' CDN  ${s.cdnOrigin}/registry.json`);
  const shell = await startShellServer(s);
  closers.push(closeServer(shell));
  console.log(`\n  Open ${s.shellOrigin}/uk/login\n`);
  return async () => {
    await Promise.all(closers.map((c) => c()));
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stop = await serveAll();
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log('\nStopping…');
    // connections kept alive by the browser would hold close() open: give them a moment, then exit
    setTimeout(() => process.exit(0), 1500).unref();
    void stop().then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
