// GET /api/projects: releases as the spec's projects (§7.2): artists see their own, staff see all.
import { withAuth } from '@/lib/platform/http/with-auth';
import { projectsQuery } from '@/lib/distribution/releases/schema';
import { projectsAnswer } from '@/lib/command/cached-answers';

// Cached per user and query until a release, track, delivery or allocation write commits (lib/command/cached-answers.ts).
export const GET = withAuth('artist', { query: projectsQuery }, ({ user, query }) => projectsAnswer(user, query));
