// The ESM-only libraries load under Jest (see jest.config.mjs) and do their job.
import { parseBuffer } from 'music-metadata';
import { sniff } from '@/lib/platform/storage/sniff';
import { wav, pdf } from '../../fixtures/files';

it('file-type recognises files by their bytes', async () => {
  await expect(sniff(wav({ seconds: 0.1 }))).resolves.toEqual({ mime: 'audio/wav', ext: 'wav' });
  await expect(sniff(pdf())).resolves.toEqual({ mime: 'application/pdf', ext: 'pdf' });
  await expect(sniff(Buffer.from('just text'))).resolves.toBeNull();
});

it('music-metadata reads duration, sample rate, channels and bit depth', async () => {
  const meta = await parseBuffer(wav({ seconds: 2, sampleRate: 48000, channels: 2, bits: 24 }), {
    mimeType: 'audio/wav',
  });
  expect(meta.format).toMatchObject({ sampleRate: 48000, numberOfChannels: 2, bitsPerSample: 24, duration: 2 });
});
