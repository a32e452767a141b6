// The admin command center (spec §2.6): tiles, New Project, Personal Dashboard card, nine category cards with
// their tool dialogs, and the Project Overview with Recent Uploads. Server-rendered markup with CSS modules, like
// the artist dashboard (no MUI components: on a phone the MUI version spent 1-2 s evaluating and hydrating its
// script). The interactive parts are small client islands: the view toggle, the Project Intelligence button,
// the Personal Dashboard card's ID toggle and clock, and the category cards' dialog; the dialogs built with MUI
// (Project Intelligence, the step-up password) load with their providers on the click that opens them.
import type { SessionUser } from '@/lib/platform/auth/session';
import { platformStats, recentProjects } from '@/lib/command/dashboard/stats';
import { builtRoutes } from '@/lib/command/built-routes';
import { withAvailability } from '@/lib/command/tools';
import { getAdminProfile } from '@/lib/command/profile-service';
import { currentBrand } from '@/lib/platform/brands/server';
import { formatDate, formatMoney } from '@/lib/platform/format';
import { FIGURE_HINT } from '@/lib/royalties/figure-hints';
import { islandProps } from '@/components/providers/island-props';
import { ProjectIntelligenceIsland } from '@/components/brain/project-intelligence-island';
import { CategoryCards } from './category-cards';
import { PersonalCard } from './personal-card';
import { ViewToggle } from './view-toggle';
import { MaybeLink } from './dashboard-parts';
import { paletteVars } from './palette';
import css from './artist-dashboard.module.css';
import cmd from './command-center.module.css';

type Recent = Awaited<ReturnType<typeof recentProjects>>[number];

/** The chip colour of a release's status (MUI's outlined chips: success, info, error, default). */
function statusClass(r: Recent): string {
  if (r.live) return cmd.success;
  if (r.scheduled) return cmd.info;
  if (r.status === 'rejected' || r.status === 'delivery_failed') return cmd.failed;
  return '';
}

function Tile({ label, value, hint, wide }: { label: string; value: string; hint?: string; wide?: boolean }) {
  return (
    <div className={`${css.card} ${cmd.tile} ${wide ? cmd.wide : ''}`}>
      <p className={css.label}>{label}</p>
      <p className={cmd.figure} data-testid={`tile-${label.toLowerCase()}`}>
        {value}
      </p>
      {hint && <span className={css.hint}>{hint}</span>}
    </div>
  );
}

export async function CommandCenter({ user }: { user: SessionUser }) {
  const [stats, recent, profile, brand, context] = await Promise.all([
    platformStats(),
    recentProjects(5),
    getAdminProfile(user.id),
    currentBrand(),
    islandProps(user),
  ]);
  const routes = builtRoutes();
  const isSuperAdmin = user.role === 'super_admin';
  const categories = withAvailability(routes, { superAdmin: isSuperAdmin });
  const projectsBuilt = routes.has('/projects');

  return (
    <div className={css.dash} style={paletteVars(brand.key)}>
      <div className={css.header}>
        <div>
          <h1 className={css.h1}>Command Center</h1>
          <p className={css.lead}>{`Signed in as ${user.name}.`}</p>
        </div>
        <div className={css.actions}>
          <ProjectIntelligenceIsland context={context} />
          <ViewToggle user={user} />
          <MaybeLink href="/projects" built={projectsBuilt} variant="contained">
            New Project
          </MaybeLink>
        </div>
      </div>

      <section aria-label="Platform figures" className={css.tiles}>
        {/* The widest figure: the whole row on a phone */}
        <Tile label="Revenue" value={formatMoney(stats.totalRevenueCents)} hint={FIGURE_HINT.gross} wide />
        <Tile
          label="Live"
          value={String(stats.activeDistributions)}
          hint={`Projects in the shops; ${stats.scheduledDistributions} scheduled (release date ahead)`}
        />
        <Tile label="Projects" value={String(stats.totalProjects)} />
        <Tile label="Stores" value={String(stats.connectedStores)} hint="Stores releases are delivered to" />
      </section>

      <PersonalCard profile={profile} />

      <h2 className={`${cmd.h2} ${cmd.toolsTitle}`}>Tools</h2>
      <CategoryCards categories={categories} context={context} />

      <section aria-labelledby="overview-title" className={css.card}>
        <h2 id="overview-title" className={cmd.h2}>
          Project Overview
        </h2>
        <div className={cmd.counts}>
          <div>
            <p className={css.label}>Artists</p>
            <p className={cmd.count} data-testid="overview-artists">
              {stats.totalArtists}
            </p>
          </div>
          <div>
            <p className={css.label}>Stores</p>
            <p className={cmd.count}>{stats.connectedStores}</p>
          </div>
        </div>
        <div className={cmd.recentHead}>
          <h3 className={cmd.h3}>Recent Uploads</h3>
          {projectsBuilt && (
            <a href="/projects" className={cmd.link}>
              View All
            </a>
          )}
        </div>
        {recent.length === 0 ? (
          <p className={css.muted}>No projects yet.</p>
        ) : (
          <div className={cmd.tableWrap}>
            <table className={cmd.table} aria-label="Recent Uploads">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Primary artist</th>
                  <th scope="col">Status</th>
                  <th scope="col">Release date</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((r) => (
                  <tr key={r.id}>
                    <td>
                      {routes.has('/project/[id]') ? (
                        <a href={`/project/${r.id}`} className={cmd.link}>
                          {r.title}
                        </a>
                      ) : (
                        r.title
                      )}
                    </td>
                    <td>{r.primaryArtist}</td>
                    <td>
                      <span className={`${css.chip} ${css.chipOutlined} ${cmd.statusChip} ${statusClass(r)}`}>
                        {r.statusLabel}
                      </span>
                    </td>
                    <td>{r.releaseDate ? formatDate(r.releaseDate) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
