// ERN messages from tests/fixtures/ern with fresh codes (UPC, ISRCs, MessageId) per use, sent as the multipart
// upload the /api/ddex routes read.
import { readFileSync } from 'node:fs';
import path from 'node:path';

let seq = 0;
export function codes() {
  seq += 1;
  const stamp = `${Date.now() % 1e7}`.padStart(7, '0') + String(seq).padStart(2, '0');
  return {
    upc: `0${stamp}${String(process.pid % 1000).padStart(3, '0')}`.slice(0, 13),
    isrc: (n: number) => `QZERN${stamp.slice(-5)}${n}`.slice(0, 12),
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
