// Reading an uploaded ERN file as text: the BOM (UTF-8, UTF-16 LE/BE) and the encoding named in the XML
// prolog are honoured; the message type is read from the root element with its line.
import { BadRequest } from '../../platform/errors';

/** Decodes XML bytes: BOM first, then the prolog's encoding, else UTF-8. */
export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // UTF-16 without a BOM: "<?" as 3C 00 3F 00 or 00 3C 00 3F.
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return new TextDecoder('utf-16be').decode(bytes);
  const head = bytes.subarray(0, 200).toString('latin1');
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  let label = (declared ?? 'utf-8').toLowerCase();
  if (label === 'utf-16') label = 'utf-8'; // declared UTF-16 but no BOM and ASCII-compatible bytes: it is not
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    throw new BadRequest(`The message declares the encoding "${declared}", which cannot be read.`, [
      { path: 'line 1', message: `Unsupported encoding ${declared}` },
    ]);
  }
}

/**
 * The text as xmllint should see it once handed over as UTF-8: the prolog's encoding rewritten to
 * UTF-8 (same line count, so line numbers stay those of the file).
 */
export function asUtf8Xml(xml: string): string {
  return xml
    .replace(/^\uFEFF/, '')
    .replace(/^(\s*<\?xml[^>]*encoding\s*=\s*)(["'])[^"']*\2/, (_m, pre: string, q: string) => `${pre}${q}UTF-8${q}`);
}

export interface RootInfo {
  /** Local name of the root element: NewReleaseMessage, PurgeReleaseMessage, UpdateReleaseMessage ... */
  name: string;
  line: number;
}

/** The root element's local name and line (null when there is no element). */
export function rootOf(xml: string): RootInfo | null {
  const re = /<(?![?!])([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/g;
  let m: RegExpExecArray | null;
  let pos = 0;
  // Skip comments and the DOCTYPE before the root.
  const stripped = xml.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  while ((m = re.exec(stripped))) {
    pos = m.index;
    return { name: m[2], line: stripped.slice(0, pos).split('\n').length };
  }
  return null;
}

/** Line of the first occurrence of `needle` after `from` (1-based), for warnings. */
export function lineOf(xml: string, needle: string, from = 0): number | null {
  const i = xml.indexOf(needle, from);
  return i < 0 ? null : xml.slice(0, i).split('\n').length;
}

/**
 * Refuses a message that declares entities or loads a DTD: `<!ENTITY` anywhere (general or parameter
 * entities, external `SYSTEM "file:///..."` ones and the nested internal ones of a billion-laughs), and a
 * DOCTYPE with a SYSTEM or PUBLIC identifier. A DDEX ERN message is defined by its XSD and needs no DOCTYPE,
 * so nothing valid is lost; the file is never handed to a parser that could read what an entity names.
 */
export function assertNoEntities(xml: string): void {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>[]*\b(?:SYSTEM|PUBLIC)\b/i.test(xml))
    throw new BadRequest(
      'The message declares entities in a DOCTYPE: external entities are not allowed (nor entity declarations; a DDEX message needs no DOCTYPE).',
      [{ path: 'file', message: 'external entities are not allowed' }],
    );
}
