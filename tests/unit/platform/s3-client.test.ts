// The one S3 client factory: the platform bucket's settings come from the typed environment.
import type { Env } from '@/lib/platform/env';
import { createS3Client, platformS3Options } from '@/lib/platform/storage/s3-client';

const base = { S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: false } as Env;

describe('platformS3Options', () => {
  it('passes the keys only when both are set, else leaves the SDK its default credentials', () => {
    expect(
      platformS3Options({ ...base, S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' }).credentials,
    ).toEqual({
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
    });
    expect(platformS3Options({ ...base, S3_ACCESS_KEY_ID: 'AKIA1' }).credentials).toBeUndefined();
  });

  it('takes region, endpoint and path style from the environment (an empty endpoint is AWS)', () => {
    expect(platformS3Options({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true })).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(platformS3Options({ ...base, S3_ENDPOINT: '' }).endpoint).toBeUndefined();
  });
});

describe('createS3Client', () => {
  it('configures the client with the given region, endpoint and path style', async () => {
    const c = await createS3Client({ region: 'us-west-2', endpoint: 'http://127.0.0.1:9', forcePathStyle: true });
    try {
      expect(await c.config.region()).toBe('us-west-2');
      expect(c.config.forcePathStyle).toBe(true);
      const ep = await c.config.endpoint?.();
      expect(ep?.hostname).toBe('127.0.0.1');
    } finally {
      c.destroy();
    }
  });
});
