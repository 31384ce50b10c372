// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStateStore } from './file-state';
import { fileMeta } from './file-meta';
import { LocalFilesStore } from './local-files';
import { storeConfig } from './select';
import { filesStoreContract, stateStoreContract } from './store-contract';

describe('embedded state store (files in CDN_DIR)', () => {
  stateStoreContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'state-'));
    return async () => new FileStateStore(dir, 10);
  });
});

describe('embedded files store (the CDN folder)', () => {
  filesStoreContract(async () => new LocalFilesStore(mkdtempSync(join(tmpdir(), 'files-'))));
});

describe('store selection', () => {
  it('keeps the embedded stores without the two settings', () => {
    expect(storeConfig({ CDN_DIR: '/tmp/x' })).toEqual({
      files: { kind: 'folder', dir: '/tmp/x' },
      state: { kind: 'files', dir: '/tmp/x' },
    });
  });
  it('reads DELIVERY_FILES and DELIVERY_DATABASE_URL', () => {
    const env = { DELIVERY_FILES: 's3://remotes-prod/web/', DELIVERY_DATABASE_URL: 'postgres://u@db:5432/delivery' };
    expect(storeConfig(env)).toMatchObject({
      files: { kind: 's3', bucket: 'remotes-prod', prefix: 'web' },
      state: { kind: 'postgres', url: 'postgres://u@db:5432/delivery' },
    });
  });
  it('refuses a setting it cannot read instead of falling back to the local default', () => {
    expect(() => storeConfig({ DELIVERY_FILES: '/var/cdn' })).toThrow(/s3:\/\/<bucket>\/<prefix>/);
    expect(() => storeConfig({ DELIVERY_DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });
});

describe('fileMeta', () => {
  it('gives immutable caching, the type of the file and the encoding of a variant', () => {
    expect(fileMeta('static/js/app.js')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(fileMeta('static/js/app.js.br')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      contentEncoding: 'br',
    });
    expect(fileMeta('mf-manifest.json.gz')).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      contentEncoding: 'gzip',
    });
    expect(fileMeta('static/font/x.woff2')).toEqual({
      contentType: 'font/woff2',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
});
