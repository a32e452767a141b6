// components/comms-accounts-brain
// The platform's public routes read by every page (lib/platform/http/contract.ts): the running version and the
// requesting host's brand, for the route handlers and the typed client (lib/api-routes.ts).
import { defineRoute } from './http/contract';
import type { appVersion } from './version';
import type { domainContextFromHeaders } from './brands/server';

export const versionRead = defineRoute<{ version: ReturnType<typeof appVersion> }>()({});
export const domainContextRead = defineRoute<ReturnType<typeof domainContextFromHeaders>>()({});

export const platformApi = {
  '/api/version': { GET: versionRead },
  '/api/domain-context': { GET: domainContextRead },
};
