import { settings } from '../../lib/env';
import { FileStateStore } from './file-state';
import { LocalFilesStore } from './local-files';
import { StoreError, type FilesStore, type StateStore, type Stores } from './types';

export type FilesConfig = { kind: 'folder'; dir: string } | { kind: 's3'; bucket: string; prefix: string };
export type StateConfig = { kind: 'files'; dir: string } | { kind: 'postgres'; url: string };

/**
 * Which stores the environment names (docs/delivery.md, "Stores"): `DELIVERY_FILES=s3://<bucket>/<prefix>`
 * or the folder `CDN_DIR`; `DELIVERY_DATABASE_URL=postgres://…` or files in `CDN_DIR`. Anything else in
 * those two is refused rather than silently falling back to the local default.
 */
export function storeConfig(env: NodeJS.ProcessEnv = process.env): { files: FilesConfig; state: StateConfig } {
  const dir = settings(env).cdnDir;
  const filesUrl = env.DELIVERY_FILES?.trim();
  const dbUrl = env.DELIVERY_DATABASE_URL?.trim();
  let files: FilesConfig = { kind: 'folder', dir };
  if (filesUrl) {
    const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(filesUrl);
    if (!m) throw new StoreError(`DELIVERY_FILES must be s3://<bucket>/<prefix> (got "${filesUrl}")`);
    files = { kind: 's3', bucket: m[1]!, prefix: (m[2] ?? '').replace(/^\/+|\/+$/g, '') };
  }
  let state: StateConfig = { kind: 'files', dir };
  if (dbUrl) {
    if (!/^postgres(ql)?:\/\//.test(dbUrl))
      throw new StoreError('DELIVERY_DATABASE_URL must be a postgres://… connection URL');
    state = { kind: 'postgres', url: dbUrl };
  }
  return { files, state };
}

export async function openFilesStore(config: FilesConfig): Promise<FilesStore> {
  if (config.kind === 'folder') return new LocalFilesStore(config.dir);
  // loaded only when named: the embedded default (npm start) never loads the SDK
  const { S3FilesStore } = await import('./s3-files');
  return new S3FilesStore(config.bucket, config.prefix);
}

export async function openStateStore(config: StateConfig): Promise<StateStore> {
  if (config.kind === 'files') return new FileStateStore(config.dir);
  // loaded only when named: the embedded default (npm start) never loads the client
  const { PgStateStore } = await import('./pg-state');
  return new PgStateStore(config.url);
}

/** Both stores as the environment names them; `close()` releases both. */
export async function openStores(env: NodeJS.ProcessEnv = process.env): Promise<Stores> {
  const config = storeConfig(env);
  const files = await openFilesStore(config.files);
  const state = await openStateStore(config.state);
  return { files, state, close: () => state.close() };
}

const opened = new Map<string, Promise<Stores>>();

/** The stores the environment names, opened once per process and setting (the CLI's steps share them). */
export function envStores(env: NodeJS.ProcessEnv = process.env): Promise<Stores> {
  let key: string;
  try {
    key = JSON.stringify(storeConfig(env));
  } catch (err) {
    return Promise.reject(err as Error);
  }
  let stores = opened.get(key);
  if (!stores) {
    stores = openStores(env);
    opened.set(key, stores);
  }
  return stores;
}
