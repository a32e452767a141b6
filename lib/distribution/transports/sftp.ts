// Delivery over SFTP: the batch folder is created, resources and the ERN uploaded, and the completion
// manifest written last, so a store that polls for BatchComplete_* never sees a half-written batch.
import SftpClient from 'ssh2-sftp-client';
import path from 'node:path/posix';
import type { Batch } from './batch';
import type { SftpConfig } from './config';
import { storeHostAddress } from '../../platform/security/outbound';

export async function sendBatchOverSftp(cfg: SftpConfig & { secret: string }, batch: Batch, timeoutMs: number) {
  const sftp = new SftpClient('store-delivery');
  await sftp.connect({
    // Resolved and checked here, then connected to that very address (no second lookup to rebind).
    host: await storeHostAddress(cfg.host),
    port: cfg.port,
    username: cfg.username,
    ...(cfg.authType === 'key' ? { privateKey: cfg.secret } : { password: cfg.secret }),
    readyTimeout: timeoutMs,
    retries: 0,
  });
  try {
    const root = path.join(cfg.remoteDir || '.', batch.batchId);
    const made = new Set<string>();
    for (const f of batch.files) {
      const dir = path.dirname(path.join(root, f.path));
      if (!made.has(dir)) {
        await sftp.mkdir(dir, true);
        made.add(dir);
      }
      await sftp.put(f.content, path.join(root, f.path));
    }
    return root;
  } finally {
    await sftp.end().catch(() => undefined);
  }
}

/** A file in a store's acknowledgement folder, read only when needed. */
export interface RemoteAckFile {
  name: string;
  modifiedAt: Date;
  read(): Promise<Buffer>;
}

/** Opens the store's acknowledgement folder and hands its XML files to `readFiles` while connected. */
export async function withSftpAckFolder<T>(
  cfg: SftpConfig & { secret: string },
  timeoutMs: number,
  readFiles: (files: RemoteAckFile[]) => Promise<T>,
): Promise<T> {
  const sftp = new SftpClient('store-acks');
  await sftp.connect({
    host: cfg.host,
    port: cfg.port,
    username: cfg.username,
    ...(cfg.authType === 'key' ? { privateKey: cfg.secret } : { password: cfg.secret }),
    readyTimeout: timeoutMs,
    retries: 0,
  });
  try {
    const dir = path.isAbsolute(cfg.ackFolder!) ? cfg.ackFolder! : path.join(cfg.remoteDir || '.', cfg.ackFolder!);
    // No folder yet: the store has acknowledged nothing so far.
    const entries = (await sftp.exists(dir)) === 'd' ? await sftp.list(dir) : [];
    const files = entries
      .filter((e) => e.type === '-' && /\.xml$/i.test(e.name))
      .map((e) => ({
        name: e.name,
        modifiedAt: new Date(e.modifyTime),
        read: async () => (await sftp.get(path.join(dir, e.name))) as Buffer,
      }));
    return await readFiles(files);
  } finally {
    await sftp.end().catch(() => undefined);
  }
}
