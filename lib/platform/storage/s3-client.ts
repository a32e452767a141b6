// The one way an S3 client is made. The platform's own bucket (uploads, drive files, its probe) is configured
// by the S3_* variables of lib/platform/env.ts; a store's bucket (distribution's transports) passes its own
// region, endpoint, keys and request handler. The SDK is loaded on first use, not at start.
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { env, type Env } from '../env';

export interface S3ClientOptions {
  region: string;
  /** Another S3-compatible service; unset: AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's default credentials (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  requestHandler?: S3ClientConfig['requestHandler'];
}

/** The platform bucket's client settings, from S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the S3 keys. */
export function platformS3Options(e: Env = env()): S3ClientOptions {
  return {
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT || undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** A new client with these options (a store's bucket); the caller destroys it when done. */
export async function createS3Client(options: S3ClientOptions): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestHandler: options.requestHandler,
  });
}

let platform: { env: Env; client: Promise<S3Client> } | undefined;

/** The platform bucket's name and its shared client; null when S3_BUCKET is not set. */
export async function platformS3(): Promise<{ bucket: string; client: S3Client } | null> {
  const e = env();
  if (!e.S3_BUCKET) return null;
  // One client per parsed environment (tests change it between files); a new one replaces the old.
  if (platform?.env !== e) {
    const old = platform?.client;
    platform = { env: e, client: createS3Client(platformS3Options(e)) };
    if (old) void old.then((c) => c.destroy());
  }
  return { bucket: e.S3_BUCKET, client: await platform.client };
}
