// Demo data of the services area: the service catalog of every brand, a studio with one bookable room,
// and a published EPK for the demo artist.
import type { Db } from '../../lib/platform/db';
import { BRAND_KEYS } from '../../lib/platform/brands/brands';
import { DEFAULT_SERVICES } from '../../lib/services/defaults';
import { US_STATES } from '../../lib/services/business/states';

export async function seedServices(db: Db): Promise<void> {
  for (const brand of BRAND_KEYS)
    await db.serviceOffering.createMany({
      data: DEFAULT_SERVICES.map((s, position) => ({ ...s, brand, position })),
      skipDuplicates: true,
    });

  const location = await db.serviceLocation.create({
    data: {
      brand: 'tnm',
      name: 'TNM Studios Atlanta',
      address: '500 Peachtree St NE',
      city: 'Atlanta, GA',
      timezone: 'America/New_York',
      hoursText: 'Every day 10:00–22:00',
    },
  });
  const room = await db.studioRoom.create({
    data: {
      locationId: location.id,
      name: 'Studio A',
      description: 'Tracking room with a vocal booth, Neve console and an engineer.',
      openMinute: 600,
      closeMinute: 1320,
      openDays: [1, 2, 3, 4, 5, 6, 7],
      slotMinutes: 60,
      hourlyRateCents: 6000,
      depositPercent: 50,
      bufferMinutes: 0,
      cancelHours: 48,
    },
  });
  await db.studioEngineer.create({
    data: { roomId: room.id, name: 'Marcus Hill', email: 'marcus.hill@demo.test', days: [1, 2, 3, 4, 5, 6] },
  });

  for (const s of US_STATES) await db.businessStateInfo.upsert({ where: { code: s.code }, create: s, update: {} });

  const artist = await db.user.findUnique({ where: { email: 'artist@demo.test' } });
  if (!artist) return;
  const roster = await db.rosterArtist.findFirst({ where: { stageName: artist.name } });
  const bio =
    roster?.bio ||
    `${artist.name} is an R&B singer and songwriter from Atlanta whose records pair warm, layered vocals with modern production.`;
  await db.epk.create({
    data: {
      userId: artist.id,
      slug: 'nova-reyes',
      brand: artist.brand,
      artistName: artist.name,
      genre: roster?.genre ?? 'R&B',
      location: roster?.location ?? 'Atlanta, GA',
      bioShort: bio.split(/(?<=[.!?])\s/)[0],
      bioMedium: bio,
      bioLong: `${bio} Independent from day one, ${artist.name} writes, produces and releases through Master Music Safe.`,
      photos: roster?.profileImageFileId
        ? [{ fileId: roster.profileImageFileId, url: '', credit: 'TNM Photo', caption: `${artist.name}, press photo` }]
        : [],
      pressQuotes: [
        { quote: 'A voice that fills the room without raising itself.', source: 'Atlanta Sound Weekly', url: '' },
      ],
      tourDates: [
        {
          date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          venue: 'The Masquerade',
          city: 'Atlanta, GA',
          ticketUrl: '',
        },
      ],
      socialLinks: [{ platform: 'instagram', url: 'https://www.instagram.com/novareyesmusic', followers: 0 }],
      contacts: [{ role: 'Management', name: artist.name, email: artist.email }],
      published: true,
    },
  });
}
