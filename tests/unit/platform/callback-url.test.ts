// next-auth's callbackUrl made a same-origin path before next-auth reads it, and its redirect callback.
import { redirectWithinSite, sameOriginCallback } from '@/lib/platform/auth/callback-url';

const HOST = 'app.example';

describe('sameOriginCallback', () => {
  it('keeps paths of the site and absolute URLs on its host, as paths', () => {
    expect(sameOriginCallback('/releases?x=1#top', HOST)).toBe('/releases?x=1#top');
    expect(sameOriginCallback('https://app.example/dashboard?tab=2', HOST)).toBe('/dashboard?tab=2');
    expect(sameOriginCallback('http://app.example/', HOST)).toBe('/');
  });

  it('drops other sites, other schemes, bare names, ambiguous paths and non-strings', () => {
    for (const raw of [
      'https://evil.example/',
      'https://app.example.evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://app.example/',
      '',
      ['/a'],
      { url: '/a' },
      null,
      42,
    ])
      expect({ raw, path: sameOriginCallback(raw, HOST) }).toEqual({ raw, path: null });
  });
});

describe('redirectWithinSite', () => {
  const baseUrl = 'https://app.example';
  it('answers the base URL plus a same-origin path, else the base URL, and never throws', () => {
    expect(redirectWithinSite({ url: '/releases', baseUrl })).toBe('https://app.example/releases');
    expect(redirectWithinSite({ url: 'https://app.example/x', baseUrl })).toBe('https://app.example/x');
    expect(redirectWithinSite({ url: 'https://evil.example/', baseUrl })).toBe(baseUrl);
    expect(redirectWithinSite({ url: 'not a url at all', baseUrl })).toBe(baseUrl);
    expect(redirectWithinSite({ url: ['x'] as unknown as string, baseUrl })).toBe(baseUrl);
  });
});
