// Reading an ERN message's values for the import: attributes and children of the XML object form, contributor
// roles and release types onto this platform's, ISO 8601 durations and dates, and errors that name the line.
import { BadRequest } from '../../platform/errors';
import type { ContributorRole, ReleaseType } from '../../generated/prisma/enums';
import { arr, decode, text, type Node } from './object-form';

export const attr = (v: unknown, name: string): string =>
  v && typeof v === 'object' && !Array.isArray(v) ? decode(String((v as Node)[`@${name}`] ?? '')) : '';
export const child = (n: unknown, key: string): Node | undefined => arr((n as Node | undefined)?.[key] as Node[])[0];

/** A language tag's language and script, the script filled in where the language implies one ("ja" is ja-Jpan). */
function languageAndScript(tag: string): string {
  try {
    const l = new Intl.Locale(tag).maximize();
    return `${l.language}-${l.script ?? ''}`;
  } catch {
    return tag.toLowerCase();
  }
}

const applies = (n: unknown) => attr(n, 'ApplicableTerritoryCode');

/**
 * One of several localised or territorial values (DisplayTitle, DisplayTitleText, DisplayArtistName, PartyName,
 * Genre, PLine, ReleaseDate ...): the one marked IsDefault; else, among those for every territory (no
 * ApplicableTerritoryCode, or Worldwide) when there are any, the one in the message's LanguageAndScriptCode (exactly,
 * then the same language in the same script: "ja" is "ja-Jpan", not the transliteration "ja-Latn"), else one in no
 * particular language, else the first.
 */
export function preferred<T>(v: T | T[] | undefined, lang: string): T | undefined {
  const list = arr(v);
  if (list.length <= 1) return list[0];
  const marked = list.find((n) => attr(n, 'IsDefault') === 'true');
  if (marked) return marked;
  const everywhere = list.filter((n) => !applies(n) || applies(n) === 'Worldwide');
  const pool = everywhere.length ? everywhere : list;
  const tag = (n: T) => attr(n, 'LanguageAndScriptCode');
  return (
    (lang ? pool.find((n) => tag(n) === lang) : undefined) ??
    (lang ? pool.find((n) => tag(n) && languageAndScript(tag(n)) === languageAndScript(lang)) : undefined) ??
    pool.find((n) => !tag(n)) ??
    pool[0]
  );
}

/**
 * A resource's edition as a track: of a stereo and an immersive (Dolby Atmos ...) edition, each with its own ISRC
 * (the XSD then requires their Type), the NonImmersiveEdition, else the first that is not immersive, else the first.
 */
export function mainEdition(resource: Node, key: 'SoundRecordingEdition' | 'VideoEdition'): Node | undefined {
  const editions = arr(resource[key] as Node[]);
  return (
    editions.find((e) => text(e.Type) === 'NonImmersiveEdition') ??
    editions.find((e) => text(e.Type) !== 'ImmersiveEdition') ??
    editions[0]
  );
}

/** The ISRC of an edition's ResourceIds (1..n): the first not marked IsReplaced (a code since superseded). */
export function currentIsrc(edition: Node | undefined): string {
  const ids = arr(edition?.ResourceId as Node[]).filter((id) => text(id.ISRC));
  return text((ids.find((id) => attr(id, 'IsReplaced') !== 'true') ?? ids[0])?.ISRC);
}

export const ROLE: Record<string, ContributorRole> = {
  Composer: 'composer',
  Lyricist: 'lyricist',
  ComposerLyricist: 'composer',
  StudioProducer: 'producer',
  Producer: 'producer',
  Remixer: 'remixer',
  MixingEngineer: 'mixing_engineer',
  MasteringEngineer: 'mastering_engineer',
  Artist: 'performer',
};

/** Every ReleaseType of the AVS, onto this platform's three types. */
const SINGLE_TYPES = new Set([
  'Single',
  'SingleResourceRelease',
  'TrackRelease',
  'VideoSingle',
  'MultimediaSingle',
  'RingtoneRelease',
  'RingbackToneRelease',
  'AlertToneRelease',
  'VideoTrackRelease',
  'KaraokeRelease',
  'LogoRelease',
  'WallpaperRelease',
  'LyricSheetRelease',
  'SheetMusicRelease',
  'BackCoverImageRelease',
  'BookletBackImageRelease',
  'BookletFrontImageRelease',
  'Episode',
]);
export function mapReleaseType(ddex: string, tracks: number): ReleaseType {
  if (ddex === 'EP') return 'ep';
  if (SINGLE_TYPES.has(ddex)) return 'single';
  if (ddex === 'UserDefined' || ddex === 'AsPerContract' || ddex === '')
    return tracks <= 3 ? 'single' : tracks <= 6 ? 'ep' : 'album';
  return 'album';
}

/** The language subtag of an RFC 5646 code, lower case ("de-AT" is de, "zxx" and "fil" stay): '' when there is none. */
export const languageOf = (code: string) => (/^[a-z]{2,3}(?=-|$)/i.exec(code.trim())?.[0] ?? '').toLowerCase();

/**
 * An xs:duration in milliseconds: hours, minutes and seconds after the T, days before it, and zero years and months
 * as Java's javax.xml Duration writes them ("P0Y0M0DT0H3M5.000S"). Years or months of their own have no fixed
 * length (and an "M" before the T is months, not minutes): null, as for anything else unreadable.
 */
export function durationMs(iso: string): number | null {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso.trim());
  if (!m || /^PT?$/.test(iso.trim()) || /T$/.test(iso.trim())) return null;
  if (Number(m[1] ?? 0) || Number(m[2] ?? 0)) return null;
  const [d, h, min, sec] = [m[3], m[4], m[5], m[6]].map((v) => Number(v ?? 0));
  return Math.round((((d * 24 + h) * 60 + min) * 60 + sec) * 1000);
}

const isoDate = (s: string) => (/^\d{4}-\d{2}-\d{2}/.test(s) ? new Date(`${s.slice(0, 10)}T00:00:00Z`) : null);
/** A ddex_IsoDate of a year or a month (YYYY, YYYY-MM) as its first day; a full date as itself. */
export const yearDate = (s: string) =>
  /^\d{4}(-\d{2})?$/.test(s) ? new Date(`${s}${s.length === 4 ? '-01-01' : '-01'}T00:00:00Z`) : isoDate(s);

/**
 * The release date: the ReleaseDate when it names a day; one naming only a year or a month (ddex_IsoDate allows
 * YYYY and YYYY-MM) is the earliest deal start when that falls in it, else no date (a day is not guessed).
 * Without a ReleaseDate, the earliest deal start.
 */
export function releaseDay(releaseDate: string, firstStart: string): Date | null {
  if (!releaseDate) return isoDate(firstStart);
  if (/^\d{4}-\d{2}-\d{2}/.test(releaseDate)) return isoDate(releaseDate);
  return firstStart.startsWith(releaseDate) ? isoDate(firstStart) : null;
}

// How senders mark a line: the symbol, or its ASCII stand-in ("(P) 2017 Dubset Media" in DDEX's DJ mix sample).
const LINE_MARK = { PLine: /^\s*(?:℗|Ⓟ|\(P\))\s*/i, CLine: /^\s*(?:©|Ⓒ|\(C\))\s*/i };

/**
 * A PLine or CLine as this platform keeps it: the text without its mark (the builder and the pages put "℗ " or
 * "© " before it), else its year and company.
 */
export function lineText(n: Node | undefined, kind: 'PLine' | 'CLine'): string {
  if (!n) return '';
  const said = text(n[`${kind}Text`]).replace(LINE_MARK[kind], '').trim();
  return said || [text(n.Year), text(n[`${kind}Company`])].filter(Boolean).join(' ');
}

export function lineError(line: number | null, message: string) {
  return new BadRequest(message, [{ path: `line ${line ?? '?'}`, message }]);
}
