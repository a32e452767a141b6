// Ticket attachments through the storage layer (typed by their bytes, size-limited), the grant that lets
// a requester open staff attachments on their ticket, and the raw reader of inbound email.
import type { SessionUser } from '../../platform/auth/session';
import { db } from '../../platform/db';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../platform/errors';
import type { StoredFile } from '../../generated/prisma/client';
import { parseMultipart } from '../../platform/storage/multipart';
import { MAX_INBOUND_BYTES } from './inbound';

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export async function uploadSupportAttachment(user: SessionUser, req: Request) {
  const { files } = await parseMultipart(req, user.id, {
    file: { kinds: ['image', 'document'], maxBytes: MAX_ATTACHMENT_BYTES, purpose: 'support_attachment' },
  });
  const f = files.file;
  if (!f) throw new BadRequest('Choose a file to attach', [{ path: 'file', message: 'is missing' }]);
  return { id: f.id, name: f.originalName, mime: f.mime, sizeBytes: Number(f.sizeBytes) };
}

/** Grant rule: a support attachment in a non-internal message of a ticket the user opened. */
export async function canReadSupportAttachment(file: StoredFile, user: SessionUser | null): Promise<boolean> {
  if (!user || file.purpose !== 'support_attachment') return false;
  const n = await db.supportMessage.count({
    where: { internal: false, attachmentIds: { has: file.id }, ticket: { requesterId: user.id } },
  });
  return n > 0;
}

/** The raw message of an inbound webhook call, size-limited. */
export async function readInboundRequest(req: Request): Promise<Buffer> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (type && !/^(message\/rfc822|text\/plain|application\/octet-stream)/.test(type))
    throw new UnsupportedMediaType('Send the raw message as message/rfc822');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_INBOUND_BYTES) throw new PayloadTooLarge('The message is larger than 5 MB');
  const reader = req.body?.getReader();
  if (!reader) throw new BadRequest('The message is empty');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_INBOUND_BYTES) {
      await reader.cancel();
      throw new PayloadTooLarge('The message is larger than 5 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
