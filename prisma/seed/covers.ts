// Cover artwork for the demo releases, drawn here (never downloaded): a 3000 x 3000 PNG per release, square and
// large enough for quality control and the stores, abstract shapes in colours taken from the release's title, so
// every demo release is sent with a real FrontCoverImage (its file, SHA-256 and size in pixels).
import sharp from 'sharp';

export const COVER_PX = 3000;

/** A small deterministic hash of the title: the same release gets the same cover on every seed. */
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

export function coverPng(title: string): Promise<Buffer> {
  const h = hash(title);
  const hue = h % 360;
  const at = (shift: number, span: number) => ((h >>> shift) % span) + Math.round((COVER_PX - span) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_PX}" height="${COVER_PX}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,18%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},65%,52%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${at(3, 1400)}" cy="${at(9, 1000)}" r="${700 + ((h >>> 5) % 400)}" fill="hsl(${(hue + 180) % 360},75%,68%)" fill-opacity="0.45"/>
    <rect x="${at(13, 1800)}" y="${at(17, 1800)}" width="900" height="900" fill="hsl(${(hue + 90) % 360},60%,40%)" fill-opacity="0.5" transform="rotate(${h % 45} 1500 1500)"/>
    <rect x="300" y="2520" width="2400" height="28" fill="#ffffff" fill-opacity="0.55"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
