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

// components/services-school-command
import { reorderSchema, rosterStatusSchema } from './roster-schema';
import { stepUpSchema, superSettingsPatchSchema } from './settings-schema';
import { teamUpdateSchema } from './team-service';
import * as catalogSchema from './dashboard-catalog-schema';
import type { getOwnProfile } from './profile-service';
import type { listRoster, removeRosterArtist, reorderRoster, setRosterStatus } from './roster-service';
import type { currentPreview, endPreview, startPreview } from './preview-service';
import type { updateTeamMember } from './team-service';
import type { getSuperSettings, updateSuperSettings } from './settings';
import type * as dashboardCatalog from './dashboard-catalog-service';

type Catalog = typeof dashboardCatalog;

export const ownProfile = defineRoute<Returns<typeof getOwnProfile>>()({});
export const rosterList = defineRoute<Returns<typeof listRoster>>()({});
export const rosterReorder = defineRoute<{ message: string; artists: Returns<typeof reorderRoster> }>()({
  body: reorderSchema,
});
export const rosterStatus = defineRoute<Returns<typeof setRosterStatus>>()({ body: rosterStatusSchema });
export const rosterRemove = defineRoute<Returns<typeof removeRosterArtist>>()({});
/** The step-up answer (the handler sets the elevated session's cookie on it). */
export const stepUpGrant = defineRoute<{ granted: true; expiresAt: Date; ttlSeconds: number }>()({
  body: stepUpSchema,
});
export const previewRead = defineRoute<Returns<typeof currentPreview>>()({});
export const previewStart = defineRoute<Returns<typeof startPreview>>()({});
export const previewEnd = defineRoute<Returns<typeof endPreview>>()({});
export const teamMemberUpdate = defineRoute<Returns<typeof updateTeamMember>>()({ body: teamUpdateSchema });
export const superSettingsRead = defineRoute<Returns<typeof getSuperSettings>>()({});
export const superSettingsUpdate = defineRoute<Returns<typeof updateSuperSettings>>()({
  body: superSettingsPatchSchema,
});
export const dashboardCategoryList = defineRoute<Returns<Catalog['listCategories']>>()({
  query: catalogSchema.catalogListQuery,
});
export const dashboardServiceList = defineRoute<Returns<Catalog['listServices']>>()({
  query: catalogSchema.catalogListQuery,
});
export const dashboardCategoryCreate = defineRoute<Returns<Catalog['createCategory']>>()({
  body: catalogSchema.categoryInputSchema,
});
export const dashboardCategoryUpdate = defineRoute<Returns<Catalog['updateCategory']>>()({
  body: catalogSchema.categoryPatchSchema,
});
export const dashboardCategoryDelete = defineRoute<Returns<Catalog['deleteCategory']>>()({});
export const dashboardServiceCreate = defineRoute<Returns<Catalog['createService']>>()({
  body: catalogSchema.serviceInputSchema,
});
export const dashboardServiceUpdate = defineRoute<Returns<Catalog['updateService']>>()({
  body: catalogSchema.servicePatchSchema,
});
export const dashboardServiceDelete = defineRoute<Returns<Catalog['deleteService']>>()({});

export const commandComponentsApi = {
  '/api/profile': { GET: ownProfile },
  '/api/admin/sgr/artists': { GET: rosterList },
  '/api/admin/sgr/artists/reorder': { POST: rosterReorder },
  '/api/admin/sgr/artists/[id]': { PATCH: rosterStatus, DELETE: rosterRemove },
  '/api/admin/step-up': { POST: stepUpGrant },
  '/api/admin/view-preview': { GET: previewRead, POST: previewStart, DELETE: previewEnd },
  '/api/admin/team/[id]': { PATCH: teamMemberUpdate },
  '/api/admin/super-settings': { GET: superSettingsRead, PATCH: superSettingsUpdate },
  '/api/artist-dashboard-categories': { GET: dashboardCategoryList },
  '/api/artist-dashboard-services': { GET: dashboardServiceList },
  '/api/admin/dashboard-categories': { POST: dashboardCategoryCreate },
  '/api/admin/dashboard-categories/[id]': { PATCH: dashboardCategoryUpdate, DELETE: dashboardCategoryDelete },
  '/api/admin/dashboard-services': { POST: dashboardServiceCreate },
  '/api/admin/dashboard-services/[id]': { PATCH: dashboardServiceUpdate, DELETE: dashboardServiceDelete },
};

// components/royalties-ops
import type { userEarningsSummary } from '@/lib/royalties';

/** GET /api/earnings: the summary is cached per user (cached-answers.ts), so the handler answers a Response. */
export const earningsSummary = defineRoute<Returns<typeof userEarningsSummary>>()({});

export const commandEarningsApi = {
  '/api/earnings': { GET: earningsSummary },
};
