// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type S3Server } from '../../lib/test-services';
import { s3Client, S3FilesStore } from './s3-files';
import { filesStoreContract } from './store-contract';
import { StoreError } from './types';

let s3: S3Server;
let client: S3Client;
let n = 0;
beforeAll(async () => {
  s3 = await startS3();
  client = s3Client(s3.env);
}, 60_000);
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

const fresh = () => new S3FilesStore(s3.bucket, `test-${++n}/remotes`, client, mkdtempSync(join(tmpdir(), 'cache-')));

const sri = (t: string) => `sha384-${createHash('sha384').update(t).digest('base64')}`;

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

describe('S3 files store (against s3rver)', () => {
  filesStoreContract(async () => fresh());

  it('stores each file immutable, with its type, and a variant with its encoding', async () => {
    const f = fresh();
    await f.putVersion('mfe-signing', '1.0.0-a', {
      dir: build({ 'static/js/app.js': 'x', 'static/js/app.js.br': 'b', 'mf-manifest.json': '{}' }),
      extra: { 'integrity.json': Buffer.from('{"files":{}}') },
    });
    const head = (p: string) =>
      client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: f.objectKey('mfe-signing', '1.0.0-a', p) }));
    const js = await head('static/js/app.js');
    expect(js).toMatchObject({
      CacheControl: 'public, max-age=31536000, immutable',
      ContentType: 'text/javascript; charset=utf-8',
    });
    expect(js.ContentEncoding).toBeUndefined();
    expect(await head('static/js/app.js.br')).toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      ContentEncoding: 'br',
    });
    expect((await head('mf-manifest.json')).ContentType).toBe('application/json; charset=utf-8');
  });

  it('an upload that failed half-way is not a version; publishing the same build again completes it', async () => {
    const f = fresh();
    const dist = build({ 'a.js': 'a', 'b.js': 'b' });
    const extra = { 'integrity.json': Buffer.from('{"files":{}}') };
    // the marker is uploaded last: a store failing on it leaves every other file and no version
    const failing = new S3FilesStore(f.bucket, f.prefix, client);
    const put = (failing as unknown as { putOnce: (k: string, p: string, b: Buffer) => Promise<void> }).putOnce.bind(
      failing,
    );
    (failing as unknown as { putOnce: typeof put }).putOnce = (k, p, b) =>
      p === 'integrity.json' ? Promise.reject(new StoreError('network gone')) : put(k, p, b);
    await expect(failing.putVersion('mfe-signing', '1.0.0-h', { dir: dist, extra })).rejects.toThrow('network gone');
    expect(await f.exists('mfe-signing', '1.0.0-h')).toBe(false);
    expect(await f.list('mfe-signing', '1.0.0-h')).toEqual([]);
    expect(await f.putVersion('mfe-signing', '1.0.0-h', { dir: dist, extra })).toEqual({ reused: false });
    expect(await f.list('mfe-signing', '1.0.0-h')).toEqual(['a.js', 'b.js', 'integrity.json']);
  });

  it('never overwrites a file left by another build of the version: refused with the way out', async () => {
    const f = fresh();
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: f.objectKey('mfe-signing', '1.0.0-o', 'build-info.json'),
        Body: 'built at 10:00',
      }),
    );
    await expect(
      f.putVersion('mfe-signing', '1.0.0-o', {
        dir: build({ 'build-info.json': 'built at 11:00', 'a.js': 'a' }),
        extra: { 'integrity.json': Buffer.from('{}') },
      }),
    ).rejects.toThrow(/build-info.json is stored already with other bytes.*refused, nothing is overwritten/);
    const stored = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: f.objectKey('mfe-signing', '1.0.0-o', 'build-info.json') }),
    );
    expect(await stored.Body!.transformToString()).toBe('built at 10:00');
    expect(await f.exists('mfe-signing', '1.0.0-o')).toBe(false);
  });

  it('downloads a version for the gates only when every file matches its integrity.json', async () => {
    const f = fresh();
    const integrity = (files: Record<string, string>) => Buffer.from(JSON.stringify({ algorithm: 'sha384', files }));
    const dist = build({ 'build-info.json': '{"name":"x"}', 'a.js': 'a', 'a.js.br': 'compressed' });
    await f.putVersion('mfe-signing', '1.0.0-g', {
      dir: dist,
      extra: { 'integrity.json': integrity({ 'a.js': sri('a'), 'build-info.json': sri('{"name":"x"}') }) },
    });
    const dir = await f.localDir('mfe-signing', '1.0.0-g');
    expect(readFileSync(join(dir!, 'build-info.json'), 'utf8')).toBe('{"name":"x"}');
    expect(existsSync(join(dir!, 'a.js.br'))).toBe(false); // the gates read plain files only
    await f.putVersion('mfe-signing', '1.0.0-t', {
      dir: dist,
      extra: { 'integrity.json': integrity({ 'a.js': sri('tampered') }) },
    });
    await expect(f.localDir('mfe-signing', '1.0.0-t')).rejects.toThrow(/a.js does not match its integrity.json/);
  });

  it('says in one sentence that the store cannot be reached or refused the credentials', async () => {
    const down = new S3FilesStore(s3.bucket, 'x', s3Client({ ...s3.env, AWS_ENDPOINT_URL: 'http://127.0.0.1:9' }));
    await expect(down.exists('mfe-signing', '1.0.0-a')).rejects.toThrow(
      /^the object store s3:\/\/delivery\/x cannot be reached/,
    );
    // s3rver checks the key id (not the signature): a key it does not know is refused as S3 refuses it
    const wrong = new S3FilesStore(s3.bucket, 'x', s3Client({ ...s3.env, AWS_ACCESS_KEY_ID: 'WRONG-KEY' }));
    await expect(wrong.exists('mfe-signing', '1.0.0-a')).rejects.toThrow(/refused the credentials/);
  });
});
