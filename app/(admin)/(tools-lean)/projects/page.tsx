// /projects: releases (the spec's projects) with search, status filter and cursor pages; artists see their own.
// Static markup (components/ui/lean.module.css); the filter form is the one client island, without MUI.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { parseWith } from '@/lib/platform/http/with-auth';
import { projectsQuery } from '@/lib/distribution/releases/schema';
import { listProjects } from '@/lib/distribution/releases/list';
import { currentBrand } from '@/lib/platform/brands/server';
import { LeanPageHeader } from '@/components/ui/lean-page-header';
import { LeanLinkButton } from '@/components/ui/lean-link';
import { ProjectFilters } from '@/components/distribution/project-filters';
import { ProjectsPaging, ProjectsTable } from '@/components/distribution/projects-table';
import { paletteVars } from '@/components/command/palette';
import { releaseEarningsCents, releaseGrossNetCents } from '@/lib/royalties/stats';
import css from '@/components/ui/lean.module.css';

export const metadata: Metadata = { title: 'Projects' };

export default async function ProjectsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const [user, brand] = await Promise.all([requirePageAccess('artist'), currentBrand()]);
  // The filter form works without JavaScript too: its empty fields arrive as `q=&status=`, read as not set.
  const sp = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => v !== ''));
  const q = parseWith(projectsQuery.catch({ limit: 20 }), sp);
  const data = await listProjects(user, q, releaseEarningsCents);
  const earnings = await releaseGrossNetCents(data.items.map((p) => p.id));
  const link = (cursor?: string) =>
    `/projects?${new URLSearchParams({ ...(q.q ? { q: q.q } : {}), ...(q.status ? { status: q.status } : {}), ...(cursor ? { cursor } : {}) })}`;
  return (
    <div className={css.page} style={paletteVars(brand.key)}>
      <LeanPageHeader
        title="Projects"
        description="Your releases and where each one is on its way to the stores."
        actions={
          <>
            <LeanLinkButton variant="outlined" href="/copyright-certificates">
              Copyright certificates
            </LeanLinkButton>
            <LeanLinkButton variant="contained" href="/professional-release-workflow">
              New release
            </LeanLinkButton>
          </>
        }
      />
      <ProjectFilters q={q.q ?? ''} status={q.status ?? ''} />
      <p className={css.body2}>
        Gross: what the stores paid for the release. Net: the release owner&apos;s share after splits with collaborators
        (the figure on the earnings pages).
      </p>
      <ProjectsTable items={data.items} earnings={earnings} />
      <ProjectsPaging
        total={data.total}
        first={q.cursor ? link() : undefined}
        next={data.nextCursor ? link(data.nextCursor) : undefined}
      />
    </div>
  );
}
