// POST /api/school/resources: upload a lesson resource (multipart: file, type); checked by its bytes.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { BadRequest } from '@/lib/platform/errors';
import { parseMultipart } from '@/lib/platform/storage/multipart';
import type { UploadKind } from '@/lib/platform/storage/service';

const KINDS: Record<string, UploadKind> = { pdf: 'document', image: 'image', audio: 'audio' };

export const POST = withAuth('admin', {}, async ({ req, user }) => {
  const type = new URL(req.url).searchParams.get('type') ?? '';
  const kind = KINDS[type];
  if (!kind) throw new BadRequest('Uploads are for pdf, image or audio resources; add videos and links by URL');
  const { files } = await parseMultipart(req, user.id, {
    file: { kinds: [kind], maxBytes: 50 * 1024 * 1024, purpose: 'lesson_resource', isPublic: true },
  });
  const file = files.file;
  if (!file) throw new BadRequest('Choose a file to upload');
  return created({ fileId: file.id, url: `/api/files/${file.id}`, name: file.originalName, type });
});
