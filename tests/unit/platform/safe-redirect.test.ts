// After sign-in the app goes only to a path on this site: known open-redirect bypasses are refused.
import { safeRedirectPath } from '@/lib/platform/auth/safe-redirect';
import { redirectWithinSite } from '@/lib/platform/auth/callback-url';

const bypasses = [
  '/\\evil.example',
  '/%09/evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '/%252F/evil.example',
  '//evil',
  '//evil.example/path',
  '///evil.example',
  'https://evil',
  'http:evil.example',
  '/\\t/evil',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/%0d%0a/evil.example',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  '/%E0%A4%A',
];

// Values whose raw form looks like a path but which the URL parser (or one more decoding) turns into
// `//host`: dot segments, encoded dots and slashes, backslashes, tabs and newlines, double encoding.
const normalisedBypasses = [
  '/x/../..//other.site/',
  '/x/..//other.site',
  '/..//other.site',
  '/.//other.site',
  '/./..//other.site/path?q=1',
  '/x/%2e%2e/%2e%2e//other.site',
  '/x/%2E%2E//other.site',
  '/x/.%2e//other.site',
  '/%2e%2e//other.site',
  '/x/..%2f..%2f%2fother.site',
  '/x/..%2F%2Fother.site',
  '/x/%2e%2e%2f%2fother.site',
  '/x/%252e%252e/%252e%252e//other.site',
  '/x/..%252f..%252f%252fother.site',
  '/%25252f%25252fother.site',
  '/x/..%5c..%5c/other.site',
  '/x/..%255c/other.site',
  '/x/..\\..\\/other.site',
  '/x/..%09/..//other.site',
  '/x/\t../..//other.site',
  '/x/..\n/..//other.site',
  '/x/%0a../..//other.site',
  '/%2f%2fother.site',
  '/%2F%5Cother.site',
  // More decodings than anyone needs: refused rather than followed.
  '/%2525252525252F',
];

describe('safeRedirectPath', () => {
  it.each(bypasses)('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it.each(normalisedBypasses)('refuses %j, which normalises to another site', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('never answers a path that a browser would take to another site', () => {
    for (const raw of [...bypasses, ...normalisedBypasses, '/a/../b', '/a/./b/', '/x/%2e%2e/y']) {
      const path = safeRedirectPath(raw);
      if (path === null) continue;
      expect(new URL(path, 'https://app.example').origin).toBe('https://app.example');
      expect(path.startsWith('//')).toBe(false);
      // Following the answer again gives the same answer: nothing is left to normalise.
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it.each([
    ['/a/../b', '/b'],
    ['/a/./b/', '/a/b/'],
    ['/x/%2e%2e/y', '/y'],
  ])('keeps a harmless dot segment as its normalised path %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    ['/admin/outbox', '/admin/outbox'],
    ['/mms/dashboard?tab=releases#top', '/mms/dashboard?tab=releases#top'],
    ['/mms/claim-collaboration/abc-123', '/mms/claim-collaboration/abc-123'],
    ['/search?q=a%20b', '/search?q=a%20b'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it("next-auth's redirect callback follows the same rule", () => {
    const base = 'https://app.example';
    expect(redirectWithinSite({ url: '/mms/dashboard?tab=1', baseUrl: base })).toBe(
      'https://app.example/mms/dashboard?tab=1',
    );
    expect(redirectWithinSite({ url: 'https://app.example/admin/outbox', baseUrl: base })).toBe(
      'https://app.example/admin/outbox',
    );
    for (const raw of [
      ...bypasses,
      ...normalisedBypasses,
      'https://other.site/',
      'https://app.example//other.site/',
      'https://app.example/x/../..//other.site/',
      'https://app.example.other.site/',
    ])
      expect(redirectWithinSite({ url: raw, baseUrl: base })).toBe(base);
  });

  it('refuses nothing at all', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
