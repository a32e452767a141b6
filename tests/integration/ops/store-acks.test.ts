// Store acknowledgements read back over SFTP (a real ssh2 server): the test acts as the store, writing
// DDEX ACK files into the acknowledgement folder its profile names, and runs the job's work.
import { mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { deliverOne } from '@/lib/distribution/deliveries';
import { readStoreAcks } from '@/lib/distribution/transports/acks';
import { runCheck } from '@/lib/ops/health/checks';
import { createUser } from '../../helpers/api';
import { allowLoopbackStores, createTestStore, saveTransport, sftpSettings } from '../../helpers/store-transport';
import { releaseWithTracks } from '../../helpers/royalties';
import { startSftpServer, type TestSftpServer } from '../../helpers/sftp-server';
import { startFakeS3 } from '../../helpers/fake-s3';

jest.setTimeout(60_000);

let server: TestSftpServer;
let boss: Awaited<ReturnType<typeof createUser>>;
let artist: Awaited<ReturnType<typeof createUser>>;
let store: { id: string; slug: string; name: string };
let ackDir: string;

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  server = await startSftpServer({ username: 'mms', password: 's3cret-pass' });
  // The test store and bucket listen on loopback.
  await allowLoopbackStores();
  boss = await createUser('super_admin');
  artist = await createUser('artist');
  store = await createTestStore('ack-store', 'Ack Store', 'PADPIDA2014000099X', 'sftp');
  const saved = await saveTransport(boss, store.id, sftpSettings(server, { ackFolder: 'acknowledgements' }));
  expect(saved.status).toBe(200);
  expect(saved.json).toMatchObject({ ackFolder: 'acknowledgements' });
  ackDir = path.join(server.root, 'inbox/acknowledgements');
});
afterAll(() => server.close());

let upcSeq = 0;
/** An approved release delivered to the SFTP store: its batch is on the server, awaiting the store's answer. */
async function delivered(to: { id: string } = store) {
  upcSeq += 1;
  const rel = await releaseWithTracks(artist.id, 1, { upc: `1900000000${String(upcSeq).padStart(2, '0')}` });
  await db.release.update({
    where: { id: rel.id },
    data: { status: 'approved', approvedAt: new Date(Date.now() - 60_000), storeIds: [to.id], genre: 'Pop' },
  });
  const d = await db.delivery.create({
    data: { releaseId: rel.id, storeId: to.id, kind: 'insert', messageId: `msg-${rel.id}` },
  });
  await deliverOne(d.id);
  const after = await db.delivery.findUniqueOrThrow({ where: { id: d.id } });
  return { release: rel, delivery: after, upc: rel.upc! };
}

function writeAck(name: string, xml: string) {
  mkdirSync(ackDir, { recursive: true });
  writeFileSync(path.join(ackDir, name), xml);
}

const statusAck = (messageId: string, batchId: string, upc: string, status: string, errorText = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<ern-c:ErnAcknowledgementStatusMessage xmlns:ern-c="http://ddex.net/xml/ern-c/17" MessageVersionId="1.7">
  <MessageHeader><MessageId>ACK-${messageId}</MessageId></MessageHeader>
  <ReleaseStatus>
    <ReleaseId><ICPN>${upc}</ICPN></ReleaseId>
    <ReleaseStatus>${status}</ReleaseStatus>${errorText ? `\n    <ErrorText>${errorText}</ErrorText>` : ''}
    <Acknowledgement>
      <MessageType>NewReleaseMessage</MessageType>
      <BatchId>${batchId}</BatchId>
      <MessageId>${messageId}</MessageId>
      <MessageStatus>${status}</MessageStatus>
    </Acknowledgement>
  </ReleaseStatus>
</ern-c:ErnAcknowledgementStatusMessage>`;

const state = async (id: string) => {
  const d = await db.delivery.findUniqueOrThrow({ where: { id }, include: { logs: true } });
  const r = await db.release.findUniqueOrThrow({ where: { id: d.releaseId } });
  return { status: d.status, lastError: d.lastError, logs: d.logs.length, release: r.status };
};

describe('store acknowledgements over SFTP', () => {
  it('waits for the acknowledgement, then marks the delivery acknowledged and the release live', async () => {
    const { delivery, upc } = await delivered();
    expect(delivery.status).toBe('delivered');
    expect(delivery.batchId).toMatch(/^\d{17}$/);
    expect((await state(delivery.id)).release).toBe('approved');

    // Nothing in the folder yet: nothing changes.
    expect(await readStoreAcks()).toMatchObject({ stores: 1, files: 0, applied: 0 });

    writeAck(
      `ACK_${delivery.batchId}_${upc}.xml`,
      statusAck(delivery.messageId, delivery.batchId!, upc, 'SuccessfullyIngested'),
    );
    expect(await readStoreAcks()).toMatchObject({ files: 1, applied: 1, errors: [] });
    const s = await state(delivery.id);
    expect(s.status).toBe('acknowledged');
    expect(s.release).toBe('distributed');
    const log = await db.deliveryLog.findFirstOrThrow({ where: { deliveryId: delivery.id, event: 'acknowledged' } });
    expect(log.message).toContain('Ack Store acknowledged the message');
    const audit = await db.auditLog.findMany({ where: { entityId: delivery.id, action: 'delivery.acknowledged' } });
    expect(audit).toHaveLength(1);
  });

  it('a rejection moves the delivery to rejected with the store reason and tells the artist', async () => {
    const { delivery, upc } = await delivered();
    // The FtpAcknowledgementMessage form, naming the batch by its date and the release by its UPC.
    writeAck(
      `ACK_${delivery.batchId}_${upc}.xml`,
      `<?xml version="1.0"?>
<FtpAcknowledgementMessage MessageVersionId="1.0">
  <MessageHeader><MessageId>A-2</MessageId></MessageHeader>
  <AcknowledgedFile><ReleaseId>${upc}</ReleaseId><Date>${delivery.batchId}</Date></AcknowledgedFile>
  <FileStatus>ResourceCorrupt</FileStatus>
  <ErrorText>Track 1 audio is truncated &amp; cannot be decoded</ErrorText>
</FtpAcknowledgementMessage>`,
    );
    expect(await readStoreAcks()).toMatchObject({ applied: 1, errors: [] });
    const s = await state(delivery.id);
    expect(s.status).toBe('rejected');
    expect(s.lastError).toBe('Track 1 audio is truncated & cannot be decoded');
    expect(s.release).toBe('delivery_failed');
    const notes = await db.notification.findMany({ where: { userId: artist.id, event: 'delivery_failed' } });
    expect(notes).toHaveLength(1);
    expect(await db.auditLog.count({ where: { entityId: delivery.id, action: 'delivery.rejected' } })).toBe(1);
  });

  it('the same acknowledgement read again, or under another name, changes nothing', async () => {
    const { delivery, upc } = await delivered();
    const name = `ACK_${delivery.batchId}_${upc}.xml`;
    writeAck(name, statusAck(delivery.messageId, delivery.batchId!, upc, 'FileOK'));
    expect(await readStoreAcks()).toMatchObject({ applied: 1 });
    const before = await state(delivery.id);
    const filesBefore = await db.storeAckFile.count();

    expect(await readStoreAcks()).toMatchObject({ files: 0, applied: 0 });
    // A later refusal for a delivery already settled does not undo it either.
    copyFileSync(path.join(ackDir, name), path.join(ackDir, `copy-${name}`));
    writeAck(`late-${name}`, statusAck(delivery.messageId, delivery.batchId!, upc, 'ResourceMissing', 'late'));
    expect(await readStoreAcks()).toMatchObject({ files: 2, applied: 0, errors: [] });
    expect(await state(delivery.id)).toEqual(before);
    expect(await db.storeAckFile.count()).toBe(filesBefore + 2);
    expect(await readStoreAcks()).toMatchObject({ files: 0, applied: 0 });
  });

  it('an unreadable file is recorded as an error and the others are still read', async () => {
    const { delivery, upc } = await delivered();
    writeAck('ACK_garbage.xml', 'this is <<not xml');
    writeAck(
      `ACK_${delivery.batchId}_${upc}.xml`,
      statusAck(delivery.messageId, delivery.batchId!, upc, 'SuccessfullyIngested'),
    );
    const run = await readStoreAcks();
    expect(run.applied).toBe(1);
    expect(run.errors).toEqual([expect.stringContaining('ACK_garbage.xml could not be read: It is not XML')]);
    expect((await state(delivery.id)).status).toBe('acknowledged');

    const bad = await db.storeAckFile.findFirstOrThrow({ where: { name: 'ACK_garbage.xml' } });
    expect(bad.outcome).toBe('error');
    // Shown with the store's integration calls and on the health page.
    const calls = await db.integrationCall.findMany({
      where: { integration: `store:${store.slug}`, operation: 'sftp.read-acks', ok: false },
    });
    expect(calls).toEqual([expect.objectContaining({ error: expect.stringContaining('ACK_garbage.xml') })]);
    const check = await runCheck('deliveries');
    expect(check.message).toContain('1 store acknowledgement files could not be read');

    // Read once: the next run does not record it again.
    expect(await readStoreAcks()).toMatchObject({ files: 0, errors: [] });
  });

  it('a delivery the store leaves unanswered for three days fails the deliveries health check', async () => {
    const { delivery } = await delivered();
    expect((await runCheck('deliveries')).message).not.toContain('not acknowledged');
    await db.delivery.update({
      where: { id: delivery.id },
      data: { lastAttemptAt: new Date(Date.now() - 73 * 3_600_000) },
    });
    const check = await runCheck('deliveries');
    expect(check.ok).toBe(false);
    expect(check.message).toContain('1 deliveries not acknowledged by their store after 3 days');
    await db.delivery.update({ where: { id: delivery.id }, data: { status: 'acknowledged' } });
    expect((await runCheck('deliveries')).ok).toBe(true);
  });

  it('an unreachable server is a failed call, not a crash', async () => {
    server.setFailing(true);
    try {
      const run = await readStoreAcks();
      expect(run.errors).toEqual([expect.stringContaining('Ack Store')]);
    } finally {
      server.setFailing(false);
    }
  });
});

describe('store acknowledgements from an S3 bucket', () => {
  it('reads the ACK files under the acknowledgement prefix', async () => {
    const s3 = await startFakeS3();
    try {
      const bucketStore = await createTestStore('s3-ack-store', 'Bucket Store', 'PADPIDA2014000098X', 's3');
      const saved = await saveTransport(boss, bucketStore.id, {
        kind: 's3',
        bucket: 'store-inbox',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        prefix: 'incoming',
        accessKeyId: 'AKIDTEST',
        secret: 'test-secret',
        ackFolder: 'acks',
      });
      expect(saved.status).toBe(200);
      const { delivery, upc } = await delivered(bucketStore);
      expect(delivery.status).toBe('delivered');
      // The batch in the bucket, its completion manifest written last.
      expect(s3.written.at(-1)).toBe(`incoming/${delivery.batchId}/BatchComplete_${delivery.batchId}.xml`);
      const ern = s3.objects.get(`store-inbox/incoming/${delivery.batchId}/${upc}/${upc}.xml`);
      expect(ern?.body.toString('utf8')).toContain(`<ICPN>${upc}</ICPN>`);

      s3.put(
        'store-inbox',
        `incoming/acks/ACK_${delivery.batchId}_${upc}.xml`,
        statusAck(delivery.messageId, delivery.batchId!, upc, 'SchemaValidationError', 'Missing PLine'),
      );
      s3.put('store-inbox', `incoming/acks/older/ACK_elsewhere.xml`, 'not read: another folder');
      const run = await readStoreAcks();
      expect(run).toMatchObject({ applied: 1, errors: [] });
      const st = await state(delivery.id);
      expect(st).toMatchObject({ status: 'rejected', lastError: 'Missing PLine', release: 'delivery_failed' });
      expect(await readStoreAcks()).toMatchObject({ applied: 0, errors: [] });
    } finally {
      await s3.close();
    }
  });
});
