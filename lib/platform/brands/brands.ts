// The four brands one deployment serves (spec §1, §9): copy, colours and contact details.
import settings from './brand-settings.json';

export const BRAND_KEYS = ['tnm', 'mastermusicsafe', 'distro80', 'sgr'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];
export const FALLBACK_BRAND: BrandKey = 'tnm';

export interface Brand {
  key: BrandKey;
  name: string;
  tagline: string;
  description: string;
  logoText: string;
  footerText: string;
  pageTitle: string;
  themeColor: string;
  accentColor: string;
  /** Whether links unfurl on social networks (Open Graph / Twitter cards) and share buttons show. */
  sharing: boolean;
  publicDomain: string;
  adminDomain: string;
  social: { facebook: string; linkedin: string; twitter: string; youtube: string; tumblr: string };
  phones: [string, string];
  emails: { help: string; abuse: string; members: string };
  address: string;
}

const socialFor = (handle: string) => ({
  facebook: `https://www.facebook.com/${handle}`,
  linkedin: `https://www.linkedin.com/company/${handle}`,
  twitter: `https://twitter.com/${handle}`,
  youtube: `https://www.youtube.com/@${handle}`,
  tumblr: `https://${handle}.tumblr.com`,
});

/**
 * A brand from its entry in brand-settings.json, which states what differs between brands (copy, colours,
 * domain, social handle, phones, the members' mailbox); the admin domain, the help and abuse mailboxes and the
 * address follow one rule for all four.
 */
function brand(key: BrandKey): Brand {
  const { socialHandle, phones, membersMailbox, ...rest } = settings[key];
  const domain = rest.publicDomain;
  return {
    key,
    ...rest,
    adminDomain: `admin.${domain}`,
    social: socialFor(socialHandle),
    phones: [phones[0], phones[1]],
    emails: { help: `help@${domain}`, abuse: `abuse@${domain}`, members: `${membersMailbox}@${domain}` },
    address: 'Atlanta, GA, United States',
  };
}

export const BRANDS = Object.fromEntries(BRAND_KEYS.map((key) => [key, brand(key)])) as Record<BrandKey, Brand>;

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}

export function getBrandConfig(key: string | null | undefined): Brand {
  return isBrandKey(key) ? BRANDS[key] : BRANDS[FALLBACK_BRAND];
}

/** Business hours of spec §9, shown in every footer. */
export const BUSINESS_HOURS: ReadonlyArray<{ days: string; hours: string }> = [
  { days: 'Monday - Tuesday', hours: '11:00 AM - 7:00 PM (lunch 3:00 - 4:30 PM)' },
  { days: 'Wednesday', hours: 'Closed' },
  { days: 'Thursday - Friday', hours: '11:00 AM - 7:00 PM (lunch 3:00 - 4:30 PM)' },
  { days: 'Saturday', hours: 'Closed' },
  { days: 'Sunday', hours: '3:00 PM - 10:00 PM' },
];
