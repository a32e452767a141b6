// Extra read access to stored files that comms grants beyond ownership (GET /api/files/{id} asks it).
// A rule returns true to allow. Another domain's grants would sit in that domain and be composed by the route.
import type { StoredFile } from '../../generated/prisma/client';
import type { SessionUser } from '../../platform/auth/session';
import { canReadSupportAttachment } from './attachments';

type Rule = (file: StoredFile, user: SessionUser | null) => Promise<boolean>;

const rules: Rule[] = [
  // comms: a requester opens staff attachments on their own ticket
  canReadSupportAttachment,
];

export async function fileAccessGrants(file: StoredFile, user: SessionUser | null) {
  for (const rule of rules) if (await rule(file, user)) return () => true;
  return undefined;
}
