// POST /api/rights/works/{id}/split-sheet: a new split sheet version, emailed to every writer to sign.
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { sendSplitSheet } from '@/lib/rights/split-sheets';
import { splitSheetSend } from '@/lib/rights/contract';

export const POST = withAuth('artist', { ...splitSheetSend, params: idParams }, async ({ user, params }) =>
  created(await sendSplitSheet(user, params.id)),
);
