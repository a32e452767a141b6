// The artist dashboard (spec §2.9), shared by /mms/dashboard, /artist-dashboard and /admin on the
// Master Music Safe brand. Server-rendered markup with a CSS module (no MUI components): on a phone the
// MUI version spent most of its time evaluating and hydrating the page's script. The interactive parts are
// small client islands with no providers: the view toggle, the business panel's Show/Hide and the category
// cards' dialog.
import { cookies } from 'next/headers';
import type { SessionUser } from '@/lib/platform/auth/session';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { builtRoutes } from '@/lib/command/built-routes';
import {
  artistChecklist,
  artistReleaseCount,
  artistReleases,
  earningsSummary,
} from '@/lib/command/dashboard/artist-summary';
import { formatCount, formatMoney } from '@/lib/platform/format';
import { FIGURE_HINT } from '@/lib/royalties/figure-hints';
import { enabledStoreCount } from '@/lib/distribution/stats';
import { listCategories, listServices } from '@/lib/command/dashboard-catalog-service';
import { FALLBACK_TOOLKIT } from '@/lib/command/artist-toolkit';
import { BUSINESS_PANEL_SEEN_COOKIE } from '@/lib/command/dashboard/business-panel';
import { currentBrand } from '@/lib/platform/brands/server';
import { BusinessPanel } from './business-panel';
import { ArtistCategoryCards, type ArtistCategory } from './artist-category-cards';
import { ViewToggle } from './view-toggle';
import { MaybeLink, QuickWins, ReleasesAndEarnings, Tile } from './dashboard-parts';
import { paletteVars } from './palette';
import css from './artist-dashboard.module.css';

/** Notices a redirect may ask for by code (never free text from the URL). */
const NOTICES: Record<string, string> = {
  'crp-moved': 'My CRP Music has moved here: your artist dashboard has everything it had.',
};

/** The admin's categories with their tools (the fallback list when there are none), each tool built or not. */
async function categoryCards(built: ReadonlySet<string>): Promise<ArtistCategory[]> {
  const [categories, services] = await Promise.all([listCategories(), listServices()]);
  const cards =
    categories.length > 0
      ? categories.map((c) => ({
          title: c.title,
          description: c.description,
          tools: services.filter((s) => s.categoryId === c.id),
        }))
      : FALLBACK_TOOLKIT;
  return cards.map((c) => ({
    title: c.title,
    description: c.description,
    tools: c.tools.map((t) => ({ title: t.title, href: t.href, built: built.has(t.href.split('?')[0]) })),
  }));
}

export async function ArtistDashboard({ user, notice }: { user: SessionUser; notice?: string }) {
  const routes = builtRoutes();
  const [earnings, releases, checklist, releaseCount, stores, cards, brand, jar] = await Promise.all([
    earningsSummary(user.id),
    artistReleases(user.id, 5),
    artistChecklist(user.id),
    artistReleaseCount(user.id),
    enabledStoreCount(),
    categoryCards(routes),
    currentBrand(),
    cookies(),
  ]);
  const release = '/professional-release-workflow';

  return (
    <div className={css.dash} style={paletteVars(brand.key)}>
      <div className={css.header}>
        <div>
          <h1 className={css.h1}>{`Welcome back, ${user.name}`}</h1>
          <p className={css.lead}>Your music, your earnings and the tools to grow.</p>
        </div>
        <div className={css.actions}>
          <ViewToggle user={user} />
          <MaybeLink href={release} built={routes.has(release)} variant="contained">
            Distribute Music · START
          </MaybeLink>
          <MaybeLink href="/support-ticket" built={routes.has('/support-ticket')}>
            Get Help
          </MaybeLink>
          {isAdminRole(user.role) ? (
            <MaybeLink href="/dashboard" built>
              Admin
            </MaybeLink>
          ) : (
            <MaybeLink href="/mms/profile" built>
              Profile
            </MaybeLink>
          )}
        </div>
      </div>

      {notice && NOTICES[notice] && (
        <p role="alert" className={css.notice}>
          {NOTICES[notice]}
        </p>
      )}
      <section aria-label="Your figures" className={css.tiles}>
        <Tile label="Total Earned" value={formatMoney(earnings.totalEarnedCents)} hint={FIGURE_HINT.net} />
        <Tile label="This Month" value={formatMoney(earnings.thisMonthCents)} hint={FIGURE_HINT.thisMonth} />
        <Tile label="Pending" value={formatMoney(earnings.pendingPayoutsCents)} />
        <Tile label="Releases" value={String(releaseCount)} />
      </section>

      <BusinessPanel firstVisit={!jar.has(BUSINESS_PANEL_SEEN_COOKIE)}>
        <div className={css.grid}>
          <div>
            <h3 className={css.h3}>Quick Wins</h3>
            <QuickWins items={checklist.slice(0, 3)} built={routes} />
          </div>
          <div className={css.stack}>
            <div className={css.card}>
              <h3 className={css.h3}>Business Toolkit & Builder</h3>
              <p className={css.body2}>Set up your business, publishing and brand.</p>
              <MaybeLink href="/career-toolkit" built={routes.has('/career-toolkit')}>
                Open Career Toolkit
              </MaybeLink>
            </div>
            <div className={css.card}>
              <h3 className={css.h3}>Distribution Platform</h3>
              <p className={css.body2}>Release to {formatCount(stores)} stores and keep your rights.</p>
              <MaybeLink href={release} built={routes.has(release)}>
                Start a release
              </MaybeLink>
            </div>
          </div>
        </div>
      </BusinessPanel>

      <ArtistCategoryCards cards={cards} />
      <ReleasesAndEarnings releases={releases} earnings={earnings} />
    </div>
  );
}
