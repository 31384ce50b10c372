// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startPostgres, startS3, type PostgresCluster, type S3Server } from './test-services';

describe('test services', () => {
  let cluster: PostgresCluster;
  let s3: S3Server;
  beforeAll(async () => {
    [cluster, s3] = await Promise.all([startPostgres(), startS3()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([cluster?.stop(), s3?.stop()]);
  });

  it('starts a PostgreSQL cluster on loopback and makes a fresh database in it', async () => {
    const url = await cluster.createDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ v: string }>('SELECT current_setting($$server_version$$) AS v');
    await client.end();
    expect(rows[0]!.v).toMatch(/^\d+\./);
  });

  it('starts s3rver with the bucket configured', async () => {
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await expect(client.send(new HeadBucketCommand({ Bucket: s3.bucket }))).resolves.toBeTruthy();
    client.destroy();
  });
});
