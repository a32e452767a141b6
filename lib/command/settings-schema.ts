// The super admin's platform settings (zod, shared by the API and the settings form). ISRC/UPC codes
// are the distribution area's settings and stores its Store rows; the brand-domain map is kept here.
import { z } from 'zod';
import { BRAND_KEYS } from '../platform/brands/brands';

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Enter a host name such as music.example.com',
  );

export const brandDomainsSchema = z.object(
  Object.fromEntries(BRAND_KEYS.map((k) => [k, z.array(host).max(20)])) as Record<
    (typeof BRAND_KEYS)[number],
    z.ZodArray<typeof host>
  >,
);
export type BrandDomains = z.infer<typeof brandDomainsSchema>;

/** PATCH /api/admin/super-settings: any subset; codes are checked again by the distribution schema. */
export const superSettingsPatchSchema = z
  .object({
    brandDomains: brandDomainsSchema,
    isrcRegistrant: z.string().trim().toUpperCase(),
    upcPrefix: z.string().trim(),
    codeRequestLimit: z.coerce.number(),
    stores: z.array(z.object({ id: z.string().min(1).max(64), enabled: z.boolean() })).max(500),
  })
  .partial()
  .strict();
export type SuperSettingsPatch = z.infer<typeof superSettingsPatchSchema>;

export interface SuperSettings {
  brandDomains: BrandDomains;
  isrcRegistrant: string;
  upcPrefix: string;
  /** Platform codes an artist may request and hold before their releases are approved (each of UPC, ISRC) */
  codeRequestLimit: number;
  /** Read from the royalties area (PAYOUT_MINIMUM_CENTS); shown, not edited here */
  payoutMinimumCents: number;
  stores: { id: string; name: string; enabled: boolean }[];
}

/** POST /api/admin/step-up: the super admin's password again. */
export const stepUpSchema = z.object({ password: z.string().min(1, 'Enter your password').max(200) });
