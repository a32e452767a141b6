// Lesson media made here for the demo courses (issue #41 item 10): no links to a store's help pages, but real
// files the platform stores and serves like an instructor's upload. Diagrams are SVG drawn to PNG with sharp;
// the listening examples are PCM WAVs computed sample by sample.
import sharp from 'sharp';

export interface LessonMedia {
  name: string;
  type: 'image' | 'audio';
  fileName: string;
  make: () => Promise<Buffer>;
}

const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function text(x: number, y: number, s: string, size = 22, fill = '#1b1b1b', weight = 400) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(s)}</text>`;
}

function png(width: number, height: number, body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An example cover on a square: a gradient, a sun and the title; `refused` adds what stores refuse. */
function cover(x: number, y: number, refused: boolean) {
  const id = refused ? 'r' : 'p';
  return `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e76f51"/></linearGradient></defs>
  <rect x="${x}" y="${y}" width="360" height="360" fill="url(#g${id})"/>
  <circle cx="${x + 180}" cy="${y + 210}" r="80" fill="#f4a261"/>
  ${text(x + 24, y + 52, 'HARBOUR LIGHTS', 30, '#ffffff', 700)}${text(x + 24, y + 84, 'Ines Vale', 22, '#ffffff')}
  ${
    refused
      ? `${text(x + 24, y + 300, 'www.inesvale.com', 26, '#ffff00', 700)}<rect x="${x + 230}" y="${y + 100}" width="110" height="50" fill="#d00000"/>${text(x + 244, y + 134, '$0.99', 26, '#ffffff', 700)}${text(x + 24, y + 340, 'OUT NOW!', 26, '#ffff00', 700)}`
      : ''
  }`;
}

/** What a store accepts on a cover and what it refuses, side by side. */
export function artworkChecklist(): Promise<Buffer> {
  const pass = [
    'Square, 3000 x 3000 px or more',
    'JPEG or PNG, sharp, not stretched',
    'Title and artist as on the release',
  ];
  const fail = ['Web or social addresses', 'Prices, "Out now", store logos', 'Blurry or upscaled images'];
  const list = (x: number, items: string[], colour: string) =>
    items.map((s, i) => text(x, 520 + i * 34, `${colour === '#2a9d8f' ? '✓' : '✗'}  ${s}`, 21, colour)).join('');
  return png(
    900,
    640,
    `${text(40, 50, 'Cover artwork: what passes and what stores refuse', 28, '#1b1b1b', 700)}
    ${text(60, 100, 'Passes', 24, '#2a9d8f', 700)}${cover(60, 115, false)}
    ${text(480, 100, 'Refused', 24, '#c1121f', 700)}${cover(480, 115, true)}
    ${list(60, pass, '#2a9d8f')}${list(480, fail, '#c1121f')}`,
  );
}

/** Where the money of one stream goes: the master and the song, and who collects each royalty. */
export function royaltyMap(): Promise<Buffer> {
  const box = (x: number, y: number, w: number, title: string, sub: string, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="78" rx="10" fill="${fill}" stroke="#1b1b1b" stroke-width="1.5"/>${text(x + 14, y + 32, title, 21, '#1b1b1b', 700)}${text(x + 14, y + 60, sub, 17)}`;
  const arrow = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1b1b1b" stroke-width="2" marker-end="url(#a)"/>`;
  return png(
    1040,
    560,
    `<defs><marker id="a" markerWidth="10" markerHeight="8" refX="9" refY="4" orient="auto"><path d="M0,0 L10,4 L0,8 z" fill="#1b1b1b"/></marker></defs>
    ${text(40, 50, 'One stream, two copyrights, four royalties', 28, '#1b1b1b', 700)}
    ${box(40, 260, 200, 'A stream', 'on a store', '#e9f5f2')}
    ${box(340, 90, 270, 'Master royalty', 'the recording', '#fdf0d5')}
    ${box(340, 210, 270, 'Mechanical royalty', 'the song, reproduced', '#e7ecf7')}
    ${box(340, 330, 270, 'Performance royalty', 'the song, performed', '#e7ecf7')}
    ${box(340, 450, 270, 'Digital radio', 'non-interactive plays', '#fdf0d5')}
    ${box(700, 90, 300, 'Your distributor', 'to the master owner', '#ffffff')}
    ${box(700, 210, 300, 'The MLC (US)', 'to songwriters, publishers', '#ffffff')}
    ${box(700, 330, 300, 'A PRO (ASCAP, BMI...)', 'to songwriters, publishers', '#ffffff')}
    ${box(700, 450, 300, 'SoundExchange', 'to artists and owners', '#ffffff')}
    ${arrow(240, 285, 338, 130)}${arrow(240, 295, 338, 250)}${arrow(240, 305, 338, 370)}${arrow(240, 315, 338, 488)}
    ${arrow(610, 129, 698, 129)}${arrow(610, 249, 698, 249)}${arrow(610, 369, 698, 369)}${arrow(610, 489, 698, 489)}`,
  );
}

/** The six weeks before a release on one line, each milestone under its week. */
export function releaseTimeline(): Promise<Buffer> {
  const steps: [string, string, string][] = [
    ['Week -6', 'Master, artwork,', 'metadata final'],
    ['Week -4', 'Editorial pitch,', 'pre-save link'],
    ['Week -3', 'Announce cover', 'and date'],
    ['Week -1', 'Private link to', 'blogs and radio'],
    ['Friday', 'Release day:', 'post, thank, ask'],
  ];
  const x = (i: number) => 80 + i * 200;
  return png(
    1040,
    330,
    `${text(40, 50, 'Work back from the release date', 28, '#1b1b1b', 700)}
    <line x1="80" y1="150" x2="${x(4)}" y2="150" stroke="#1b1b1b" stroke-width="4"/>
    ${steps
      .map(
        ([week, a, b], i) =>
          `<circle cx="${x(i)}" cy="150" r="16" fill="${i === 4 ? '#e76f51' : '#2a9d8f'}"/>${text(x(i) - 40, 115, week, 22, '#1b1b1b', 700)}${text(x(i) - 60, 205, a, 18)}${text(x(i) - 60, 232, b, 18)}`,
      )
      .join('')}
    ${text(40, 300, 'Pick a Friday at least four weeks away (six is better) and plan backwards from it.', 19, '#444444')}`,
  );
}

/** Two seconds of a 440 Hz tone, 16-bit stereo 44.1 kHz: clean at -6 dB, or driven four times into clipping. */
export function toneWav(clipped: boolean): Buffer {
  const rate = 44100;
  const frames = rate * 2;
  const data = Buffer.alloc(frames * 4);
  const max = 32767;
  for (let i = 0; i < frames; i++) {
    const s = Math.sin((2 * Math.PI * 440 * i) / rate) * (clipped ? 2 : 0.5);
    const v = Math.round(Math.max(-1, Math.min(1, s)) * max);
    data.writeInt16LE(v, i * 4);
    data.writeInt16LE(v, i * 4 + 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(2, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 4, 28);
  h.writeUInt16LE(4, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
