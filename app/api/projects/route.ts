// GET /api/projects: releases as the spec's projects (§7.2): artists see their own, staff see all.
import { withAuth } from '@/lib/http';
import { projectsQuery } from '@/lib/releases/schema';
import { projectsAnswer } from '@/lib/cache/answers';

// Cached per user and query until a release, track, delivery or allocation write commits (lib/cache/answers.ts).
export const GET = withAuth('artist', { query: projectsQuery }, ({ user, query }) => projectsAnswer(user, query));
