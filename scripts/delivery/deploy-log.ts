import { appendFile, mkdir } from 'node:fs/promises';
import { stateDir } from './controller-state';
import { join } from 'node:path';

export const deployLogPath = (cdnDir: string) => join(stateDir(cdnDir), 'deploy.log');

/** One line per delivery action (stage, promote, canary, abort…), by a person or by the controller. */
export async function logDeploy(cdnDir: string, line: string, now = new Date()): Promise<void> {
  await mkdir(stateDir(cdnDir), { recursive: true });
  await appendFile(deployLogPath(cdnDir), `${now.toISOString()} ${line}\n`);
}
