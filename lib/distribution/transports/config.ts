// Store transports other than HTTP(S): their settings, with the secret (password, private key or
// secret access key) encrypted at rest the way payout details are.
import { z } from 'zod';
import { db } from '../../platform/db';
import { decryptField, encryptField } from '../../platform/security/crypto';
import { BadRequest, NotFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import type { storeTransportInput } from './schema';
import { assertStoreEndpointAllowed, checkedStoreAddresses } from '../../platform/security/endpoints';

export type SftpConfig = {
  kind: 'sftp';
  host: string;
  port: number;
  username: string;
  authType: 'password' | 'key';
  remoteDir: string;
  /** Folder the store writes acknowledgement files to (relative to remoteDir unless absolute); empty: none */
  ackFolder?: string;
};
export type S3Config = {
  kind: 's3';
  bucket: string;
  region: string;
  endpoint?: string;
  prefix: string;
  accessKeyId: string;
  forcePathStyle: boolean;
  /** Key prefix the store writes acknowledgement files under (relative to prefix unless it starts with /) */
  ackFolder?: string;
};
type TransportConfig = SftpConfig | S3Config;
export type LoadedTransport = TransportConfig & { secret: string };

export async function loadTransport(storeId: string): Promise<LoadedTransport | null> {
  const row = await db.storeTransport.findUnique({ where: { storeId } });
  if (!row) return null;
  return { ...(row.config as TransportConfig), secret: decryptField(row.secretSealed) };
}

/** What staff see: the settings, never the secret. */
export async function describeTransport(storeId: string) {
  const row = await db.storeTransport.findUnique({ where: { storeId } });
  if (!row) return null;
  return { ...(row.config as TransportConfig), hasSecret: true, updatedAt: row.updatedAt };
}

export async function saveTransport(actorId: string, storeId: string, input: z.infer<typeof storeTransportInput>) {
  const store = await db.store.findUnique({ where: { id: storeId }, select: { id: true } });
  if (!store) throw new NotFound('Store not found');
  const { secret, ...config } = input;
  // A transport's host is a store address like an HTTP endpoint: internal ones only when the super admin allows.
  if (config.kind === 'sftp') await checkedStoreAddresses(config.host);
  else if (config.endpoint) await assertStoreEndpointAllowed(config.endpoint);
  const normalized: TransportConfig =
    config.kind === 'sftp'
      ? { ...config, ackFolder: config.ackFolder ?? '' }
      : {
          ...config,
          prefix: config.prefix ?? '',
          forcePathStyle: config.forcePathStyle ?? false,
          ackFolder: config.ackFolder ?? '',
        };
  await db.$transaction(async (tx) => {
    const existing = await tx.storeTransport.findUnique({ where: { storeId } });
    const secretSealed = secret ? encryptField(secret) : existing?.secretSealed;
    if (!secretSealed) throw new BadRequest('Enter the password, key or secret');
    await tx.storeTransport.upsert({
      where: { storeId },
      create: { storeId, kind: config.kind, config: normalized, secretSealed },
      update: { kind: config.kind, config: normalized, secretSealed },
    });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'store.transport_update',
      target: { type: 'store', id: storeId },
      detail: { kind: config.kind, ackFolder: normalized.ackFolder ?? '', secretChanged: !!secret },
    });
  });
  return describeTransport(storeId);
}

export async function removeTransport(actorId: string, storeId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.storeTransport.deleteMany({ where: { storeId } });
    if (count === 0) throw new NotFound('This store has no SFTP or S3 transport');
    await recordAudit({ tx, actor: actorId, action: 'store.transport_remove', target: { type: 'store', id: storeId } });
  });
}
