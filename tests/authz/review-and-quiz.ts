// Everyday experience: routes added for the review player and the school's quiz settings.
import { api, type AuthzEntry } from './types';

const track = { id: 'authz-missing', trackId: 'authz-missing' };

export const experienceRoutes: AuthzEntry[] = [
  ...api('releases/[id]/tracks/[trackId]/audio', { GET: 'artist' }, track),
];
