// The communications and support routes' contracts (lib/platform/http/contract.ts): input schemas and response
// types, declared once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { preferencesSchema, templateBrandQuerySchema, userSearchSchema } from './schema';
import type { listCourses, searchUsers } from './announcements';
import type { staffMembers } from './support/staff';
import type { TemplateListItem } from './templates';
import type { listPreferences, setPreferences } from './notify';

export const courseList = defineRoute<{ items: Returns<typeof listCourses> }>()({});
export const userSearch = defineRoute<{ items: Returns<typeof searchUsers> }>()({ query: userSearchSchema });
export const staffList = defineRoute<{ items: Returns<typeof staffMembers> }>()({});
export const templateList = defineRoute<{ items: TemplateListItem[] }>()({
  query: templateBrandQuerySchema,
});
export const preferenceList = defineRoute<{ items: Returns<typeof listPreferences> }>()({});
export const preferenceSet = defineRoute<{ items: Returns<typeof setPreferences> }>()({ body: preferencesSchema });

export const commsApi = {
  '/api/communications/courses': { GET: courseList },
  '/api/communications/users': { GET: userSearch },
  '/api/communications/templates': { GET: templateList },
  '/api/communications/preferences': { GET: preferenceList, PUT: preferenceSet },
  '/api/support/staff': { GET: staffList },
};
