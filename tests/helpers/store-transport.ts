// Test stores and their transport settings, saved through the route as a stepped-up super admin (the only way
// the product saves them), for the delivery and acknowledgement tests.
import type { User } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db';
import * as transportRoute from '@/app/api/ops/store-transports/[id]/route';
import { callSteppedUp } from './step-up';
import type { TestSftpServer } from './sftp-server';

/** The test stores listen on loopback: a super admin's setting allows such store addresses. */
export async function allowLoopbackStores() {
  await db.edgeSettings.upsert({
    where: { id: 1 },
    create: { id: 1, allowPrivateStoreEndpoints: true },
    update: { allowPrivateStoreEndpoints: true },
  });
}

export function createTestStore(slug: string, name: string, ddexPartyId: string, deliveryMethod: 'sftp' | 's3') {
  return db.store.create({ data: { slug, name, ddexPartyId, deliveryMethod, requirements: {} } });
}

/** PUTs the store's transport settings as `boss` after step-up. */
export function saveTransport(boss: User, storeId: string, body: Record<string, unknown>) {
  return callSteppedUp(transportRoute.PUT, boss, { method: 'PUT', params: { id: storeId }, body });
}

/** Settings for the test SFTP server (user mms, its password, /inbox), with what a test changes. */
export function sftpSettings(server: TestSftpServer, changes: Record<string, unknown> = {}) {
  return {
    kind: 'sftp',
    host: '127.0.0.1',
    port: server.port,
    username: 'mms',
    authType: 'password',
    secret: 's3cret-pass',
    remoteDir: '/inbox',
    ...changes,
  };
}
