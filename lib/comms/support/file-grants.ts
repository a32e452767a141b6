// Extra read access to files granted by domains (e.g. an enrolled student may open a lesson's resource).
// Each domain adds a rule here; a rule returns true to allow.
import type { StoredFile } from '../../generated/prisma/client';
import type { SessionUser } from '../../platform/auth/session';

type Rule = (file: StoredFile, user: SessionUser | null) => Promise<boolean>;

const rules: Rule[] = [
  // comms: a requester opens staff attachments on their own ticket
  async (file, user) => (await import('./attachments')).canReadSupportAttachment(file, user),
];

export async function fileAccessGrants(file: StoredFile, user: SessionUser | null) {
  for (const rule of rules) if (await rule(file, user)) return () => true;
  return undefined;
}
