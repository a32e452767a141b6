// Resumable uploads (the tus protocol) for large WAV and stem files: @tus/server with a file store under
// the upload folder, mounted in a route handler. Creating an upload checks the quota against the
// declared length (413 before any byte is stored); a finished upload becomes a drive file.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { Server, type Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { db } from '../../platform/db';
import { sessionUserFromRequest } from '../../platform/auth/session';
import { uploadRoot } from '../../platform/storage/backend';
import { addDriveFile, assertFits } from './service';
import { storeTempFile } from './bytes';

const TUS_PATH = '/api/drive/tus';
const MAX_UPLOAD_BYTES = 20 * 1024 ** 3;

const globalKey = Symbol.for('platform.tus');
type G = typeof globalThis & { [globalKey]?: { server: Server; dir: string } };

function tusError(status_code: number, message: string) {
  return { status_code, body: JSON.stringify({ error: message }) };
}

function build() {
  const dir = path.join(uploadRoot(), 'tus');
  const datastore = new FileStore({ directory: dir });
  const server = new Server({
    path: TUS_PATH,
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    respectForwardedHeaders: true,
    async onIncomingRequest(req, uploadId) {
      const user = await sessionUserFromRequest(req);
      if (!user) throw tusError(401, 'Sign in to continue');
      if (req.method === 'POST' || !uploadId) return;
      // Resuming or reading an upload: only its owner may (404 for anyone else).
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.ownerId !== user.id) throw tusError(404, 'Upload not found');
    },
    async onUploadCreate(req, upload) {
      const user = await sessionUserFromRequest(req);
      if (!user) throw tusError(401, 'Sign in to continue');
      if (upload.size === undefined) throw tusError(400, 'Say how large the file is (Upload-Length)');
      try {
        await assertFits(user.id, upload.size);
      } catch (err) {
        throw tusError(413, (err as Error).message);
      }
      const folderId = upload.metadata?.folderId || '';
      if (folderId) {
        const folder = await db.driveFolder.findFirst({ where: { id: folderId, ownerId: user.id, trashedAt: null } });
        if (!folder) throw tusError(404, 'Folder not found');
      }
      return { metadata: { ...upload.metadata, ownerId: user.id, folderId } };
    },
    async onUploadFinish(_req, upload: Upload) {
      const meta = upload.metadata ?? {};
      const ownerId = meta.ownerId!;
      const file = path.join(dir, upload.id);
      try {
        await assertFits(ownerId, upload.size ?? 0);
        const bytes = await storeTempFile(file);
        const f = await addDriveFile(ownerId, meta.folderId || null, meta.filename || meta.name || 'file', bytes);
        return { headers: { 'x-drive-file-id': f.id } };
      } catch (err) {
        throw tusError((err as { status?: number }).status ?? 500, (err as Error).message);
      } finally {
        await rm(file, { force: true });
        await rm(`${file}.json`, { force: true });
      }
    },
  });
  return { server, dir };
}

export function tusServer(): Server {
  const g = globalThis as G;
  const dir = path.join(uploadRoot(), 'tus');
  if (!g[globalKey] || g[globalKey].dir !== dir) g[globalKey] = build();
  return g[globalKey].server;
}
