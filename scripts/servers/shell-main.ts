/**
 * One shell server as its own process (the topology behind an edge runs several: docs/production.md).
 * Settings from the environment (scripts/lib/env.ts); the registry from the state store: the local
 * folder's file by default, PostgreSQL when DELIVERY_DATABASE_URL is set. SIGTERM/SIGINT stop it.
 */
import { settings } from '../lib/env';
import { startShellServer } from './shell-server';

const s = settings();
const server = await startShellServer(s);
console.log(`[shell] pid ${process.pid} serving ${s.shellOrigin}`);
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
