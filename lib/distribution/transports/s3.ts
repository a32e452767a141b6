// Delivery to a store's S3 bucket: every file of the batch under <prefix>/<batchId>/, the completion
// manifest last; and the store's acknowledgement files read back from its acknowledgement prefix.
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../../platform/storage/s3-client';
import type { Batch } from './batch';
import type { S3Config } from './config';
import type { RemoteAckFile } from './sftp';
import { assertStoreEndpointAllowed } from '../../platform/security/endpoints';
import { storeAgents } from '../../platform/security/outbound';

export async function sendBatchToS3(cfg: S3Config & { secret: string }, batch: Batch, timeoutMs: number) {
  const client = await storeS3Client(cfg, timeoutMs);
  try {
    const root = [cfg.prefix.replace(/^\/+|\/+$/g, ''), batch.batchId].filter(Boolean).join('/');
    for (const f of batch.files)
      await client.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: `${root}/${f.path}`, Body: f.content }));
    return root;
  } finally {
    client.destroy();
  }
}

/** The XML files under the store's acknowledgement prefix (read one by one when needed). */
export async function withS3AckFolder<T>(
  cfg: S3Config & { secret: string },
  timeoutMs: number,
  readFiles: (files: RemoteAckFile[]) => Promise<T>,
): Promise<T> {
  const client = await storeS3Client(cfg, timeoutMs);
  try {
    const folder = cfg.ackFolder!.startsWith('/')
      ? cfg.ackFolder!.replace(/^\/+|\/+$/g, '')
      : [cfg.prefix.replace(/^\/+|\/+$/g, ''), cfg.ackFolder!.replace(/\/+$/g, '')].filter(Boolean).join('/');
    const files: RemoteAckFile[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: cfg.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        const name = o.Key!.slice(folder.length + 1);
        if (name.includes('/') || !/\.xml$/i.test(name)) continue;
        files.push({
          name,
          modifiedAt: o.LastModified ?? new Date(),
          read: async () => {
            const got = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: o.Key! }));
            return Buffer.from(await got.Body!.transformToByteArray());
          },
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return await readFiles(files);
  } finally {
    client.destroy();
  }
}

/**
 * A client for a store's bucket. A custom endpoint is a store address like any other: checked now, and its
 * sockets resolve through the store check (an IP literal is fully checked here, since it opens no lookup).
 */
export async function storeS3Client(cfg: S3Config & { secret: string }, timeoutMs: number) {
  if (cfg.endpoint) await assertStoreEndpointAllowed(cfg.endpoint);
  return createS3Client({
    region: cfg.region,
    endpoint: cfg.endpoint || undefined,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secret },
    requestHandler: { requestTimeout: timeoutMs, ...(cfg.endpoint ? storeAgents() : {}) },
  });
}
