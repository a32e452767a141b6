// POST /api/school/assignments/{id}/submissions: submit text (JSON or form field) and/or a file (multipart).
import { created, parseWith, readJson, withAuth } from '@/lib/platform/http/with-auth';
import { submissionTextSchema } from '@/lib/school/schema';
import { parseMultipart } from '@/lib/platform/storage/multipart';
import { assignmentForSubmission, submitAssignment } from '@/lib/school/assignments';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('student', { params: idParams }, async ({ req, user, params }) => {
  const id = params.id;
  await assignmentForSubmission(user, id);
  if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const { fields, files } = await parseMultipart(req, user.id, {
      file: { kinds: ['document', 'image', 'audio'], maxBytes: 50 * 1024 * 1024, purpose: 'assignment_submission' },
    });
    const text = parseWith(submissionTextSchema, { text: fields.text }).text;
    return created(await submitAssignment(user, id, { text, fileId: files.file?.id }));
  }
  const body = parseWith(submissionTextSchema, (await readJson(req, 256 * 1024)) ?? {}, 'Invalid request');
  return created(await submitAssignment(user, id, { text: body.text }));
});
