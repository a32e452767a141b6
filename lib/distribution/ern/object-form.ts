// Reading DDEX XML in xmlbuilder2's object form (ERN messages and store acknowledgements share it):
// one-or-many as a list, character references decoded, an element's text.
import { convert } from 'xmlbuilder2';

export type Node = Record<string, unknown>;

export const arr = <T>(v: T | T[] | undefined | null): T[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** xmlbuilder2's object form keeps entity references encoded (in text, and &amp; and the like in attributes). */
export const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ENTITIES[e.toLowerCase()],
  );

/**
 * The element's text (the first when repeated), decoded and trimmed; '' when there is none. A line break with the
 * indentation around it is one space: pretty-printers wrap long values (DDEX's "2 Video" sample breaks a PLineText
 * over two lines), and a title or line kept with the break and indentation inside would show them.
 */
export function text(v: unknown): string {
  if (Array.isArray(v)) return text(v[0]);
  // Most values hold no reference and no line break: trimmed as they are.
  if (typeof v === 'string' && !v.includes('&') && !v.includes('\n')) return v.trim();
  if (typeof v === 'string' || typeof v === 'number')
    return decode(String(v))
      .trim()
      .replace(/[ \t]*\r?\n\s*/g, ' ');
  if (v && typeof v === 'object' && '#' in (v as Node)) return text((v as Node)['#']);
  return '';
}

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The object form of a document as its elements and text alone. xmlbuilder2 keeps a comment or processing
 * instruction between two siblings by turning their parent into a list under "#" (a comment between two
 * SoundRecordings hid every recording), a CDATA section under "$" and text around a comment as "#1", "#2":
 * comments and processing instructions are dropped and CDATA becomes the escaped text it stands for, left to right,
 * so a comment inside CDATA stays text.
 */
export function objectForm(xml: string): Node {
  const plain = xml.replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, cdata?: string) =>
    cdata === undefined ? '' : escapeText(cdata),
  );
  return convert(plain, { format: 'object' }) as Node;
}
