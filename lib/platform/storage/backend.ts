// Where file bytes live: a folder (UPLOAD_DIR, default .data/uploads) or an S3-compatible bucket.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { env } from '../env';
import { recordCall } from '../integrations';
import { platformS3 } from './s3-client';

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

/** The platform bucket (lib/platform/storage/s3-client.ts), looked up per call: tests change the environment. */
async function bucket() {
  const b = await platformS3();
  if (!b) throw new Error('S3_BUCKET is not set: files stored in S3 cannot be reached');
  return b;
}

const s3: StorageBackend = {
  name: 's3',
  async put(tempPath, key, mime) {
    const [{ bucket: Bucket, client }, { PutObjectCommand }] = await Promise.all([
      bucket(),
      import('@aws-sdk/client-s3'),
    ]);
    const { size } = await stat(tempPath);
    await recordCall('s3', 'put', () =>
      client.send(
        new PutObjectCommand({
          Bucket,
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
    const [{ bucket: Bucket, client }, { GetObjectCommand }] = await Promise.all([
      bucket(),
      import('@aws-sdk/client-s3'),
    ]);
    const res = await recordCall('s3', 'get', () => client.send(new GetObjectCommand({ Bucket, Key: key })));
    return res.Body as Readable;
  },
  async remove(key) {
    const [{ bucket: Bucket, client }, { DeleteObjectCommand }] = await Promise.all([
      bucket(),
      import('@aws-sdk/client-s3'),
    ]);
    await recordCall('s3', 'delete', () => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
  },
};

/** The configured backend for new files: S3 when S3_BUCKET is set, the local folder otherwise. */
export async function currentBackend(): Promise<StorageBackend> {
  return env().S3_BUCKET ? s3 : local;
}

export async function backendFor(name: string): Promise<StorageBackend> {
  return name === 's3' ? s3 : local;
}
