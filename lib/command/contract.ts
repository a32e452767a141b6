// The command center's routes' contracts (lib/platform/http/contract.ts): response types declared once for the
// route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import type { listTeam } from './team-service';
import type { getAdminProfile } from './profile-service';

export const teamList = defineRoute<Returns<typeof listTeam>>()({});
export const adminProfile = defineRoute<Returns<typeof getAdminProfile>>()({});

export const commandApi = {
  '/api/admin/team': { GET: teamList },
  '/api/admin/profile': { GET: adminProfile },
};

// components/royalties-ops
import type { userEarningsSummary } from '@/lib/royalties';

/** GET /api/earnings: the summary is cached per user (cached-answers.ts), so the handler answers a Response. */
export const earningsSummary = defineRoute<Returns<typeof userEarningsSummary>>()({});

export const commandEarningsApi = {
  '/api/earnings': { GET: earningsSummary },
};
