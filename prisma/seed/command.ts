// Demo data of the command center: the label roster (photos drawn with sharp) and the artist
// dashboard's categories and services.
import sharp from 'sharp';
import { saveBuffer } from '../../lib/platform/storage/service';
import { FALLBACK_TOOLKIT } from '../../lib/command/artist-toolkit';
import type { Db } from '../../lib/platform/db';

const ROSTER = [
  {
    stageName: 'Nova Reyes',
    name: 'Nova Reyes',
    genre: 'R&B',
    location: 'Atlanta, GA',
    status: 'featured',
    colors: ['#7c3aed', '#db2777'],
    streams: '412K',
    releases: 6,
    followers: '88K',
    revenue: '$64K',
    achievements: ['Top 50 Viral, US', 'Sync placement on a network drama'],
  },
  {
    stageName: 'Kairo James',
    name: 'Kairo Jameson',
    genre: 'Hip-Hop',
    location: 'Houston, TX',
    status: 'featured',
    colors: ['#0ea5e9', '#1e3a8a'],
    streams: '268K',
    releases: 4,
    followers: '51K',
    revenue: '$39K',
    achievements: ['Opened for a national tour'],
  },
  {
    stageName: 'Luna Park',
    name: 'Luna Park',
    genre: 'Indie Pop',
    location: 'Los Angeles, CA',
    status: 'active',
    colors: ['#f59e0b', '#ef4444'],
    streams: '133K',
    releases: 3,
    followers: '27K',
    revenue: '$18K',
    achievements: ['Editorial playlist: Fresh Finds'],
  },
  {
    stageName: 'The Midnight Set',
    name: 'The Midnight Set',
    genre: 'Alternative',
    location: 'Chicago, IL',
    status: 'active',
    colors: ['#10b981', '#064e3b'],
    streams: '97K',
    releases: 2,
    followers: '19K',
    revenue: '$11K',
    achievements: [],
  },
  {
    stageName: 'Sade Okafor',
    name: 'Sade Okafor',
    genre: 'Afrobeats',
    location: 'Lagos / London',
    status: 'emerging',
    colors: ['#eab308', '#166534'],
    streams: '54K',
    releases: 2,
    followers: '12K',
    revenue: '$6K',
    achievements: ['Festival debut 2026'],
  },
  {
    stageName: 'Mateo Cruz',
    name: 'Mateo Cruz Ortega',
    genre: 'Latin',
    location: 'Miami, FL',
    status: 'emerging',
    colors: ['#f97316', '#7f1d1d'],
    streams: '41K',
    releases: 1,
    followers: '9K',
    revenue: '$4K',
    achievements: [],
  },
];

function portrait(initials: string, [a, b]: string[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="320" height="320" fill="url(#g)"/>
    <circle cx="160" cy="128" r="62" fill="rgba(255,255,255,0.85)"/>
    <ellipse cx="160" cy="300" rx="110" ry="90" fill="rgba(255,255,255,0.85)"/>
    <text x="160" y="146" font-family="sans-serif" font-size="52" font-weight="700" text-anchor="middle" fill="${b}">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export async function seedCommand(db: Db) {
  for (const [i, a] of ROSTER.entries()) {
    const initials = a.stageName
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    const photo = await saveBuffer(await portrait(initials, a.colors), {
      ownerId: null,
      purpose: 'roster_photo',
      originalName: `${slug(a.stageName)}.jpg`,
      kinds: ['image'],
      maxBytes: 2 * 1024 * 1024,
      isPublic: true,
    });
    await db.rosterArtist.create({
      data: {
        name: a.name,
        stageName: a.stageName,
        genre: a.genre,
        location: a.location,
        bio: `${a.stageName} makes ${a.genre.toLowerCase()} out of ${a.location}, released and backed by Small Guy Records.`,
        status: a.status,
        displayOrder: i + 1,
        profileImageFileId: photo.id,
        socialLinks: {
          spotify: `https://open.spotify.com/search/${encodeURIComponent(a.stageName)}`,
          instagram: `https://www.instagram.com/${slug(a.stageName)}`,
        },
        stats: {
          monthlyStreams: a.streams,
          totalReleases: a.releases,
          socialFollowers: a.followers,
          yearlyRevenue: a.revenue,
        },
        achievements: a.achievements,
      },
    });
  }

  for (const [order, c] of FALLBACK_TOOLKIT.entries()) {
    const category = await db.dashboardCategory.create({ data: { title: c.title, description: c.description, order } });
    await db.dashboardService.createMany({
      data: c.tools.map((t, i) => ({ title: t.title, href: t.href, categoryId: category.id, order: i })),
    });
  }
}
