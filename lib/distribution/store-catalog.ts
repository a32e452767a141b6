// The 84 stores the platform delivers to, with what each asks of a release. Seeded into Store and
// editable at /store-management. Party ids are the platform's records of each store's DDEX party id.
import type { DeliveryMethod } from '../generated/prisma/enums';
import type { ErnVersion } from './ern/validate';

export type StoreRequirements = {
  /** Smallest artwork side in pixels */
  minArtworkPx: number;
  /** Accepted audio containers */
  audioFormats: ('wav' | 'flac')[];
  minSampleRate: number;
  /** Days between delivery and the release date the store asks for */
  leadTimeDays: number;
  /** Longest title the store shows */
  maxTitleLength: number;
  /** Whether tracks need an explicit flag set deliberately */
  explicitLyricsFlag: boolean;
  /** Territories the store operates in ("WW" for worldwide) */
  territories: string[];
  notes: string;
  /**
   * The DDEX ERN version of the messages the store is sent: 4.3 unless it asks for 4.3.2 (which carries the
   * generative-AI declarations, ContainsAI). Stores seeded before the field have none: 4.3.
   */
  ernVersion: ErnVersion;
};

interface StoreSeed {
  name: string;
  method: DeliveryMethod;
  req?: Partial<StoreRequirements>;
  enabled?: boolean;
}

const DEFAULT_REQ: StoreRequirements = {
  minArtworkPx: 3000,
  audioFormats: ['wav', 'flac'],
  minSampleRate: 44100,
  leadTimeDays: 7,
  maxTitleLength: 200,
  explicitLyricsFlag: true,
  territories: ['WW'],
  notes: '',
  ernVersion: '4.3',
};

/** The ERN version a store's requirements ask for (4.3 when they name none, as stores seeded before it). */
export function storeErnVersion(requirements: unknown): ErnVersion {
  const asked = (requirements as Partial<StoreRequirements> | null)?.ernVersion;
  return asked === '4.3.2' ? '4.3.2' : DEFAULT_REQ.ernVersion;
}

const STORES: StoreSeed[] = [
  {
    name: 'Spotify',
    method: 'sftp',
    req: { leadTimeDays: 7, notes: 'Pitching to editorial playlists needs 7 days before release.' },
  },
  {
    name: 'Apple Music',
    method: 'sftp',
    req: { leadTimeDays: 10, notes: 'Pre-orders need 10 days; Dolby Atmos delivered separately.' },
  },
  { name: 'iTunes Store', method: 'sftp', req: { leadTimeDays: 10 } },
  { name: 'Amazon Music', method: 's3' },
  { name: 'YouTube Music', method: 'api' },
  { name: 'YouTube Content ID', method: 'api', req: { notes: 'No public-domain or non-exclusive material.' } },
  { name: 'Deezer', method: 'sftp' },
  { name: 'TIDAL', method: 'sftp', req: { audioFormats: ['flac', 'wav'] } },
  { name: 'Pandora', method: 'sftp', req: { territories: ['US'] } },
  { name: 'SoundCloud', method: 'api' },
  { name: 'TikTok', method: 'api', req: { leadTimeDays: 3 } },
  { name: 'Meta (Facebook & Instagram)', method: 'api', req: { leadTimeDays: 3 } },
  { name: 'Audiomack', method: 'sftp' },
  { name: 'Boomplay', method: 'sftp', req: { territories: ['NG', 'GH', 'KE', 'TZ', 'ZA', 'UG'] } },
  { name: 'Anghami', method: 'sftp', req: { territories: ['AE', 'SA', 'EG', 'LB', 'JO', 'KW', 'QA'] } },
  { name: 'JioSaavn', method: 'sftp', req: { territories: ['IN'] } },
  { name: 'Gaana', method: 'sftp', req: { territories: ['IN'] } },
  { name: 'Wynk Music', method: 'sftp', req: { territories: ['IN'] } },
  { name: 'Hungama', method: 'sftp', req: { territories: ['IN'] } },
  { name: 'NetEase Cloud Music', method: 'sftp', req: { territories: ['CN'], leadTimeDays: 14 } },
  { name: 'Tencent Music (QQ Music)', method: 'sftp', req: { territories: ['CN'], leadTimeDays: 14 } },
  { name: 'Kugou', method: 'sftp', req: { territories: ['CN'], leadTimeDays: 14 } },
  { name: 'Kuwo', method: 'sftp', req: { territories: ['CN'], leadTimeDays: 14 } },
  { name: 'KKBOX', method: 'sftp', req: { territories: ['TW', 'HK', 'JP', 'SG', 'MY'] } },
  { name: 'LINE Music', method: 'sftp', req: { territories: ['JP', 'TW', 'TH'] } },
  { name: 'AWA', method: 'sftp', req: { territories: ['JP'] } },
  { name: 'Recochoku', method: 'sftp', req: { territories: ['JP'] } },
  { name: 'Melon', method: 'sftp', req: { territories: ['KR'] } },
  { name: 'Genie Music', method: 'sftp', req: { territories: ['KR'] } },
  { name: 'Bugs!', method: 'sftp', req: { territories: ['KR'] } },
  { name: 'FLO', method: 'sftp', req: { territories: ['KR'] } },
  { name: 'VIBE', method: 'sftp', req: { territories: ['KR'] } },
  { name: 'JOOX', method: 'sftp', req: { territories: ['HK', 'TH', 'MY', 'ID', 'MM'] } },
  { name: 'Yandex Music', method: 'sftp', req: { territories: ['RU', 'KZ', 'BY'] } },
  { name: 'VK Music', method: 'sftp', req: { territories: ['RU'] } },
  { name: 'Zvuk', method: 'sftp', req: { territories: ['RU'] } },
  { name: 'Napster', method: 'sftp' },
  { name: 'iHeartRadio', method: 'sftp', req: { territories: ['US'] } },
  { name: 'Shazam', method: 'api' },
  { name: 'Qobuz', method: 'sftp', req: { audioFormats: ['flac', 'wav'] } },
  { name: 'Claro Música', method: 'sftp', req: { territories: ['BR', 'MX', 'AR', 'CO', 'CL', 'PE'] } },
  { name: 'Beatport', method: 'sftp', req: { notes: 'Electronic genres only.' } },
  { name: 'Traxsource', method: 'sftp', req: { notes: 'House and related genres.' } },
  { name: 'Juno Download', method: 'ftp' },
  { name: '7digital', method: 'sftp' },
  { name: 'MediaNet', method: 'sftp' },
  { name: 'Trebel', method: 'api', req: { territories: ['US', 'MX', 'CO'] } },
  { name: 'Snapchat', method: 'api', req: { leadTimeDays: 3 } },
  { name: 'Triller', method: 'api' },
  { name: 'Resso', method: 'api', req: { territories: ['IN', 'ID', 'BR'] } },
  { name: 'CapCut', method: 'api' },
  { name: 'Peloton', method: 'api', req: { notes: 'Clean versions preferred for classes.' } },
  { name: 'Pretzel', method: 'api' },
  { name: 'Soundtrack Your Brand', method: 'sftp' },
  { name: 'Tuned Global', method: 'sftp' },
  { name: 'Audible Magic', method: 'sftp' },
  { name: 'Gracenote', method: 'sftp' },
  { name: 'Jaxsta', method: 'api' },
  { name: 'Mdundo', method: 'sftp', req: { territories: ['KE', 'TZ', 'NG', 'GH', 'UG'] } },
  { name: 'Spinlet', method: 'sftp', req: { territories: ['NG'] } },
  { name: 'Simfy Africa', method: 'sftp', req: { territories: ['ZA'] } },
  { name: 'MusicTime', method: 'sftp', req: { territories: ['NG', 'GH'] } },
  { name: 'Kuack Media', method: 'sftp', req: { territories: ['MX', 'AR', 'CL', 'CO', 'PE'] } },
  { name: 'TIM Music', method: 'sftp', req: { territories: ['IT'] } },
  { name: 'Nuuday (YouSee Musik)', method: 'sftp', req: { territories: ['DK'] } },
  { name: 'Slacker Radio', method: 'sftp', req: { territories: ['US'] } },
  { name: 'LiveOne', method: 'sftp', req: { territories: ['US'] } },
  { name: 'Audiomack World', method: 'sftp', req: { territories: ['NG', 'GH', 'KE'] } },
  { name: 'Roxi', method: 'api', req: { territories: ['GB'] } },
  { name: 'Kanopy Music', method: 'sftp' },
  { name: 'ClicknClear', method: 'api' },
  { name: 'Lickd', method: 'api' },
  { name: 'Boomplay Ghana', method: 'sftp', req: { territories: ['GH'] } },
  { name: 'Deezer Africa', method: 'sftp', req: { territories: ['ZA', 'NG', 'KE'] } },
  { name: 'Amazon Music Unlimited', method: 's3' },
  { name: 'Amazon Prime Music', method: 's3' },
  { name: 'Apple Music Classical', method: 'sftp', req: { notes: 'Classical metadata (works, movements) required.' } },
  { name: 'YouTube Shorts', method: 'api', req: { leadTimeDays: 3 } },
  { name: 'Instagram Reels', method: 'api', req: { leadTimeDays: 3 } },
  { name: 'Facebook Music Library', method: 'api', enabled: false },
  { name: 'Akazoo', method: 'ftp', enabled: false, req: { notes: 'Closed service: kept for old delivery records.' } },
  { name: 'Anghami Plus', method: 'sftp', req: { territories: ['AE', 'SA', 'EG'] } },
  { name: 'Saavn Pro', method: 'sftp', req: { territories: ['IN'] }, enabled: false },
  { name: 'Hike Music', method: 'sftp', req: { territories: ['IN'] }, enabled: false },
];

function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A stable DDEX party id per store (PADPIDA + 11 characters), derived from its slug. */
function partyIdFor(slug: string, index: number): string {
  let h = 2166136261;
  for (const ch of slug) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const tail = String(h % 10_000_000_000).padStart(10, '0');
  const check = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[index % 26];
  return `PADPIDA${tail}${check}`;
}

export function storeSeeds() {
  return STORES.map((s, i) => {
    const slug = slugify(s.name);
    const req = s.req ?? {};
    return {
      slug,
      name: s.name,
      ddexPartyId: partyIdFor(slug, i),
      deliveryMethod: s.method,
      requirements: { ...DEFAULT_REQ, ...req } as StoreRequirements,
      enabled: s.enabled ?? true,
      rank: i + 1,
    };
  });
}
