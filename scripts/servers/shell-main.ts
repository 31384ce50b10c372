/**
 * One shell server as its own process (the topology behind an edge runs several: docs/production.md).
 * Settings from the environment (scripts/lib/env.ts); the registry from the state store: the local
 * folder's file by default, PostgreSQL when DELIVERY_DATABASE_URL is set. SIGTERM/SIGINT stop it.
 */
import { settings } from '../lib/env';
import { openStateStore, storeConfig } from '../delivery/stores/select';
import { StoreRegistryFeed } from './registry-feed-store';
import { startShellServer } from './shell-server';

const s = settings();
const state = storeConfig().state;
// PostgreSQL: the registry held in memory, refreshed on NOTIFY; else the local folder's file (the default)
const feed = state.kind === 'postgres' ? new StoreRegistryFeed(await openStateStore(state)) : undefined;
await feed?.start();
const server = await startShellServer(s, { feed });
console.log(`[shell] pid ${process.pid} serving ${s.shellOrigin}`);
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
