/** `npm start`: the sandbox alone on API_PORT (default 4100). */
import { startSandbox } from './server';
import { SEED_PASSWORD } from './seed/users';

const port = Number(process.env.API_PORT ?? 4100);
try {
  const sandbox = await startSandbox({ port });
  console.log(
    `sandbox API on ${sandbox.url}/ (console), auth base ${sandbox.url}/sso/, onboarding base ${sandbox.url}/api/`,
  );
  console.log(`seeded users: GET ${sandbox.url}/__sandbox/users — password for all: ${SEED_PASSWORD}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  console.error(e.code === 'EADDRINUSE' ? `port ${port} is busy: set API_PORT to another port` : e);
  process.exit(1);
}
