// Demo catalog: releases in every workflow status, with tracks, valid ISRCs and UPC-A codes, credits, cover art.
import type { ReleaseStatus, ReleaseType, ContributorRole } from '../../lib/generated/prisma/client';
import { saveBuffer } from '../../lib/platform/storage/service';
import { COVER_PX, coverPng } from './covers';
import type { Db } from '../../lib/platform/db';

/** UPC-A check digit (GS1 mod 10) for 11 digits. */
function upcA(first11: string): string {
  const d = first11.split('').map(Number);
  const sum = d.reduce((s, n, i) => s + n * (i % 2 === 0 ? 3 : 1), 0);
  return first11 + String((10 - (sum % 10)) % 10);
}

let isrcSeq = 0;
const isrc = (year: number) => `USMMS${String(year).slice(2)}${String(++isrcSeq).padStart(5, '0')}`;

interface DemoTrack {
  title: string;
  version?: string;
  durationMs: number;
  explicit?: boolean;
  instrumental?: boolean;
  credits: [string, ContributorRole][];
}
interface DemoRelease {
  owner: string;
  title: string;
  primaryArtist: string;
  type: ReleaseType;
  status: ReleaseStatus;
  genre: string;
  releaseDate: string;
  /** Instead of releaseDate: this many days after the seed runs (a Scheduled release stays ahead). */
  daysAhead?: number;
  explicit?: boolean;
  rejectionReason?: string;
  tracks: DemoTrack[];
}

const day = (d: string) => new Date(`${d}T00:00:00Z`);
/** Midnight UTC `n` days from now. */
const daysFromNow = (n: number) => day(new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10));

const DEMO_RELEASES: DemoRelease[] = [
  {
    owner: 'artist@demo.test',
    title: 'Midnight Signals',
    primaryArtist: 'Nova Reyes',
    type: 'album',
    status: 'distributed',
    genre: 'R&B',
    releaseDate: '2026-03-06',
    tracks: [
      {
        title: 'Midnight Signals',
        durationMs: 214_000,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Nova Alicia Reyes', 'composer'],
          ['Nova Alicia Reyes', 'lyricist'],
          ['Marcus Hill', 'producer'],
        ],
      },
      {
        title: 'Satellite Hearts',
        durationMs: 198_500,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Kairo James', 'featured_artist'],
          ['Nova Alicia Reyes', 'composer'],
          ['Kairo Devon James', 'lyricist'],
        ],
      },
      {
        title: 'Slow Burn',
        durationMs: 236_000,
        explicit: true,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Nova Alicia Reyes', 'composer'],
          ['Nova Alicia Reyes', 'lyricist'],
        ],
      },
      {
        title: 'Afterglow',
        version: 'Interlude',
        durationMs: 92_000,
        instrumental: true,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Marcus Hill', 'composer'],
        ],
      },
    ],
  },
  {
    owner: 'artist@demo.test',
    title: 'Golden Hour',
    primaryArtist: 'Nova Reyes',
    type: 'single',
    status: 'distributed',
    genre: 'Pop',
    releaseDate: '2026-06-12',
    tracks: [
      {
        title: 'Golden Hour',
        durationMs: 187_000,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Nova Alicia Reyes', 'composer'],
          ['Nova Alicia Reyes', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'kairo@demo.test',
    title: 'City of Glass',
    primaryArtist: 'Kairo James',
    type: 'ep',
    status: 'distributed',
    genre: 'Hip-Hop/Rap',
    releaseDate: '2026-04-24',
    explicit: true,
    tracks: [
      {
        title: 'City of Glass',
        durationMs: 201_000,
        explicit: true,
        credits: [
          ['Kairo James', 'main_artist'],
          ['Kairo Devon James', 'composer'],
          ['Kairo Devon James', 'lyricist'],
        ],
      },
      {
        title: 'Skyline',
        durationMs: 176_000,
        explicit: true,
        credits: [
          ['Kairo James', 'main_artist'],
          ['Kairo Devon James', 'composer'],
          ['Kairo Devon James', 'lyricist'],
          ['Luna Park', 'featured_artist'],
        ],
      },
      {
        title: 'Glass Houses',
        durationMs: 223_000,
        credits: [
          ['Kairo James', 'main_artist'],
          ['Kairo Devon James', 'composer'],
          ['Kairo Devon James', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'member@demo.test',
    title: 'Old Roads',
    primaryArtist: 'Darius Cole',
    type: 'single',
    status: 'distributed',
    genre: 'Country',
    releaseDate: '2026-02-13',
    tracks: [
      {
        title: 'Old Roads',
        durationMs: 205_000,
        credits: [
          ['Darius Cole', 'main_artist'],
          ['Darius Michael Cole', 'composer'],
          ['Darius Michael Cole', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'the.midnight.set@demo.test',
    title: 'Static Bloom',
    primaryArtist: 'The Midnight Set',
    type: 'ep',
    status: 'approved',
    genre: 'Alternative',
    releaseDate: '2026-12-18',
    tracks: [
      {
        title: 'Static Bloom',
        durationMs: 231_000,
        credits: [
          ['The Midnight Set', 'main_artist'],
          ['Elena Ward', 'composer'],
          ['Elena Ward', 'lyricist'],
        ],
      },
      {
        title: 'Paper Moons',
        durationMs: 199_000,
        credits: [
          ['The Midnight Set', 'main_artist'],
          ['Elena Ward', 'composer'],
          ['Samuel Ortiz', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'luna.park@demo.test',
    title: 'Paper Planes',
    primaryArtist: 'Luna Park',
    type: 'single',
    status: 'under_review',
    genre: 'Indie Pop',
    releaseDate: '2026-12-11',
    tracks: [
      {
        title: 'Paper Planes',
        durationMs: 183_000,
        credits: [
          ['Luna Park', 'main_artist'],
          ['Luna Seo-yeon Park', 'composer'],
          ['Luna Seo-yeon Park', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'artist@demo.test',
    title: 'Northern Lights',
    primaryArtist: 'Nova Reyes',
    type: 'single',
    status: 'uploaded',
    genre: 'R&B',
    releaseDate: '2026-12-25',
    tracks: [
      {
        title: 'Northern Lights',
        durationMs: 209_000,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Nova Alicia Reyes', 'composer'],
          ['Nova Alicia Reyes', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'kairo@demo.test',
    title: 'Lost Tapes',
    primaryArtist: 'Kairo James',
    type: 'single',
    status: 'rejected',
    genre: 'Hip-Hop/Rap',
    releaseDate: '2026-12-04',
    rejectionReason:
      'The artwork shows a website address and "Out Now" text. Stores reject artwork with URLs or promotional text: upload artwork without them and resubmit.',
    tracks: [
      {
        title: 'Lost Tapes',
        durationMs: 168_000,
        credits: [
          ['Kairo James', 'main_artist'],
          ['Kairo Devon James', 'composer'],
          ['Kairo Devon James', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'luna.park@demo.test',
    title: 'Summer Drive',
    primaryArtist: 'Luna Park',
    type: 'single',
    status: 'delivery_failed',
    genre: 'Indie Pop',
    releaseDate: '2026-11-20',
    tracks: [
      {
        title: 'Summer Drive',
        durationMs: 192_000,
        credits: [
          ['Luna Park', 'main_artist'],
          ['Luna Seo-yeon Park', 'composer'],
          ['Luna Seo-yeon Park', 'lyricist'],
        ],
      },
    ],
  },
  {
    owner: 'artist@demo.test',
    title: 'Blue Static',
    primaryArtist: 'Nova Reyes',
    type: 'single',
    status: 'draft',
    genre: 'R&B',
    releaseDate: '2027-01-29',
    tracks: [{ title: 'Blue Static', durationMs: 201_000, credits: [['Nova Reyes', 'main_artist']] }],
  },
  {
    // Scheduled: acknowledged by the stores, release date ahead (docs/distribution.md "One status truth").
    owner: 'artist@demo.test',
    title: 'Coming Tide',
    primaryArtist: 'Nova Reyes',
    type: 'single',
    status: 'distributed',
    genre: 'R&B',
    releaseDate: '',
    daysAhead: 14,
    tracks: [
      {
        title: 'Coming Tide',
        durationMs: 205_000,
        credits: [
          ['Nova Reyes', 'main_artist'],
          ['Nova Alicia Reyes', 'composer'],
          ['Nova Alicia Reyes', 'lyricist'],
        ],
      },
    ],
  },
];

/** Statuses at or past approval have their codes assigned. */
const CODED: ReleaseStatus[] = ['approved', 'distributed', 'delivery_failed', 'taken_down'];

export async function seedCatalog(db: Db) {
  const users = new Map(
    (await db.user.findMany({ select: { id: true, email: true, name: true } })).map((u) => [u.email, u]),
  );
  let upcSeq = 0;
  // Every demo release has its cover (./covers.ts), drawn all at once (sharp works off the main thread).
  const covers = await Promise.all(DEMO_RELEASES.map((r) => coverPng(r.title)));
  for (const [i, r] of DEMO_RELEASES.entries()) {
    const owner = users.get(r.owner)!;
    const cover = await saveBuffer(covers[i], {
      ownerId: owner.id,
      purpose: 'release_artwork',
      originalName: `${r.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-cover.png`,
      kinds: ['image'],
      maxBytes: 40 * 1024 * 1024,
    });
    const coded = CODED.includes(r.status);
    const date = r.daysAhead === undefined ? day(r.releaseDate) : daysFromNow(r.daysAhead);
    const submitted = r.status !== 'draft';
    await db.release.create({
      data: {
        ownerId: owner.id,
        title: r.title,
        primaryArtist: r.primaryArtist,
        releaseType: r.type,
        genre: r.genre,
        label: r.owner === 'the.midnight.set@demo.test' ? 'Small Guy Records' : 'Master Music Safe',
        pLine: `2026 ${r.primaryArtist}`,
        cLine: `2026 ${r.primaryArtist}`,
        releaseDate: date,
        explicit: r.explicit ?? r.tracks.some((t) => t.explicit),
        status: r.status,
        rejectionReason: r.rejectionReason,
        upc: coded ? upcA(`8500001${String(++upcSeq).padStart(4, '0')}`) : null,
        submittedAt: submitted ? new Date(date.getTime() - 30 * 86_400_000) : null,
        approvedAt: coded ? new Date(date.getTime() - 20 * 86_400_000) : null,
        liveAt: r.status === 'distributed' ? date : null,
        artworkFileId: cover.id,
        artworkWidth: COVER_PX,
        artworkHeight: COVER_PX,
        tracks: {
          create: r.tracks.map((t, i) => ({
            position: i + 1,
            title: t.title,
            version: t.version ?? '',
            isrc: coded ? isrc(date.getUTCFullYear()) : null,
            durationMs: t.durationMs,
            explicit: t.explicit ?? false,
            instrumental: t.instrumental ?? false,
            language: t.instrumental ? 'zxx' : 'en',
            contributors: {
              create: t.credits.map(([name, role]) => ({
                name,
                role,
                userId: [...users.values()].find((u) => u.name === name)?.id ?? null,
              })),
            },
          })),
        },
      },
    });
  }
}
