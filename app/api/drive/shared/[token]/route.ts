// /api/drive/shared/{token}: the public side of share links (no session). GET downloads a shared file
// (Range honoured); POST (multipart `file`) drops a file into an upload-only folder. The password, when
// the link has one, comes in the `x-share-password` header or the `password` query parameter.
// Unknown token 404, expired or revoked 410, missing or wrong password 401, too many passwords tried 429.
import { created, publicRoute } from '@/lib/platform/http/with-auth';
import { shareAccessQuery, shareTokenParams } from '@/lib/ops/schema';
import { openShare } from '@/lib/ops/drive/shares';
import { streamResponse } from '@/lib/ops/drive/download';
import { uploadFromRequest } from '@/lib/ops/drive/multipart-upload';
import { clientIp } from '@/lib/platform/auth/client-address';

const password = (req: Request, q: { password?: string }) => req.headers.get('x-share-password') ?? q.password;

export const GET = publicRoute(
  { params: shareTokenParams, query: shareAccessQuery },
  async ({ req, params, query }) => {
    const share = await openShare(params.token, 'download', password(req, query), clientIp(req.headers));
    const f = share.file!;
    return streamResponse(req, {
      name: f.name,
      mime: f.mime,
      size: Number(f.sizeBytes),
      storage: f.storage,
      storageKey: f.storageKey,
    });
  },
);

export const POST = publicRoute(
  { params: shareTokenParams, query: shareAccessQuery },
  async ({ req, params, query }) => {
    const share = await openShare(params.token, 'upload', password(req, query), clientIp(req.headers));
    const f = await uploadFromRequest(share.ownerId, req, share.folderId!);
    return created({ id: f.id });
  },
);
