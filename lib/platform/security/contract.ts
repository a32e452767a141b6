// The platform security routes' contracts (lib/platform/http/contract.ts), for the route handlers and the typed
// client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../http/contract';
import { edgeSettingsSchema } from './schema';
import type { getEdgeSettings, setEdgeSettings } from './endpoints';

// components/services-school-command
export const edgeSettingsRead = defineRoute<Returns<typeof getEdgeSettings>>()({});
export const edgeSettingsUpdate = defineRoute<Returns<typeof setEdgeSettings>>()({ body: edgeSettingsSchema });

export const securityApi = {
  '/api/security/edge-settings': { GET: edgeSettingsRead, PATCH: edgeSettingsUpdate },
};
