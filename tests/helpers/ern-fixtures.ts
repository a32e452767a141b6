// ERN messages from tests/fixtures/ern with fresh codes (UPC, ISRCs, MessageId) per use, sent as the multipart
// upload the /api/ddex routes read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withCheckDigit } from '@/lib/distribution/upc';

let seq = 0;
/** Codes unique to one use and valid as their kinds are checked on import: an EAN-13 and 12-character ISRCs. */
export function codes() {
  seq += 1;
  const stamp = `${Date.now() % 1e7}`.padStart(7, '0') + String(seq).padStart(2, '0');
  return {
    upc: withCheckDigit(`0${stamp}${String(process.pid % 100).padStart(2, '0')}`),
    isrc: (n: number) => `QZERN${stamp.slice(-6)}${n}`,
    msg: `MSG-${stamp}-${process.pid}`,
  };
}

export function fixture(name: string, c = codes(), artist = '坂本 龍一') {
  return readFileSync(path.join(__dirname, '..', 'fixtures', 'ern', name), 'utf8')
    .replaceAll('{{UPC}}', c.upc)
    .replaceAll('{{MSGID}}', c.msg)
    .replaceAll('{{ARTIST}}', artist)
    .replace(/\{\{ISRC(\d)\}\}/g, (_m, n: string) => c.isrc(Number(n)));
}

export const form = (content: string | Buffer, name = 'message.xml') => {
  const f = new FormData();
  f.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : new Uint8Array(content)]), name);
  return f;
};
