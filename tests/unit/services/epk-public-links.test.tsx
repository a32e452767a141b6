/** @jest-environment node */
// The public EPK page renders a link only for an address the service passed as safe: one it withheld (null,
// a javascript: or data: address stored before the check) shows as plain text.
import { renderToStaticMarkup } from 'react-dom/server';
import { EpkPublic } from '@/components/services/epk-public';
import type { PublicEpk } from '@/lib/services/epk/service';

const kit = {
  slug: 'rae',
  brand: 'mms',
  artistName: 'Rae Sol',
  genre: '',
  location: '',
  bio: { short: '', medium: '', long: '' },
  photos: [],
  pressQuotes: [{ quote: 'Great', source: 'The Wire', url: null }],
  tourDates: [{ date: '2099-05-01', venue: 'The Shelter', city: '', ticketUrl: null }],
  socialLinks: [
    { platform: 'Instagram', url: null, followers: 0 },
    { platform: 'Website', url: 'https://raesol.example', followers: 0 },
  ],
  contacts: [],
  stagePlotUrl: null,
  riderUrl: null,
  releases: [],
  zipUrl: '/api/epk/rae/press-kit',
  canonicalUrl: 'https://app.example/epk/rae',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as PublicEpk;

describe('EpkPublic', () => {
  it('shows a withheld address as text and a safe one as a link', () => {
    const html = renderToStaticMarkup(<EpkPublic kit={kit} themeColor="#000" />);
    const links = [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    expect(links).toContain('Website');
    expect(links).not.toContain('Instagram');
    expect(links).not.toContain('The Wire');
    expect(links).not.toContain('Tickets');
    expect(html).toContain('Instagram');
    expect(html).toContain('The Wire');
  });
});
