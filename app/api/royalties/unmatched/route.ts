// GET /api/royalties/unmatched: the review queue of statement rows that matched no track or release.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { listUnmatched } from '@/lib/royalties/statements';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(300).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const GET = withAuth('admin', { query }, ({ query }) => listUnmatched(query));
