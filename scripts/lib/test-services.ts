/**
 * Throwaway services for tests (docs/delivery.md, "Tests"): a PostgreSQL cluster (Debian's server,
 * `initdb` into a temp folder, run as a non-root user) and an S3 API server (`s3rver`), each on
 * 127.0.0.1, started in ~2 s and removed on `stop()`. A missing PostgreSQL is installed with apt-get
 * first, as the browser tests install Chromium (scripts/lib/bootstrap.mjs): CI starts from a clean machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './env';

const isRoot = () => process.getuid?.() === 0;

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(base, majors[0], 'bin') : null;
}

/** Debian's PostgreSQL server, installed with apt-get (sudo when not root) when it is missing. */
export function ensurePostgres(): string {
  const found = postgresBin();
  if (found) return found;
  console.log('• installing Debian postgresql (apt-get)');
  const sudo = isRoot() ? [] : ['sudo', '-E'];
  const apt = (args: string[]) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  const bin = apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'postgresql']) ? postgresBin() : null;
  if (!bin) throw new Error('could not install postgresql (apt-get install postgresql): the PostgreSQL tests need it');
  return bin;
}

/** A port nobody listens on, from `start` upwards (tests in parallel each take the next free one). */
export async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) {
    const free = await new Promise<boolean>((done) => {
      const s = createServer();
      s.once('error', () => done(false));
      s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${start}`);
}

export interface PostgresCluster {
  port: number;
  /** the `postgres` database as superuser `postgres` (trust on loopback) */
  url: string;
  /** A fresh empty database in the cluster; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
  /** Stops it but keeps the folder: `start()` brings the same data back (a database restart). */
  pause(): void;
  start(): void;
  /**
   * A restart without blocking this process (a load generator in it keeps running): stopped, down for
   * `downMs`, started again; resolves once it accepts connections.
   */
  restart(downMs: number): Promise<void>;
}

let databases = 0;

/**
 * `initdb` into a temp folder and `pg_ctl start` on 127.0.0.1:`port` (env `TEST_PG_PORT`, default
 * 54330, the next free one). PostgreSQL refuses to run as root: as root, the folder is given to the
 * `postgres` user and both run through `runuser -u postgres`.
 */
export async function startPostgres(port?: number, env: NodeJS.ProcessEnv = process.env): Promise<PostgresCluster> {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const data = join(dir, 'data');
  const command = (cmd: string, args: string[]) =>
    (isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  const asUser = (cmd: string, args: string[]) => {
    const res = spawnSync(...command(cmd, args), { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr || res.stdout}`);
  };
  const asUserLater = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(...command(cmd, args), { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${err}`))));
    });
  if (isRoot()) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), 0);
  asUser(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  let chosen = port ?? (await freePort(Number(env.TEST_PG_PORT ?? 54330)));
  const pgCtlArgs = (action: 'start' | 'stop') =>
    action === 'start'
      ? [
          '-D',
          data,
          '-o',
          // fsync off: a test cluster trades durability for speed; the socket in /tmp, TCP on loopback only
          `-p ${chosen} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
          '-l',
          join(dir, 'server.log'),
          '-w',
          'start',
        ]
      : ['-D', data, '-m', 'fast', '-w', 'stop'];
  const pgCtl = (action: 'start' | 'stop') => asUser(join(bin, 'pg_ctl'), pgCtlArgs(action));
  for (let attempt = 0; ; attempt++) {
    try {
      pgCtl('start');
      break;
    } catch (err) {
      // another test took the port between the check and the start: the next one
      if (port !== undefined || attempt >= 5) throw err;
      chosen = await freePort(chosen + 1);
    }
  }
  const url = `postgres://postgres@127.0.0.1:${chosen}/postgres`;
  let running = true;
  // a test run that dies without its teardown leaves no server behind
  const onExit = () => {
    if (running)
      spawnSync(isRoot() ? 'runuser' : join(bin, 'pg_ctl'), [
        ...(isRoot() ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
        ...['-D', data, '-m', 'immediate', 'stop'],
      ]);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  return {
    port: chosen,
    url,
    async createDatabase(name = `test_${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // from template0: 4× faster than the default copy of template1 (WAL-logged) on a loaded machine
        await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${chosen}/${name}`;
    },
    pause() {
      if (running) pgCtl('stop');
      running = false;
    },
    start() {
      if (!running) pgCtl('start');
      running = true;
    },
    async restart(downMs) {
      await asUserLater(join(bin, 'pg_ctl'), pgCtlArgs('stop'));
      running = false;
      await new Promise((r) => setTimeout(r, downMs));
      await asUserLater(join(bin, 'pg_ctl'), pgCtlArgs('start'));
      running = true;
    },
    async stop() {
      process.off('exit', onExit);
      try {
        if (running) pgCtl('stop');
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface S3Server {
  port: number;
  /** `http://127.0.0.1:<port>`: what `AWS_ENDPOINT_URL` is set to */
  endpoint: string;
  bucket: string;
  /** AWS_* settings for a client of this server (s3rver's fixed key pair) */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * `s3rver` (npm, pinned) in its own process on 127.0.0.1:`port` (env `TEST_S3_PORT`, default 45690, the
 * next free one) with `bucket` created, data in a temp folder. Resolves when it answers.
 */
export async function startS3(
  { port, bucket = 'delivery' }: { port?: number; bucket?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<S3Server> {
  const chosen = port ?? (await freePort(Number(env.TEST_S3_PORT ?? 45690)));
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/s3rver/bin/s3rver.js'),
      ...['-d', dir, '-a', '127.0.0.1', '-p', String(chosen), '--silent', '--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const endpoint = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(endpoint, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`s3rver did not answer on ${endpoint}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port: chosen,
    endpoint,
    bucket,
    env: {
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
