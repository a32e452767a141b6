// Where file bytes live: a folder (UPLOAD_DIR, default .data/uploads) or an S3-compatible bucket.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { env } from '../env';
import { recordCall } from '../integrations';

export interface StorageBackend {
  name: 'local' | 's3';
  /** Moves a finished temp file into storage under `key`. */
  put(tempPath: string, key: string, mime: string): Promise<void>;
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export function uploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().UPLOAD_DIR);
}

const local: StorageBackend = {
  name: 'local',
  async put(tempPath, key) {
    const dest = path.join(uploadRoot(), key);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(tempPath, dest);
  },
  async open(key) {
    const p = path.join(uploadRoot(), key);
    await stat(p); // a missing file is an error here, not a broken stream later
    return createReadStream(p);
  },
  async remove(key) {
    await rm(path.join(uploadRoot(), key), { force: true });
  },
};

let s3: StorageBackend | undefined;
async function s3Backend(): Promise<StorageBackend> {
  if (s3) return s3;
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const e = env();
  const bucket = e.S3_BUCKET!;
  const client = new S3Client({
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  s3 = {
    name: 's3',
    async put(tempPath, key, mime) {
      const { size } = await stat(tempPath);
      await recordCall('s3', 'put', () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(tempPath),
            ContentLength: size,
            ContentType: mime,
          }),
        ),
      );
      await rm(tempPath, { force: true });
    },
    async open(key) {
      const res = await recordCall('s3', 'get', () => client.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
      return res.Body as Readable;
    },
    async remove(key) {
      await recordCall('s3', 'delete', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
  };
  return s3;
}

/** The configured backend for new files: S3 when S3_BUCKET is set, the local folder otherwise. */
export async function currentBackend(): Promise<StorageBackend> {
  return env().S3_BUCKET ? s3Backend() : local;
}

export async function backendFor(name: string): Promise<StorageBackend> {
  return name === 's3' ? s3Backend() : local;
}
