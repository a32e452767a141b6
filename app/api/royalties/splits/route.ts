// Split sheets: GET ?releaseId= the release's and its tracks' sheets (history); POST a new sheet.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { releaseSplitsQuerySchema, splitSheetSchema } from '@/lib/royalties/schema';
import { createSplitSheet, listReleaseSplits } from '@/lib/royalties/splits';

export const GET = withAuth('artist', { query: releaseSplitsQuerySchema }, ({ user, query }) =>
  listReleaseSplits(user, query.releaseId),
);

export const POST = withAuth('artist', { body: splitSheetSchema }, async ({ user, body }) =>
  created(await createSplitSheet(user, body)),
);
