// /contact-management's gathering: every person the platform knows becomes one contact per brand and
// email, with where they were seen; running it again adds nothing.
import { db } from '@/lib/platform/db';
import * as contacts from '@/app/api/communications/contacts/route';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(60_000);

it('gathers users, the waiting list, applicants, split collaborators and press-kit contacts, once', async () => {
  const admin = await createUser('admin');
  const artist = await createUser('artist');
  await db.waitingListEntry.create({
    data: { email: 'Wait.Ing@Example.com', name: 'Wai Ting', brand: artist.brand, interest: 'distribution' },
  });
  await db.epk.create({
    data: {
      userId: artist.id,
      slug: `kit-${artist.id.slice(-6)}`,
      brand: artist.brand,
      artistName: 'Kit Artist',
      contacts: [
        { role: 'Press', name: 'Pat Press', email: 'pat@press.example' },
        { role: 'Booking', name: 'No Email' },
      ],
    },
  });

  const first = await call(contacts.POST, { as: admin, method: 'POST' });
  expect(first.status).toBe(200);
  const press = await db.contact.findUniqueOrThrow({
    where: { brand_email: { brand: artist.brand, email: 'pat@press.example' } },
  });
  expect(press).toMatchObject({ name: 'Pat Press (Press)', sources: ['press'] });
  const waiting = await db.contact.findUniqueOrThrow({
    where: { brand_email: { brand: artist.brand, email: 'wait.ing@example.com' } },
  });
  expect(waiting.sources).toEqual(['waiting_list']);
  const user = await db.contact.findUniqueOrThrow({
    where: { brand_email: { brand: artist.brand, email: artist.email } },
  });
  expect(user).toMatchObject({ userId: artist.id, sources: ['user'] });
  expect(await db.contact.count({ where: { name: { startsWith: 'No Email' } } })).toBe(0);

  const again = await call(contacts.POST, { as: admin, method: 'POST' });
  expect(again.json).toMatchObject({ added: 0, total: first.json.total });

  const list = await call(contacts.GET, { as: admin, url: '/api/communications/contacts?source=press' });
  expect(list.status).toBe(200);
  expect(JSON.stringify(list.json)).toContain('pat@press.example');
});
