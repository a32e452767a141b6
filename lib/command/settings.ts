// Super Admin Settings: one view over the settings each area owns. The brand-domain map is stored in
// the Setting table ('platform.brandDomains'); ISRC registrant and UPC prefix go through
// lib/distribution/settings.ts, store enablement through lib/distribution/stores.ts, and the payout
// minimum is read from lib/royalties/payouts.ts.
import { db } from '../platform/db';
import { recordAudit } from '../platform/audit';
import { BRAND_KEYS } from '../platform/brands/brands';
import { parseWith } from '../platform/http/with-auth';
import type { Prisma } from '../generated/prisma/client';
import {
  distributionSettingsSchema,
  getDistributionSettings,
  setDistributionSettings,
  listStores,
  updateStore,
} from '@/lib/distribution';
import { payoutMinimumCents } from '@/lib/royalties';
import { applySavedBrandDomains } from '../platform/brands/host-cache';
import { brandDomainsSchema, type BrandDomains, type SuperSettings, type SuperSettingsPatch } from './settings-schema';

const BRAND_DOMAINS_KEY = 'platform.brandDomains';

const EMPTY_DOMAINS: BrandDomains = brandDomainsSchema.parse(Object.fromEntries(BRAND_KEYS.map((k) => [k, []])));

async function getBrandDomains(): Promise<BrandDomains> {
  const row = await db.setting.findUnique({ where: { key: BRAND_DOMAINS_KEY } });
  const parsed = brandDomainsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : EMPTY_DOMAINS;
}

/**
 * Loads the saved brand domains into this process's host map (lib/platform/brands/host-cache.ts). Called at
 * start and on an interval (server-boot.ts) so a save in another process reaches this one.
 */
export async function refreshBrandDomains(): Promise<void> {
  applySavedBrandDomains(await getBrandDomains());
}

export async function getSuperSettings(): Promise<SuperSettings> {
  const [brandDomains, dist, stores] = await Promise.all([
    getBrandDomains(),
    getDistributionSettings(),
    listStores(true),
  ]);
  return {
    brandDomains,
    isrcRegistrant: dist.isrcRegistrant,
    upcPrefix: dist.upcPrefix,
    codeRequestLimit: dist.codeRequestLimit,
    payoutMinimumCents: payoutMinimumCents(),
    stores: stores.map((s) => ({ id: s.id, name: s.name, enabled: s.enabled })),
  };
}

export async function updateSuperSettings(actorId: string, patch: SuperSettingsPatch): Promise<SuperSettings> {
  // Validate everything before changing anything.
  const codes =
    patch.isrcRegistrant !== undefined || patch.upcPrefix !== undefined || patch.codeRequestLimit !== undefined
      ? parseWith(
          distributionSettingsSchema,
          {
            isrcRegistrant: patch.isrcRegistrant,
            upcPrefix: patch.upcPrefix,
            codeRequestLimit: patch.codeRequestLimit,
          },
          'Invalid request',
        )
      : undefined;
  if (patch.brandDomains) {
    const value = patch.brandDomains as Prisma.InputJsonValue;
    await db.$transaction(async (tx) => {
      await tx.setting.upsert({
        where: { key: BRAND_DOMAINS_KEY },
        create: { key: BRAND_DOMAINS_KEY, value, updatedById: actorId },
        update: { value, updatedById: actorId },
      });
      await recordAudit({
        tx,
        actor: actorId,
        action: 'settings.update_brand_domains',
        target: { type: 'Setting', id: BRAND_DOMAINS_KEY },
        detail: value,
      });
    });
    applySavedBrandDomains(patch.brandDomains); // this process routes the new domains at once
  }
  if (codes) await setDistributionSettings(codes, actorId);
  if (patch.stores) {
    const current = new Map((await listStores(true)).map((s) => [s.id, s.enabled]));
    for (const s of patch.stores)
      if (current.has(s.id) && current.get(s.id) !== s.enabled)
        await updateStore(s.id, { enabled: s.enabled }, actorId);
  }
  return getSuperSettings();
}
