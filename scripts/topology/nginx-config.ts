/**
 * Fills in deploy/nginx/nginx.conf.template: only addresses, ports, paths and the bucket — the
 * behaviour is the template's, the same file in production and in the topology test.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/env';

export interface EdgeConfig {
  /** `127.0.0.1:8080` */
  listen: string;
  /** what browsers call the edge (CORS of the remotes' files) */
  publicOrigin: string;
  shellServers: string[];
  controllers: string[];
  /** the object store's endpoint `host:port` and the path-style prefix `/<bucket>/<prefix>` */
  s3Endpoint: string;
  s3Path: string;
  /** where nginx writes: pid, logs, temp files, the cache (any user may run it) */
  runDir: string;
}

const TEMPLATE = join(ROOT, 'deploy/nginx/nginx.conf.template');

export function renderNginxConfig(c: EdgeConfig): string {
  const values: Record<string, string> = {
    EDGE_LISTEN: c.listen,
    PUBLIC_ORIGIN: c.publicOrigin,
    SHELL_SERVERS: c.shellServers.map((s) => `    server ${s} max_fails=1 fail_timeout=5s;`).join('\n'),
    CONTROLLER_SERVERS: c.controllers.map((s) => `    server ${s} max_fails=1 fail_timeout=5s;`).join('\n'),
    S3_ENDPOINT: c.s3Endpoint,
    S3_HOST: c.s3Endpoint,
    S3_PATH: c.s3Path.replace(/\/+$/, ''),
    RUN_DIR: c.runDir,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z0-9_]+)\}/g, (m, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`nginx template: no value for ${m}`);
    return v;
  });
}

/** Writes the config into `runDir` (made with the temp folders nginx needs); returns its path. */
export function writeNginxConfig(c: EdgeConfig): string {
  mkdirSync(c.runDir, { recursive: true });
  const file = join(c.runDir, 'nginx.conf');
  writeFileSync(file, renderNginxConfig(c));
  return file;
}
