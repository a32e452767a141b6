// Split sheets: GET ?releaseId= the release's and its tracks' sheets (history); POST a new sheet.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { releaseSplitList, splitSheetCreate } from '@/lib/royalties/contract';
import { createSplitSheet, listReleaseSplits } from '@/lib/royalties/splits';

export const GET = withAuth('artist', releaseSplitList, ({ user, query }) => listReleaseSplits(user, query.releaseId));

export const POST = withAuth('artist', splitSheetCreate, async ({ user, body }) =>
  created(await createSplitSheet(user, body)),
);
