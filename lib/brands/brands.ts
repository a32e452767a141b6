// The four brands one deployment serves (spec §1, §9): copy, colours and contact details.

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

export const BRANDS: Record<BrandKey, Brand> = {
  tnm: {
    key: 'tnm',
    name: 'TNM Music Institute',
    tagline: 'Learn the music business. Build a career that lasts.',
    description:
      'A non-profit music education and career accelerator: music-business courses, the CMBP certification, ' +
      'mentoring and a career readiness program for independent artists and music professionals.',
    logoText: 'TNM',
    footerText: 'TNM Music Institute is a non-profit music education and career accelerator program.',
    pageTitle: 'TNM Music Institute | Music Business School and Career Accelerator',
    themeColor: '#0f172a',
    accentColor: '#f59e0b',
    sharing: true,
    publicDomain: 'tnmmusic.org',
    adminDomain: 'admin.tnmmusic.org',
    social: socialFor('tnmmusicinstitute'),
    phones: ['+1 (404) 555-0142', '+1 (404) 555-0178'],
    emails: { help: 'help@tnmmusic.org', abuse: 'abuse@tnmmusic.org', members: 'members@tnmmusic.org' },
    address: 'Atlanta, GA, United States',
  },
  mastermusicsafe: {
    key: 'mastermusicsafe',
    name: 'Master Music Safe',
    tagline: 'Distribute your music. Protect your rights. Keep your royalties.',
    description:
      'Music distribution to the digital stores and streaming services with royalty tracking, automatic split payments, ' +
      'ISRC and UPC codes, and copyright protection for independent artists.',
    logoText: 'Master Music Safe',
    footerText: 'Master Music Safe distributes and protects independent music worldwide.',
    pageTitle: 'Master Music Safe | Music Distribution and Royalty Protection',
    themeColor: '#0c4a6e',
    accentColor: '#38bdf8',
    sharing: true,
    publicDomain: 'mastermusicsafe.com',
    adminDomain: 'admin.mastermusicsafe.com',
    social: socialFor('mastermusicsafe'),
    phones: ['+1 (404) 555-0160', '+1 (404) 555-0193'],
    emails: {
      help: 'help@mastermusicsafe.com',
      abuse: 'abuse@mastermusicsafe.com',
      members: 'members@mastermusicsafe.com',
    },
    address: 'Atlanta, GA, United States',
  },
  distro80: {
    key: 'distro80',
    name: 'Distro80',
    tagline: 'Your own record label distribution, powered by a proven franchise.',
    description:
      'Distro80 is a franchise record-label distribution platform: run your own label, release to the major stores ' +
      'and manage your roster, deliveries and royalty statements from one console.',
    logoText: 'Distro80',
    footerText: 'Distro80 is a franchise record label distribution platform.',
    pageTitle: 'Distro80 | Franchise Record Label Distribution',
    themeColor: '#1e293b',
    accentColor: '#22c55e',
    sharing: false,
    publicDomain: 'distro80.com',
    adminDomain: 'admin.distro80.com',
    social: socialFor('distro80'),
    phones: ['+1 (404) 555-0121', '+1 (404) 555-0187'],
    emails: { help: 'help@distro80.com', abuse: 'abuse@distro80.com', members: 'franchise@distro80.com' },
    address: 'Atlanta, GA, United States',
  },
  sgr: {
    key: 'sgr',
    name: 'Small Guy Records',
    tagline: 'An independent label that invests in artists on fair terms.',
    description:
      'Small Guy Records is an independent record label and music investment platform: artist development, ' +
      'release funding and transparent royalty sharing for a hand-picked roster.',
    logoText: 'Small Guy Records',
    footerText: 'Small Guy Records is an independent record label and music investment platform.',
    pageTitle: 'Small Guy Records | Independent Label and Music Investment',
    themeColor: '#3b0764',
    accentColor: '#e879f9',
    sharing: true,
    publicDomain: 'smallguyrecords.com',
    adminDomain: 'admin.smallguyrecords.com',
    social: socialFor('smallguyrecords'),
    phones: ['+1 (404) 555-0115', '+1 (404) 555-0139'],
    emails: {
      help: 'help@smallguyrecords.com',
      abuse: 'abuse@smallguyrecords.com',
      members: 'artists@smallguyrecords.com',
    },
    address: 'Atlanta, GA, United States',
  },
};

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
