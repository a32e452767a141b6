// Reading uploaded media: audio format, duration, sample rate, channels and clipping (music-metadata
// plus a PCM scan for WAV), and artwork dimensions (sharp). Corrupt files are a 400 with a clear message.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { parseStream } from 'music-metadata';
import { BadRequest } from '../platform/errors';

export interface AudioFacts {
  format: string;
  durationMs: number;
  sampleRate: number | null;
  bitsPerSample: number | null;
  channels: number | null;
  clippedRun: number | null;
}

const FORMAT_BY_MIME: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'aac',
  'audio/x-m4a': 'aac',
  'audio/ogg': 'ogg',
  'audio/aiff': 'aiff',
  'audio/x-aiff': 'aiff',
};

/** Facts from an audio stream; throws 400 when the file cannot be decoded. */
export async function readAudioFacts(
  stream: Readable,
  mime: string,
  name: string,
): Promise<Omit<AudioFacts, 'clippedRun'>> {
  try {
    const meta = await parseStream(stream, { mimeType: mime }, { duration: true, skipCovers: true });
    const f = meta.format;
    if (!f.duration || !Number.isFinite(f.duration) || f.duration <= 0) throw new Error('no duration');
    return {
      format: FORMAT_BY_MIME[mime] ?? (f.container ?? 'unknown').toLowerCase(),
      durationMs: Math.round(f.duration * 1000),
      sampleRate: f.sampleRate ?? null,
      bitsPerSample: f.bitsPerSample ?? null,
      channels: f.numberOfChannels ?? null,
    };
  } catch {
    throw new BadRequest(
      `"${name}" could not be read as audio: the file is damaged or incomplete. Export it again as WAV or FLAC.`,
      [{ path: 'audio', message: 'The audio file is damaged' }],
    );
  } finally {
    stream.destroy();
  }
}

/**
 * Longest run of consecutive full-scale samples in a 16- or 24-bit PCM WAV stream (any channel).
 * Streams the file; returns null for other encodings.
 */
export async function longestClippingRun(stream: Readable, bits: number | null): Promise<number | null> {
  if (bits !== 16 && bits !== 24) return null;
  const width = bits / 8;
  const max = 2 ** (bits - 1) - 1;
  const min = -(2 ** (bits - 1));
  let header = Buffer.alloc(0);
  let dataLeft = -1;
  let carry = Buffer.alloc(0);
  let run = 0;
  let best = 0;
  for await (const c of stream) {
    let chunk = Buffer.from(c as Buffer);
    if (dataLeft < 0) {
      header = Buffer.concat([header, chunk]);
      const start = findDataChunk(header);
      if (!start) {
        if (header.length > 1_000_000) return null;
        continue;
      }
      dataLeft = start.size;
      chunk = header.subarray(start.offset);
    }
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const usable = Math.min(buf.length - (buf.length % width), dataLeft);
    for (let i = 0; i < usable; i += width) {
      const v = width === 2 ? buf.readInt16LE(i) : buf.readIntLE(i, 3);
      if (v >= max || v <= min) {
        run += 1;
        if (run > best) best = run;
      } else run = 0;
    }
    dataLeft -= usable;
    carry = buf.subarray(usable);
    if (dataLeft <= 0) break;
  }
  stream.destroy();
  return best;
}

function findDataChunk(h: Buffer): { offset: number; size: number } | null {
  if (h.length < 12 || h.toString('ascii', 0, 4) !== 'RIFF') return null;
  let p = 12;
  while (p + 8 <= h.length) {
    const id = h.toString('ascii', p, p + 4);
    const size = h.readUInt32LE(p + 4);
    if (id === 'data') return { offset: p + 8, size };
    p += 8 + size + (size % 2);
  }
  return null;
}

export interface ImageFacts {
  width: number;
  height: number;
  mime: string;
}

export async function readImageFacts(buffer: Buffer, name: string): Promise<ImageFacts> {
  try {
    const m = await sharp(buffer).metadata();
    if (!m.width || !m.height) throw new Error('no size');
    const mime = m.format === 'jpeg' ? 'image/jpeg' : m.format === 'png' ? 'image/png' : `image/${m.format}`;
    return { width: m.width, height: m.height, mime };
  } catch {
    throw new BadRequest(`"${name}" could not be read as an image: the file is damaged or incomplete.`, [
      { path: 'artwork', message: 'The image is damaged' },
    ]);
  }
}
