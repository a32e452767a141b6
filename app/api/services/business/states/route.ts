// GET /api/services/business/states: LLC filing fees and where to file, per US state.
import { withAuth } from '@/lib/http';
import { listStates } from '@/lib/business/service';

export const GET = withAuth('artist', {}, () => listStates());
