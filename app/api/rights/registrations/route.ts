// GET /api/rights/registrations: every work's registrations by society, with ageing and alerts (staff).
import { withAuth } from '@/lib/http';
import { registrationOverview } from '@/lib/rights/registrations';

export const GET = withAuth('admin', {}, ({ user }) => registrationOverview(user));
