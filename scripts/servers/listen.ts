import type { Server } from 'node:http';
import { HOST } from '../lib/env';

/** Listen on 127.0.0.1 only; a busy port is a clear message and a non-zero exit, never a silent move. */
export function listen(server: Server, port: number, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        console.error(
          `\n✖ ${label}: port ${port} on ${HOST} is busy. Stop what uses it or choose another port with the environment variable shown in the README.\n`,
        );
        process.exit(1);
      }
      reject(err);
    });
    server.listen(port, HOST, () => resolve());
  });
}
