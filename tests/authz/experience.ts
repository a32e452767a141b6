// Everyday experience: routes added for the review player and the school's quiz settings.
import type { AuthzEntry } from './types';

const track = { id: 'authz-missing', trackId: 'authz-missing' };

export const experienceRoutes: AuthzEntry[] = [
  { file: 'app/api/releases/[id]/tracks/[trackId]/audio/route.ts', method: 'GET', access: 'artist', params: track },
];
