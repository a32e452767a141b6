// The dispatcher's hook for SFTP and S3 stores: when a store has a transport configured, the delivery
// goes there as a DDEX batch; otherwise sendToStore keeps its HTTP(S) / simulator path. A store whose
// profile names an acknowledgement folder answers later, in a file (read by ./acks.ts): until then the
// delivery is 'delivered', not acknowledged.
import { recordCall } from '../../platform/integrations';
import { buildBatch } from './batch';
import { loadTransport } from './config';
import { sendBatchOverSftp } from './sftp';
import { sendBatchToS3 } from './s3';

/** What a send to a store came to (shared by the HTTP path in ../transport.ts). */
export type SendResult = {
  outcome: 'acknowledged' | 'delivered' | 'rejected' | 'retry';
  httpStatus: number | null;
  message: string;
  /** The DDEX batch written (SFTP / S3) */
  batchId?: string;
};

export async function sendOverConfiguredTransport(
  store: { id: string; slug: string; name: string },
  xml: string,
  timeoutMs: number,
): Promise<SendResult | null> {
  const cfg = await loadTransport(store.id);
  if (!cfg) return null;
  try {
    const batch = await buildBatch(xml);
    const where = await recordCall(`store:${store.slug}`, `${cfg.kind}.deliver`, () =>
      cfg.kind === 'sftp' ? sendBatchOverSftp(cfg, batch, timeoutMs) : sendBatchToS3(cfg, batch, timeoutMs),
    );
    return {
      outcome: cfg.ackFolder ? 'delivered' : 'acknowledged',
      httpStatus: null,
      batchId: batch.batchId,
      message: `Batch ${batch.batchId} written to ${cfg.kind === 'sftp' ? `${cfg.host}:${where}` : `s3://${cfg.bucket}/${where}`}`,
    };
  } catch (err) {
    // Connection, authentication and write failures are retried with backoff by the delivery job.
    return { outcome: 'retry', httpStatus: null, message: `${cfg.kind.toUpperCase()}: ${(err as Error).message}` };
  }
}
