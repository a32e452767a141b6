// Files on an order: uploaded by the customer (their material) or by staff (deliverables).
import { Readable } from 'node:stream';
import type { SessionUser } from '../platform/auth/session';
import { BadRequest } from '../platform/errors';
import { parseMultipart } from '../platform/storage/multipart';
import { openFile } from '../platform/storage/service';
import { getOrderForUserOrThrow } from './orders';
import { addMessage, orderFileOrThrow } from './order-messages';

const ORDER_FILE_MAX_BYTES = 100 * 1024 * 1024;

export async function attachOrderFile(actor: SessionUser, orderId: string, req: Request) {
  await getOrderForUserOrThrow(actor, orderId);
  const { fields, files } = await parseMultipart(req, actor.id, {
    file: { kinds: ['document', 'image', 'audio'], maxBytes: ORDER_FILE_MAX_BYTES, purpose: 'service_order' },
  });
  const file = files.file;
  if (!file) throw new BadRequest('Choose a file to attach');
  const body = (fields.message ?? '').trim().slice(0, 5000) || `Attached ${file.originalName}`;
  await addMessage(actor, orderId, { body, fileId: file.id });
  return { fileId: file.id, name: file.originalName };
}

export async function orderFileResponse(actor: SessionUser, orderId: string, fileId: string): Promise<Response> {
  const file = await orderFileOrThrow(actor, orderId, fileId);
  return new Response(Readable.toWeb(await openFile(file)) as ReadableStream, {
    headers: {
      'content-type': file.mime,
      'content-length': String(file.sizeBytes),
      'content-disposition': `attachment; filename="${encodeURIComponent(file.originalName)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
