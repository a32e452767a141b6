// ERN 4.3 build + XSD validation throughput: a 12-track album one message at a time and in batches,
// and 10,000 releases. Pure (no database). Run: npx tsx bench/distribution-ern.ts [releases]
import { buildErn, type ErnRelease } from '../lib/distribution/ern/builder';
import { validateErn, validateErns } from '../lib/distribution/ern/validate';

function album(i: number, tracks = 12): ErnRelease {
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
const header = (i: number) => ({
  messageId: `m${i}`,
  sender: { partyId: 'PADPIDA2014120301K', name: 'Bench' },
  recipient: { partyId: 'PADPIDA0000000001S', name: 'Sim' },
  createdAt: new Date(),
  kind: 'insert' as const,
});

async function main() {
  const total = Number(process.argv[2] ?? 10_000);
  let t = performance.now();
  const one = buildErn(album(1), header(1));
  for (let i = 0; i < 200; i++) buildErn(album(i), header(i));
  const buildMs = (performance.now() - t) / 200;
  console.log(
    `12-track album: ${one.length} bytes; build ${buildMs.toFixed(2)} ms/message (${Math.round(1000 / buildMs)} msg/s)`,
  );

  t = performance.now();
  for (let i = 0; i < 5; i++) if (!(await validateErn(buildErn(album(i), header(i)))).valid) throw new Error('invalid');
  const singleMs = (performance.now() - t) / 5;
  console.log(
    `build + validate one at a time: ${singleMs.toFixed(0)} ms/message (${(1000 / singleMs).toFixed(1)} msg/s)`,
  );

  const batch = 200;
  t = performance.now();
  let invalid = 0;
  for (let start = 0; start < total; start += batch) {
    const xmls = Array.from({ length: Math.min(batch, total - start) }, (_x, k) =>
      buildErn(album(start + k), header(start + k)),
    );
    invalid += (await validateErns(xmls)).filter((r) => !r.valid).length;
  }
  const secs = (performance.now() - t) / 1000;
  console.log(
    `${total} releases (12 tracks each), built and validated in batches of ${batch}: ${secs.toFixed(1)} s, ${(total / secs).toFixed(0)} msg/s, invalid: ${invalid}`,
  );
}

void main();
