// The super admin's platform settings (zod, shared by the API and the settings form).
import { z } from 'zod';
import { BRAND_KEYS } from '../brands/brands';

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Enter a host name such as music.example.com');

export const brandDomainsSchema = z.object(
  Object.fromEntries(BRAND_KEYS.map((k) => [k, z.array(host).max(20)])) as Record<(typeof BRAND_KEYS)[number], z.ZodArray<typeof host>>,
);

export const STORE_KEYS = ['spotify', 'apple_music', 'amazon_music', 'youtube_music', 'deezer', 'tidal', 'tiktok', 'pandora'] as const;

export const platformSettingsSchema = z
  .object({
    /** Extra host names per brand, added to the built-in domains */
    brandDomains: brandDomainsSchema,
    /** ISRC country code (2 letters) + registrant code (3 letters/digits): CC-XXX */
    isrcCountryCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Two letters, e.g. US'),
    isrcRegistrantCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{3}$/, 'Three letters or digits'),
    /** GS1 company prefix for UPCs: 6 to 10 digits */
    upcPrefix: z.string().trim().regex(/^\d{6,10}$/, '6 to 10 digits'),
    /** Smallest payout an artist can request, in cents */
    payoutMinimumCents: z.number().int().min(100, 'At least $1.00').max(1_000_000, 'At most $10,000.00'),
    /** Whether each store receives new deliveries */
    storeEnablement: z.object(Object.fromEntries(STORE_KEYS.map((k) => [k, z.boolean()])) as Record<(typeof STORE_KEYS)[number], z.ZodBoolean>),
  })
  .strict();

export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const platformSettingsPatchSchema = platformSettingsSchema.partial();
export type PlatformSettingsPatch = z.infer<typeof platformSettingsPatchSchema>;

export const STORE_LABELS: Record<(typeof STORE_KEYS)[number], string> = {
  spotify: 'Spotify',
  apple_music: 'Apple Music',
  amazon_music: 'Amazon Music',
  youtube_music: 'YouTube Music',
  deezer: 'Deezer',
  tidal: 'TIDAL',
  tiktok: 'TikTok',
  pandora: 'Pandora',
};
