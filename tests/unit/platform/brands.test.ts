import {
  defaultHostMap,
  normalizeHost,
  parseHostMapOverride,
  resolveBrand,
  resolveDomainContext,
} from '@/lib/platform/brands/hosts';
import { BRANDS, getBrandConfig } from '@/lib/platform/brands/brands';
import { brandMetadata, brandViewport } from '@/lib/platform/brands/metadata';

const map = defaultHostMap();
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('host -> brand', () => {
  it.each([
    ['mms.localhost:3000', 'mastermusicsafe'],
    ['MMS.LOCALHOST', 'mastermusicsafe'],
    ['distro80.localhost:3000', 'distro80'],
    ['sgr.localhost', 'sgr'],
    ['tnm.localhost', 'tnm'],
    ['localhost:3000', 'tnm'],
    ['www.mastermusicsafe.com', 'mastermusicsafe'],
    ['admin.distro80.com', 'distro80'],
    ['preview.sgr.localhost', 'sgr'],
    ['unknown.example.org', 'tnm'],
    ['', 'tnm'],
  ])('%s resolves to %s', (host, brand) => {
    expect(resolveBrand(host, map)).toBe(brand);
  });

  it('BRAND_HOSTS overrides the built-in map and ignores unknown brands', () => {
    const override = parseHostMapOverride(JSON.stringify({ 'Music.Example': 'sgr', 'x.example': 'nope' }));
    expect(override).toEqual({ 'music.example': 'sgr' });
    expect(resolveBrand('music.example:8080', { ...map, ...override })).toBe('sgr');
    expect(parseHostMapOverride('{not json')).toEqual({});
  });

  it('strips ports and brackets for IPv6', () => {
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost('Example.com:80')).toBe('example.com');
  });

  it('domain context names the admin domain and the current host', () => {
    expect(resolveDomainContext('admin.mastermusicsafe.com', map)).toEqual({
      domain: 'admin',
      brand: 'mastermusicsafe',
      publicDomain: 'mastermusicsafe.com',
      adminDomain: 'admin.mastermusicsafe.com',
      currentHost: 'admin.mastermusicsafe.com',
    });
    expect(resolveDomainContext('localhost:3000', map).domain).toBe('public');
  });
});

describe('brand metadata', () => {
  it('sets the spec theme colours', () => {
    expect(brandViewport(BRANDS.tnm).themeColor).toBe('#0f172a');
    expect(brandViewport(BRANDS.distro80).themeColor).toBe('#1e293b');
    expect(brandViewport(BRANDS.mastermusicsafe).themeColor).toBe('#0c4a6e');
  });

  it('adds Open Graph and Twitter cards except for distro80', () => {
    const mms = brandMetadata(BRANDS.mastermusicsafe);
    expect(mms.title).toBe(BRANDS.mastermusicsafe.pageTitle);
    expect(mms.openGraph).toMatchObject({ siteName: 'Master Music Safe' });
    expect(mms.twitter).toMatchObject({ card: 'summary_large_image' });
    const d80 = brandMetadata(BRANDS.distro80);
    expect(d80.openGraph).toBeNull();
    expect(d80.twitter).toBeNull();
  });

  it("bases the metadata's URLs on the brand's configured address, never on the request's host", () => {
    for (const b of Object.values(BRANDS))
      expect(String(brandMetadata(b).metadataBase)).toBe(`https://${b.publicDomain}/`);
  });

  it('falls back to tnm for unknown keys', () => {
    expect(getBrandConfig('nope').key).toBe('tnm');
    expect(getBrandConfig(undefined).key).toBe('tnm');
  });

  it('every brand has every field of spec §1', () => {
    for (const b of Object.values(BRANDS)) {
      for (const field of [
        'name',
        'tagline',
        'description',
        'logoText',
        'footerText',
        'pageTitle',
        'themeColor',
      ] as const) {
        expect(b[field]).toEqual(expect.any(String));
        expect(b[field].length).toBeGreaterThan(1);
      }
      expect(b.phones).toHaveLength(2);
      expect(Object.keys(b.emails)).toEqual(['help', 'abuse', 'members']);
      expect(Object.keys(b.social)).toEqual(['facebook', 'linkedin', 'twitter', 'youtube', 'tumblr']);
    }
  });
});
