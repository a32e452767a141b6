// After sign-in the app goes only to a path on this site: known open-redirect bypasses are refused.
import { safeRedirectPath } from '@/lib/auth/safe-redirect';

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

describe('safeRedirectPath', () => {
  it.each(bypasses)('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it.each([
    ['/admin/outbox', '/admin/outbox'],
    ['/mms/dashboard?tab=releases#top', '/mms/dashboard?tab=releases#top'],
    ['/mms/claim-collaboration/abc-123', '/mms/claim-collaboration/abc-123'],
    ['/search?q=a%20b', '/search?q=a%20b'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it('refuses nothing at all', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
