// Reading DDEX XML in xmlbuilder2's object form (ERN messages and store acknowledgements share it):
// one-or-many as a list, character references decoded, an element's text.
export type Node = Record<string, unknown>;

export const arr = <T>(v: T | T[] | undefined | null): T[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** xmlbuilder2's object form keeps character references encoded. */
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ENTITIES[e.toLowerCase()],
  );

/** The element's text (the first when repeated), decoded and trimmed; '' when there is none. */
export function text(v: unknown): string {
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === 'string' || typeof v === 'number') return decode(String(v)).trim();
  if (v && typeof v === 'object' && '#' in (v as Node)) return text((v as Node)['#']);
  return '';
}
