// POST /api/rights/acks (multipart, field "file"): a society's CWR acknowledgement file updates each
// work's registration; an ACK for an unknown work is a 400 and nothing changes.
import { withAuth } from '@/lib/platform/http/with-auth';
import { importAck, readAckUpload } from '@/lib/rights/registrations';

export const POST = withAuth('admin', {}, async ({ req, user }) => importAck(user, await readAckUpload(req)));
