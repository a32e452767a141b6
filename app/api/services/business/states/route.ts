// GET /api/services/business/states: LLC filing fees and where to file, per US state.
import { withAuth } from '@/lib/platform/http/with-auth';
import { listStates } from '@/lib/services/business/service';
import { businessStates } from '@/lib/services/contract';

export const GET = withAuth('artist', businessStates, () => listStates());
