// Delivery to a store's S3 bucket: every file of the batch under <prefix>/<batchId>/, the completion
// manifest last.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Batch } from './batch';
import type { S3Config } from './config';

export async function sendBatchToS3(cfg: S3Config & { secret: string }, batch: Batch, timeoutMs: number) {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint || undefined,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secret },
    requestHandler: { requestTimeout: timeoutMs },
  });
  try {
    const root = [cfg.prefix.replace(/^\/+|\/+$/g, ''), batch.batchId].filter(Boolean).join('/');
    for (const f of batch.files)
      await client.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: `${root}/${f.path}`, Body: f.content }));
    return root;
  } finally {
    client.destroy();
  }
}
