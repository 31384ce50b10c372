// TEMPORARY (not committed): the bench's federated servers alone, for manual Lighthouse traces
import { join } from 'node:path';
import { ROOT } from '../lib/env';
import { benchSettings } from './bench-setup';
import { startShellServer } from '../servers/shell-server';
import { startCdnServer } from '../servers/cdn-server';
const { federated } = benchSettings();
const { startSandbox } = (await import(join(ROOT, 'sandbox-api/src/server.ts'))) as any;
await startSandbox({ port: federated.apiPort, log: () => {}, config: { shellOrigin: federated.shellOrigin, corsOrigins: [] } });
await startCdnServer(federated);
await startShellServer(federated);
console.log('READY');
