// A generated 12-track album and message header for the ERN benches.
import type { ErnRelease } from '../lib/distribution/ern/builder';

export function album(i: number, tracks = 12): ErnRelease {
  return {
    id: `rel${i}`,
    title: `Album ${i}`,
    primaryArtist: `Artist ${i % 500}`,
    releaseType: 'album',
    genre: 'Pop',
    label: 'Bench Records',
    pLine: '2026 Bench Records',
    cLine: '2026 Bench Records',
    releaseDate: new Date('2026-12-01'),
    originalReleaseDate: null,
    explicit: false,
    language: 'en',
    territories: ['WW'],
    upc: `8500001${String(i).padStart(5, '0')}`,
    artworkFileId: `art${i}`,
    artworkWidth: 3000,
    artworkHeight: 3000,
    // What ../lib/distribution/ern/artwork-facts.ts reads from a stored cover file.
    artwork: { fileId: `art${i}`, codec: 'PNG', width: 3000, height: 3000, sha256: `${i}`.padStart(64, 'a') },
    tracks: Array.from({ length: tracks }, (_x, t) => ({
      id: `t${i}-${t}`,
      position: t + 1,
      title: `Song ${t + 1}`,
      version: '',
      isrc: `USMMS26${String(i * 12 + t)
        .padStart(5, '0')
        .slice(-5)}`,
      durationMs: 180_000 + t * 1000,
      explicit: false,
      language: 'en',
      instrumental: false,
      audioFormat: 'wav',
      sampleRate: 44100,
      bitsPerSample: 24,
      channels: 2,
      audioFileId: `a${i}-${t}`,
      contributors: [
        { name: `Artist ${i % 500}`, role: 'main_artist' },
        { name: 'Jane Composer', role: 'composer' },
        { name: 'John Lyricist', role: 'lyricist' },
      ],
    })),
  };
}
export const header = (i: number) => ({
  messageId: `m${i}`,
  sender: { partyId: 'PADPIDA2014120301K', name: 'Bench' },
  recipient: { partyId: 'PADPIDA0000000001S', name: 'Sim' },
  createdAt: new Date(),
  kind: 'insert' as const,
});
