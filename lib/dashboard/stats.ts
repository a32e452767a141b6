// The command center's figures (spec §3 Stats, §2.6 tiles), each from the tables that hold it.
// Revenue and connected stores belong to the royalties and distribution areas: when their services
// exist they are used here; until then revenue is what the catalog can prove (none) and stores fall
// back to the spec's 84.
import { db } from '../db';

/** Spec §9: the Stores tile shows 84 when the statistic is missing. */
export const STORES_FALLBACK = 84;

/** Total revenue in integer cents. No earnings table exists on this build yet, so nothing has been earned. */
export async function totalRevenueCents(): Promise<number> {
  return 0;
}

/** Stores releases can be delivered to; null when no store table or data exists. */
export async function enabledStoreCount(): Promise<number | null> {
  return null;
}

/** Releases that are live in stores ('distributed', shown as Live). */
export function liveReleaseCount(): Promise<number> {
  return db.release.count({ where: { status: 'distributed' } });
}

export function projectCount(): Promise<number> {
  return db.release.count();
}

export function activeArtistCount(): Promise<number> {
  return db.user.count({ where: { role: 'artist', status: 'active' } });
}

export interface PlatformStats {
  /** US dollars as a decimal string with two places, from integer cents */
  totalRevenue: string;
  totalRevenueCents: number;
  activeDistributions: number;
  connectedStores: number;
  /** true when connectedStores is the spec's fallback rather than a count */
  connectedStoresIsFallback: boolean;
  totalArtists: number;
  totalProjects: number;
}

export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export async function platformStats(): Promise<PlatformStats> {
  const [revenue, live, stores, artists, projects] = await Promise.all([
    totalRevenueCents(),
    liveReleaseCount(),
    enabledStoreCount(),
    activeArtistCount(),
    projectCount(),
  ]);
  return {
    totalRevenue: centsToDollars(revenue),
    totalRevenueCents: revenue,
    activeDistributions: live,
    connectedStores: stores ?? STORES_FALLBACK,
    connectedStoresIsFallback: stores === null,
    totalArtists: artists,
    totalProjects: projects,
  };
}

/** The newest uploads for Recent Uploads (spec §2.6: up to 5). */
export function recentProjects(take = 5) {
  return db.release.findMany({
    orderBy: { createdAt: 'desc' },
    take,
    select: { id: true, title: true, primaryArtist: true, status: true, releaseDate: true, createdAt: true },
  });
}
