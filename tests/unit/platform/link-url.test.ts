// Addresses a page may turn into links: http, https and mailto only, read as the URL parser reads them.
import { isSafeLinkUrl, safeLinkUrl } from '@/lib/platform/security/link-url';

describe('isSafeLinkUrl', () => {
  it('accepts http, https and mailto', () => {
    for (const url of [
      'https://a.example/x?y=1',
      'http://a.example',
      'mailto:booking@a.example',
      ' HTTPS://A.EXAMPLE ',
    ])
      expect({ url, ok: isSafeLinkUrl(url) }).toEqual({ url, ok: true });
  });
  it('refuses script, data and other schemes, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '/relative/path',
      'not a url',
      '',
    ])
      expect({ url, ok: isSafeLinkUrl(url) }).toEqual({ url, ok: false });
  });
  it('safeLinkUrl passes a safe address through and turns anything else into null', () => {
    expect(safeLinkUrl('https://a.example')).toBe('https://a.example');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });
});
