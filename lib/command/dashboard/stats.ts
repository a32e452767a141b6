// The command center's figures (spec §3 Stats, §2.6 tiles), each from the area that owns it:
// revenue from royalties, stores and live releases from distribution, accounts from auth.
import { db } from '../../platform/db';
import { centsToDollars } from '../../platform/format';
import { totalRevenueCents as royaltiesRevenueCents } from '@/lib/royalties';
import {
  enabledStoreCount as distributionEnabledStores,
  liveReleaseCount as distributionLiveCount,
  releaseState,
  scheduledReleaseCount as distributionScheduledCount,
} from '@/lib/distribution';

/** Revenue reported by stores (completed statement imports), integer cents. */
function totalRevenueCents(): Promise<number> {
  return royaltiesRevenueCents();
}

/**
 * Stores releases can be delivered to: the enabled rows of the stores table, 0 when there are none.
 * (The spec's §9 fallback of 84 would claim stores the platform cannot deliver to.)
 */
function enabledStoreCount(): Promise<number> {
  return distributionEnabledStores();
}

/** Releases in the shops (Live); a Scheduled one (release date ahead) is counted apart. */
function liveReleaseCount(now: Date): Promise<number> {
  return distributionLiveCount(now);
}

function projectCount(): Promise<number> {
  return db.release.count();
}

function activeArtistCount(): Promise<number> {
  return db.user.count({ where: { role: 'artist', status: 'active' } });
}

export interface PlatformStats {
  /** US dollars as a decimal string with two places, from integer cents */
  totalRevenue: string;
  totalRevenueCents: number;
  /** Live: in the shops (a Scheduled release is not counted here) */
  activeDistributions: number;
  /** acknowledged by the stores, release date still ahead */
  scheduledDistributions: number;
  /** enabled rows of the stores table */
  connectedStores: number;
  totalArtists: number;
  totalProjects: number;
}

export async function platformStats(now: Date = new Date()): Promise<PlatformStats> {
  const [revenue, live, scheduled, stores, artists, projects] = await Promise.all([
    totalRevenueCents(),
    liveReleaseCount(now),
    distributionScheduledCount(now),
    enabledStoreCount(),
    activeArtistCount(),
    projectCount(),
  ]);
  return {
    totalRevenue: centsToDollars(revenue),
    totalRevenueCents: revenue,
    activeDistributions: live,
    scheduledDistributions: scheduled,
    connectedStores: stores,
    totalArtists: artists,
    totalProjects: projects,
  };
}

/** The newest uploads for Recent Uploads (spec §2.6: up to 5), each with its label from the status module. */
export async function recentProjects(take = 5, now: Date = new Date()) {
  const rows = await db.release.findMany({
    orderBy: { createdAt: 'desc' },
    take,
    select: { id: true, title: true, primaryArtist: true, status: true, releaseDate: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, ...releaseState(r, now) }));
}
