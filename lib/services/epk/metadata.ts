// Open Graph (with og:audio), Twitter card and schema.org JSON-LD of a public EPK.
import type { Metadata } from 'next';
import type { PublicEpk } from './service';

export function epkMetadata(kit: PublicEpk, siteName: string): Metadata {
  const abs = (u: string) => new URL(u, kit.canonicalUrl).toString();
  const title = `${kit.artistName} — Electronic Press Kit`;
  const description = kit.bio.short || kit.bio.medium.slice(0, 200) || `${kit.artistName} press kit`;
  const image = kit.photos[0]?.url ?? kit.releases.find((r) => r.artworkUrl)?.artworkUrl ?? null;
  const audio = kit.releases.flatMap((r) => r.tracks).find((t) => t.previewUrl)?.previewUrl ?? null;
  return {
    title,
    description,
    alternates: { canonical: kit.canonicalUrl },
    openGraph: {
      title,
      description,
      siteName,
      type: 'profile',
      url: kit.canonicalUrl,
      ...(image ? { images: [{ url: abs(image), alt: `${kit.artistName}` }] } : {}),
      ...(audio ? { audio: [{ url: abs(audio) }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { images: [abs(image)] } : {}),
    },
  };
}

export function epkJsonLd(kit: PublicEpk): object[] {
  const abs = (u: string) => new URL(u, kit.canonicalUrl).toString();
  const group = {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: kit.artistName,
    url: kit.canonicalUrl,
    ...(kit.genre ? { genre: kit.genre } : {}),
    description: kit.bio.medium || kit.bio.short,
    ...(kit.photos[0] ? { image: abs(kit.photos[0].url) } : {}),
    sameAs: kit.socialLinks.flatMap((s) => (s.url ? [s.url] : [])),
    track: kit.releases.flatMap((r) =>
      r.tracks.map((t) => ({
        '@type': 'MusicRecording',
        name: t.title,
        byArtist: { '@type': 'MusicGroup', name: r.artist },
        inAlbum: { '@type': 'MusicAlbum', name: r.title },
        ...(t.isrc ? { isrcCode: t.isrc } : {}),
        ...(t.durationMs ? { duration: `PT${Math.round(t.durationMs / 1000)}S` } : {}),
        ...(t.previewUrl ? { audio: { '@type': 'AudioObject', contentUrl: abs(t.previewUrl) } } : {}),
      })),
    ),
  };
  const events = kit.tourDates.map((d) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${kit.artistName} at ${d.venue}`,
    startDate: d.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: d.venue, address: d.city },
    performer: { '@type': 'MusicGroup', name: kit.artistName },
    ...(d.ticketUrl ? { offers: { '@type': 'Offer', url: d.ticketUrl } } : {}),
  }));
  return [group, ...events];
}

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
export const jsonLdScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
