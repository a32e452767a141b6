// One status truth (issue #41 item 1): a release the stores acknowledged whose release date is still ahead
// reads Scheduled, and is not counted as Live, on every surface that shows or counts a release's state; once
// its date has passed, every one of them says Live.
import { db } from '@/lib/platform/db';
import * as stats from '@/app/api/stats/route';
import * as projects from '@/app/api/projects/route';
import * as supportContext from '@/app/api/support/context/route';
import { artistChecklist, artistReleases } from '@/lib/command/dashboard/artist-summary';
import { recentProjects } from '@/lib/command/dashboard/stats';
import { figuresByBrand } from '@/lib/command/admin-reports';
import { ticketContext } from '@/lib/comms/support/context';
import { releaseDetail } from '@/lib/distribution/releases/detail';
import { releaseOverview } from '@/lib/distribution/releases/lookup';
import { pipelineCounts } from '@/lib/distribution/stats';
import { careerPlan } from '@/lib/services/business/service';
import { toSessionUser } from '@/lib/platform/auth/session';
import { call, createUser } from '../../helpers/api';

const DAY = 86_400_000;
/** Midnight UTC `n` days from now (release dates are calendar days). */
const midnight = (n: number) => new Date(new Date(Date.now() + n * DAY).toISOString().slice(0, 10) + 'T00:00:00Z');

async function everySurface(artistId: string, releaseId: string, admin: { id: string }) {
  const artist = await db.user.findUniqueOrThrow({ where: { id: artistId } });
  const adminUser = await db.user.findUniqueOrThrow({ where: { id: admin.id } });
  const dashboard = (await artistReleases(artistId, 5)).find((r) => r.id === releaseId)!;
  const liveItem = (await artistChecklist(artistId)).find((i) => i.key === 'live')!;
  const recent = (await recentProjects(5)).find((r) => r.id === releaseId)!;
  const figures = (await call(stats.GET, { as: adminUser })).json;
  const listed = (await call(projects.GET, { as: artist, url: '/api/projects' })).json.items.find(
    (p: { id: string }) => p.id === releaseId,
  );
  const picker = (await call(supportContext.GET, { as: artist })).json.releases.find(
    (r: { id: string }) => r.id === releaseId,
  );
  const panel = await ticketContext({ requesterId: artistId, category: 'release', releaseId, payoutId: null });
  const project = await releaseDetail(toSessionUser(artist), releaseId);
  const brain = await releaseOverview(toSessionUser(artist), releaseId);
  const pipeline = await pipelineCounts();
  const brand = (await figuresByBrand()).find((b) => b.brand === artist.brand)!;
  const plan = (await careerPlan(toSessionUser(artist))).steps.find((s) => s.key === 'distribution')!;
  return {
    labels: {
      dashboard: dashboard.statusLabel,
      recentUploads: recent.statusLabel,
      projectsList: listed.statusLabel,
      ticketPicker: picker.statusLabel,
      ticketPanel: panel.release!.statusLabel,
      projectPage: project.statusLabel,
      brain: brain.statusLabel,
    },
    counts: {
      statsLive: figures.activeDistributions,
      statsScheduled: figures.scheduledDistributions,
      pipelineLive: pipeline.releases.find((r) => r.status === 'distributed')!.count,
      pipelineScheduled: pipeline.scheduled,
      brandLive: brand.live,
      brandReleases: brand.releases,
    },
    flags: { dashboardLive: dashboard.live, checklistLive: liveItem.done, planLive: plan.done },
  };
}

describe('a Scheduled release on every surface', () => {
  it('reads Scheduled and is not counted Live until its date, then Live everywhere', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const release = await db.release.create({
      data: {
        ownerId: artist.id,
        title: 'Coming Soon',
        primaryArtist: 'Someone',
        status: 'distributed',
        releaseDate: midnight(10),
        liveAt: new Date(),
      },
    });

    const before = await everySurface(artist.id, release.id, admin);
    const every = (label: string) => Object.fromEntries(Object.keys(before.labels).map((k) => [k, label]));
    expect(before.labels).toEqual(every('Scheduled'));
    expect(before.counts).toEqual({
      statsLive: 0,
      statsScheduled: 1,
      pipelineLive: 0,
      pipelineScheduled: 1,
      brandLive: 0,
      brandReleases: 1,
    });
    expect(before.flags).toEqual({ dashboardLive: false, checklistLive: false, planLive: false });

    // The date passes (no job, no status write): every surface says Live and counts it so.
    await db.release.update({ where: { id: release.id }, data: { releaseDate: midnight(-1) } });
    const after = await everySurface(artist.id, release.id, admin);
    expect(after.labels).toEqual(every('Live'));
    expect(after.counts).toEqual({
      statsLive: 1,
      statsScheduled: 0,
      pipelineLive: 1,
      pipelineScheduled: 0,
      brandLive: 1,
      brandReleases: 1,
    });
    expect(after.flags).toEqual({ dashboardLive: true, checklistLive: true, planLive: true });
  });
});
