// ERN messages for stored releases: loads a release with its tracks and credits and builds the message
// for a recipient store (or the platform's DSP simulator when no store is named), in the ERN version the
// store asks for (its requirements' ernVersion: 4.3 unless 4.3.2); the cover's facts are read from its file.
import { randomUUID } from 'node:crypto';
import { db } from '../../platform/db';
import { BadRequest, NotFound } from '../../platform/errors';
import type { DistributionSettings, Store } from '../../generated/prisma/client';
import { env } from '../../platform/env';
import { getDistributionSettings } from '../settings';
import { storeErnVersion } from '../store-catalog';
import { buildErn, type ErnKind, type ErnRelease } from './builder';
import type { ErnVersion } from './validate';
import { readArtworkFacts, readArtworkFactsMany } from './artwork-facts';
import { checkReleaseProfile } from './profile-rules';

const SIMULATOR_PARTY = { partyId: 'PADPIDA0000000001S', name: 'DSP Simulator' };

const ernReleaseInclude = {
  tracks: { orderBy: { position: 'asc' as const }, include: { contributors: { orderBy: { id: 'asc' as const } } } },
};

export async function loadErnRelease(releaseId: string): Promise<ErnRelease & { ownerId: string; storeIds: string[] }> {
  const r = await db.release.findUnique({ where: { id: releaseId }, include: ernReleaseInclude });
  if (!r) throw new NotFound('Release not found');
  return { ...r, artwork: r.artworkFileId ? await readArtworkFacts(r.artworkFileId) : null };
}

/** Many releases in one read (a batch of deliveries); missing ones are left out. */
export async function loadErnReleases(ids: string[]): Promise<Map<string, ErnRelease & { ownerId: string }>> {
  const rows = await db.release.findMany({ where: { id: { in: ids } }, include: ernReleaseInclude });
  // Each release's cover, read from its file (./artwork-facts.ts).
  const artwork = await readArtworkFactsMany(rows.map((r) => r.artworkFileId));
  return new Map(
    rows.map((r) => [r.id, { ...r, artwork: r.artworkFileId ? (artwork.get(r.artworkFileId) ?? null) : null }]),
  );
}

export interface ErnOptions {
  /** The distribution settings when the caller has read them already (a batch of deliveries). */
  settings?: Pick<DistributionSettings, 'senderPartyId' | 'senderName'>;
  store?: Pick<Store, 'ddexPartyId' | 'name' | 'requirements'> | null;
  /** Overrides the store's version (the conformance report's choice); else the store's, else 4.3 */
  version?: ErnVersion;
  kind?: ErnKind;
  messageId?: string;
  createdAt?: Date;
}

export async function buildReleaseErn(release: ErnRelease, opts: ErnOptions = {}): Promise<string> {
  const s = opts.settings ?? (await getDistributionSettings());
  return buildErn(release, {
    messageId: opts.messageId ?? randomUUID(),
    threadId: release.id,
    sender: { partyId: s.senderPartyId, name: s.senderName },
    recipient: opts.store ? { partyId: opts.store.ddexPartyId, name: opts.store.name } : SIMULATOR_PARTY,
    createdAt: opts.createdAt ?? new Date(),
    kind: opts.kind ?? 'insert',
    fileBaseUrl: env().APP_BASE_URL.replace(/\/$/, ''),
    version: opts.version ?? storeErnVersion(opts.store?.requirements),
  });
}

/**
 * Approval's check, before it issues anything: the message the stores will be sent must keep the DDEX Audio release
 * profile's rules (./profile-rules.ts), else the approval is refused with every failed rule (a 400 like quality
 * control's: the release's data needs fixing, most often its cover file, which the message reads). The ISRCs the
 * approval itself issues are not asked for: a recording without one gets it in the same step.
 */
export async function assertProfileConformant(releaseId: string, what: string) {
  const { errors } = checkReleaseProfile(await buildReleaseErn(await loadErnRelease(releaseId)));
  const left = errors.filter((e) => e.rule !== 'recording-isrc');
  if (left.length)
    throw new BadRequest(
      `${what}: its ERN message breaks ${left.length} DDEX Audio release profile rule${left.length === 1 ? '' : 's'}. ${left[0].message}`,
      left.map((e) => ({ path: `profile.${e.rule}`, message: e.message })),
    );
}
