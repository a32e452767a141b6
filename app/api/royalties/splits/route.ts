// Split sheets: GET ?releaseId= the release's and its tracks' sheets (history); POST a new sheet.
import { z } from 'zod';
import { created, withAuth } from '@/lib/http';
import { splitSheetSchema } from '@/lib/royalties/schema';
import { createSplitSheet, listReleaseSplits } from '@/lib/royalties/splits';

export const GET = withAuth(
  'artist',
  { query: z.object({ releaseId: z.string().min(1, 'Choose a release') }) },
  ({ user, query }) => listReleaseSplits(user, query.releaseId),
);

export const POST = withAuth('artist', { body: splitSheetSchema }, async ({ user, body }) =>
  created(await createSplitSheet(user, body)),
);
