// Statement files as text: the container (plain, gzip or zip: zip archives are unpacked by zip.ts and
// Excel workbooks converted by xlsx.ts), the encoding
// (UTF-8 with or without BOM, UTF-16 LE/BE by their BOM or their zero bytes, Windows-1252 when the bytes
// are not UTF-8)
// and the delimiter (comma, semicolon, tab or pipe, from the header line).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BadRequest } from '../../platform/errors';

export type Container = 'plain' | 'gzip' | 'zip';
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export async function sniffContainer(path: string): Promise<Container> {
  const fh = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(4), 0, 4, 0);
    const b = buffer.subarray(0, bytesRead);
    if (b[0] === 0x1f && b[1] === 0x8b) return 'gzip';
    if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'zip';
    return 'plain';
  } finally {
    await fh.close();
  }
}

/** The raw (decompressed) bytes of a stored statement. */
export function rawStream(path: string, gzip: boolean): NodeJS.ReadableStream {
  const src = createReadStream(path);
  if (!gzip) return src;
  const gunzip = createGunzip();
  src.on('error', (e) => gunzip.destroy(e));
  return src.pipe(gunzip);
}

/**
 * UTF-16 without a byte-order mark, from its first bytes: statements start with Latin text (a header),
 * which UTF-16 writes as one zero byte in every pair, after the letter (LE) or before it (BE). Text in
 * any 8-bit encoding has no zero bytes, so this never takes a UTF-8 or Windows-1252 file.
 */
export function utf16WithoutBom(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(head.length, 4096) >> 1;
  if (pairs < 4) return null;
  let le = 0;
  let be = 0;
  for (let i = 0; i < pairs; i++) {
    const a = head[2 * i];
    const b = head[2 * i + 1];
    if (a !== 0 && b === 0) le++;
    else if (a === 0 && b !== 0) be++;
  }
  if (le >= pairs * 0.6 && be === 0) return 'utf-16le';
  if (be >= pairs * 0.6 && le === 0) return 'utf-16be';
  return null;
}

/**
 * The encoding from the BOM (or UTF-16's zero bytes without one), else UTF-8 when every byte sequence of
 * the file is UTF-8, else Windows-1252.
 */
export async function detectEncoding(stream: NodeJS.ReadableStream): Promise<TextEncoding> {
  const check = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (first) {
        first = false;
        if (chunk[0] === 0xff && chunk[1] === 0xfe) return 'utf-16le';
        if (chunk[0] === 0xfe && chunk[1] === 0xff) return 'utf-16be';
        const utf16 = utf16WithoutBom(chunk);
        if (utf16) return utf16;
      }
      check.decode(chunk, { stream: true });
    }
    check.decode();
    return 'utf-8';
  } catch (err) {
    const e = err as { code?: string; name?: string };
    if (e.code === 'ERR_ENCODING_INVALID_ENCODED_DATA' || e.name === 'TypeError') return 'windows-1252';
    throw new BadRequest(`The statement could not be read: ${(err as Error).message}`);
  } finally {
    (stream as Readable).destroy?.();
  }
}

/** Decodes a byte stream to text in the given encoding (the BOM dropped). */
export function decoder(encoding: TextEncoding): Transform {
  const d = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _e, done) {
      done(null, d.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, d.decode());
    },
  });
}

/** The first `maxChars` characters of a file (whole lines only, unless the file is shorter). */
export async function readSample(stream: NodeJS.ReadableStream, encoding: TextEncoding, maxChars = 256 * 1024) {
  const d = new TextDecoder(encoding);
  let text = '';
  let complete = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      text += d.decode(chunk, { stream: true });
      if (text.length >= maxChars) {
        complete = false;
        break;
      }
    }
    if (complete) text += d.decode();
  } finally {
    (stream as Readable).destroy?.();
  }
  if (!complete) {
    const cut = text.lastIndexOf('\n');
    text = cut > 0 ? text.slice(0, cut + 1) : text;
  }
  return { text: text.replace(/^\uFEFF/, ''), complete };
}

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * The delimiter that splits the header line into the most fields, consistently over the next lines
 * (quotes respected). Title lines before the header that hold no delimiter at all (`Sales Report`,
 * `Period: June 2025`) are passed over; Excel's `sep=;` line holds its delimiter alone, so it wins.
 */
export function detectDelimiter(lines: string[]): Delimiter {
  const counts = (line: string) => {
    const c: Record<string, number> = { ',': 0, ';': 0, '\t': 0, '|': 0 };
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch in c) c[ch]++;
    }
    return c;
  };
  const filled = lines.filter((l) => l.trim());
  const first = filled.findIndex((l) => Object.values(counts(l)).some((n) => n > 0));
  const sample = filled.slice(Math.max(first, 0), Math.max(first, 0) + 5);
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const d of DELIMITERS) {
    // The delimiter of the first line, consistent over the next ones.
    const n = sample.map((l) => counts(l)[d]);
    const score = n[0] ?? 0;
    const consistent = n.slice(1).filter((x) => x === score).length;
    const total = score * 10 + consistent;
    if (score > 0 && total > bestScore) {
      best = d;
      bestScore = total;
    }
  }
  return best;
}

/** The other delimiters, in order, to try when the detected one finds no header (a title line held one). */
export const otherDelimiters = (d: Delimiter): Delimiter[] => DELIMITERS.filter((x) => x !== d);
