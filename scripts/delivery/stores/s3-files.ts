import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { fileMeta } from './file-meta';
import { filesUnder } from './file-walk';
import { StoreError, type FilesStore, type VersionSource } from './types';

/** Written last: a version whose integrity.json is there is complete; before, nothing references it. */
const MARKER = 'integrity.json';
const isMarker = (p: string) => p === MARKER || p === `${MARKER}.br` || p === `${MARKER}.gz`;

const CREDENTIALS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'ExpiredToken',
  'InvalidToken',
  'CredentialsProviderError',
]);

/** The client configured the standard way: AWS_REGION, AWS_ENDPOINT_URL, the SDK's credential chain. */
export function s3Client(env: NodeJS.ProcessEnv = process.env): S3Client {
  // the SDK's version is pinned in the lockfile: its notice that later releases need Node 22 is for
  // whoever upgrades it, not a multi-line warning on every deploy (which prints one line, or one ✖ line)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? (endpoint ? 'us-east-1' : undefined);
  const { AWS_ACCESS_KEY_ID: id, AWS_SECRET_ACCESS_KEY: secret, AWS_SESSION_TOKEN: token } = env;
  return new S3Client({
    // S3-compatible stores (MinIO, Ceph, s3rver) are addressed by path, not by bucket host name
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(region ? { region } : {}),
    // keys in the environment are the chain's first link anyway; named here so a given `env` is used
    ...(id && secret ? { credentials: { accessKeyId: id, secretAccessKey: secret, sessionToken: token } } : {}),
    maxAttempts: 3,
    // an unreachable store fails a deploy within seconds rather than after the OS's TCP timeout
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
}

/**
 * The files store on S3 or any S3-compatible object storage (`DELIVERY_FILES=s3://<bucket>/<prefix>`):
 * `<prefix>/<remote>/<version>/<path>`, each object with the Cache-Control, Content-Type and (a `.br`
 * / `.gz` variant) Content-Encoding of `fileMeta()`. A version is complete once its `integrity.json`
 * is there, uploaded last; a file is never overwritten: each is looked up first (s3rver has no
 * conditional writes) and also sent with `If-None-Match: *`, which S3 itself enforces.
 */
export class S3FilesStore implements FilesStore {
  readonly where: string;

  constructor(
    readonly bucket: string,
    readonly prefix: string,
    private readonly client: S3Client = s3Client(),
    private readonly cacheDir = join(tmpdir(), 'broker-delivery-files'),
  ) {
    this.where = `s3://${bucket}/${prefix}`;
  }

  objectKey(key: string, version: string, path = ''): string {
    return [this.prefix, key, version, path].filter(Boolean).join('/');
  }

  private fail(err: unknown, what: string): never {
    if (err instanceof StoreError) throw err;
    const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const name = e.name ?? e.code ?? '';
    if (/region is missing/i.test(e.message ?? ''))
      throw new StoreError(`the object store ${this.where} needs a region: set AWS_REGION`);
    const reason =
      CREDENTIALS.has(name) || e.$metadata?.httpStatusCode === 403
        ? 'refused the credentials'
        : name === 'NoSuchBucket'
          ? 'has no such bucket'
          : 'cannot be reached';
    throw new StoreError(
      `the object store ${this.where} ${reason} while ${what} (${name || 'error'}: ${e.message ?? ''})`.trim(),
    );
  }

  private async head(k: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: k }));
      return true;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return false;
      return this.fail(err, `looking up ${k}`);
    }
  }

  private async getObject(k: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: k }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NoSuchKey') return null;
      return this.fail(err, `reading ${k}`);
    }
  }

  /** Uploads one file unless it is there; one that is there with other bytes is a refusal, never overwritten. */
  private async putOnce(k: string, path: string, body: Buffer): Promise<void> {
    if (await this.head(k)) {
      const stored = await this.getObject(k);
      if (stored && stored.equals(body)) return;
      throw new StoreError(
        `${this.where}: ${k} is stored already with other bytes (a publish of another build of this version failed half-way): refused, nothing is overwritten. It is not referenced: delete s3://${this.bucket}/${k.slice(0, k.length - path.length)} or publish that same build`,
      );
    }
    const meta = fileMeta(path);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: k,
          Body: body,
          ContentType: meta.contentType,
          CacheControl: meta.cacheControl,
          ...(meta.contentEncoding ? { ContentEncoding: meta.contentEncoding } : {}),
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      // another publisher stored it between the look-up and the write (S3 enforces If-None-Match)
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412) return;
      this.fail(err, `uploading ${k}`);
    }
  }

  async putVersion(key: string, version: string, source: VersionSource): Promise<{ reused: boolean }> {
    if (await this.exists(key, version)) return { reused: true };
    const files = new Map<string, () => Promise<Buffer>>();
    for (const { full, rel } of await filesUnder(source.dir)) files.set(rel, () => readFile(full));
    for (const [path, bytes] of Object.entries(source.extra ?? {})) files.set(path, async () => bytes);
    const paths = [...files.keys()].sort();
    // everything but the marker first, a few at a time; then the marker's variants; the marker last
    const body = paths.filter((p) => !isMarker(p));
    const queue = [...body];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift())
        await this.putOnce(this.objectKey(key, version, p), p, await files.get(p)!());
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    for (const p of [`${MARKER}.br`, `${MARKER}.gz`, MARKER].filter((x) => files.has(x)))
      await this.putOnce(this.objectKey(key, version, p), p, await files.get(p)!());
    return { reused: false };
  }

  async exists(key: string, version: string): Promise<boolean> {
    return this.head(this.objectKey(key, version, MARKER));
  }

  async get(key: string, version: string, path: string): Promise<Buffer | null> {
    if (path.split('/').some((s) => s === '..' || s === '.' || s === '')) return null;
    return this.getObject(this.objectKey(key, version, path));
  }

  async list(key: string, version: string): Promise<string[]> {
    if (!(await this.exists(key, version))) return [];
    const base = this.objectKey(key, version) + '/';
    const out: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: base, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key.slice(base.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (err) {
      this.fail(err, `listing ${base}`);
    }
    return out.sort();
  }

  /**
   * The version's files (no compressed variants) in a local cache folder, each checked against its
   * `integrity.json`: versions never change, so a complete download is kept and reused.
   */
  async localDir(key: string, version: string): Promise<string | null> {
    const dir = join(this.cacheDir, this.bucket, this.prefix, key, version);
    if (
      await readFile(join(dir, MARKER)).then(
        () => true,
        () => false,
      )
    )
      return dir;
    const marker = await this.get(key, version, MARKER);
    if (!marker) return null;
    const { files } = JSON.parse(marker.toString('utf8')) as { files: Record<string, string> };
    const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await mkdir(tmp, { recursive: true });
      for (const [path, sri] of Object.entries(files)) {
        const bytes = await this.get(key, version, path);
        if (!bytes) throw new StoreError(`${this.where}: ${key} ${version} lacks ${path}`);
        if (`sha384-${createHash('sha384').update(bytes).digest('base64')}` !== sri)
          throw new StoreError(`${this.where}: ${key} ${version} ${path} does not match its integrity.json`);
        await mkdir(dirname(join(tmp, path)), { recursive: true });
        await writeFile(join(tmp, path), bytes);
      }
      await writeFile(join(tmp, MARKER), marker);
      await mkdir(dirname(dir), { recursive: true });
      await rename(tmp, dir).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err; // another process cached it first
      });
      return dir;
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
}
