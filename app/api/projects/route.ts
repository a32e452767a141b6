// GET /api/projects: releases as the spec's projects (§7.2): artists see their own, staff see all.
import { withAuth } from '@/lib/http';
import { projectsQuery } from '@/lib/releases/schema';
import { listProjects } from '@/lib/releases/service';

export const GET = withAuth('artist', { query: projectsQuery }, ({ user, query }) => listProjects(user, query));
