// EPK links are http, https or mailto only: anything else (javascript:, data:, vbscript:, in any case, with
// leading spaces) is a 400 when saved, and one stored before the check reaches the public kit as no link.
import { db } from '@/lib/platform/db';
import * as epkRoute from '@/app/api/epk/route';
import * as publicRoute from '@/app/api/epk/[slug]/route';
import { call, createUser } from '../../helpers/api';

const BAD = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

const kit = (slug: string, extra: object = {}) => ({ slug, artistName: 'Rae Sol', published: true, ...extra });
const withUrl = (url: string) => ({
  socialLinks: [{ platform: 'Instagram', url }],
  pressQuotes: [{ quote: 'Great', source: 'The Wire', url }],
  tourDates: [{ date: '2099-05-01', venue: 'The Shelter', ticketUrl: url }],
  photos: [{ url, credit: 'Me', caption: 'Live' }],
});

describe('EPK links', () => {
  it('refuses javascript:, data: and other schemes in every link field (400 naming the field)', async () => {
    const artist = await createUser('artist');
    for (const url of BAD)
      for (const [field, value] of Object.entries(withUrl(url))) {
        const res = await call(epkRoute.PUT, { as: artist, body: kit('rae-links', { [field]: value }) });
        expect({ url, field, status: res.status }).toEqual({ url, field, status: 400 });
        expect(JSON.stringify(res.json.issues)).toContain(field);
      }
    expect(await db.epk.count({ where: { userId: artist.id } })).toBe(0);
  });

  it('accepts https, http and mailto addresses', async () => {
    const artist = await createUser('artist');
    const body = kit('rae-fine', {
      ...withUrl('https://instagram.com/raesol'),
      socialLinks: [
        { platform: 'Site', url: 'http://raesol.example' },
        { platform: 'Booking', url: 'mailto:booking@raesol.example' },
      ],
    });
    expect((await call(epkRoute.PUT, { as: artist, body })).status).toBe(200);
    const pub = await call(publicRoute.GET, { params: { slug: 'rae-fine' } });
    expect(pub.json.socialLinks.map((s: { url: string }) => s.url)).toEqual([
      'http://raesol.example',
      'mailto:booking@raesol.example',
    ]);
    expect(pub.json.tourDates[0].ticketUrl).toBe('https://instagram.com/raesol');
  });

  it('a bad address stored before the check reaches the public kit as no link (and a photo without one is left out)', async () => {
    const artist = await createUser('artist');
    expect((await call(epkRoute.PUT, { as: artist, body: kit('rae-old', withUrl('https://ok.example')) })).status).toBe(
      200,
    );
    const bad = withUrl('javascript:alert(1)');
    await db.epk.update({
      where: { userId: artist.id },
      data: {
        socialLinks: bad.socialLinks,
        pressQuotes: bad.pressQuotes,
        tourDates: bad.tourDates,
        photos: [...bad.photos, { url: 'data:image/svg+xml,<svg onload=alert(1)>', credit: '', caption: '' }],
      },
    });
    const pub = await call(publicRoute.GET, { params: { slug: 'rae-old' } });
    expect(pub.status).toBe(200);
    expect(pub.text).not.toMatch(/javascript:|data:/);
    expect(pub.json.socialLinks).toEqual([expect.objectContaining({ platform: 'Instagram', url: null })]);
    expect(pub.json.pressQuotes[0]).toMatchObject({ source: 'The Wire', url: null });
    expect(pub.json.tourDates[0]).toMatchObject({ venue: 'The Shelter', ticketUrl: null });
    expect(pub.json.photos).toEqual([]);
  });
});
