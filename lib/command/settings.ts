// Platform settings stored in the Setting table under 'platform.<name>', with defaults until a
// super admin saves them. Other areas read the values through these getters.
import { db } from '../db';
import { recordAudit } from '../audit/service';
import { BRAND_KEYS } from '../brands/brands';
import type { Prisma } from '../generated/prisma/client';
import { STORE_KEYS, platformSettingsSchema, type PlatformSettings, type PlatformSettingsPatch } from './settings-schema';

const PREFIX = 'platform.';

export const DEFAULT_SETTINGS: PlatformSettings = {
  brandDomains: Object.fromEntries(BRAND_KEYS.map((k) => [k, []])) as unknown as PlatformSettings['brandDomains'],
  isrcCountryCode: 'US',
  isrcRegistrantCode: 'TNM',
  upcPrefix: '019600',
  payoutMinimumCents: 2500,
  storeEnablement: Object.fromEntries(STORE_KEYS.map((k) => [k, true])) as PlatformSettings['storeEnablement'],
};

export async function getPlatformSettings(): Promise<PlatformSettings> {
  const rows = await db.setting.findMany({ where: { key: { startsWith: PREFIX } } });
  const stored: Record<string, unknown> = {};
  for (const r of rows) stored[r.key.slice(PREFIX.length)] = r.value;
  const merged = { ...DEFAULT_SETTINGS, ...stored };
  // A value saved by an older version that no longer parses falls back to its default.
  const parsed = platformSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function updatePlatformSettings(actorId: string, patch: PlatformSettingsPatch): Promise<PlatformSettings> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  await db.$transaction(async (tx) => {
    for (const [name, value] of entries) {
      const key = PREFIX + name;
      await tx.setting.upsert({
        where: { key },
        create: { key, value: value as Prisma.InputJsonValue, updatedById: actorId },
        update: { value: value as Prisma.InputJsonValue, updatedById: actorId },
      });
    }
    await recordAudit(actorId, 'settings.update', 'Setting', null, { changed: entries.map(([k]) => k) }, tx);
  });
  return getPlatformSettings();
}

export async function payoutMinimumCents(): Promise<number> {
  return (await getPlatformSettings()).payoutMinimumCents;
}
