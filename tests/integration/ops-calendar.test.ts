// The calendar: personal events, tasks with assignees, release dates, and the secret ICS feed.
import { db } from '@/lib/db';
import * as calendar from '@/app/api/calendar/route';
import * as events from '@/app/api/calendar/events/route';
import * as tasks from '@/app/api/calendar/tasks/route';
import * as task from '@/app/api/calendar/tasks/[id]/route';
import * as feed from '@/app/api/calendar/feed/route';
import * as feedToken from '@/app/api/calendar/feed/[token]/route';
import { call, createUser } from '../helpers/api';

it('shows events, tasks and release dates, and serves them as a private ICS feed', async () => {
  const admin = await createUser('admin');
  const colleague = await createUser('admin');
  const artist = await createUser('artist');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = tomorrow.toISOString().slice(0, 10);
  await db.release.create({
    data: {
      ownerId: artist.id,
      title: 'Night Drive',
      primaryArtist: 'Ada',
      status: 'approved',
      releaseDate: new Date(`${day}T00:00:00Z`),
    },
  });

  const ev = await call(events.POST, {
    as: admin,
    body: {
      title: 'Label meeting',
      startsAt: tomorrow.toISOString(),
      endsAt: new Date(tomorrow.getTime() + 3600_000).toISOString(),
    },
  });
  expect(ev.status).toBe(201);
  const badEv = await call(events.POST, {
    as: admin,
    body: {
      title: 'Backwards',
      startsAt: tomorrow.toISOString(),
      endsAt: new Date(tomorrow.getTime() - 1).toISOString(),
    },
  });
  expect(badEv.status).toBe(400);
  const t = await call(tasks.POST, { as: admin, body: { title: 'Check stems', dueAt: tomorrow.toISOString() } });
  expect(t.status).toBe(201);
  const forColleague = await call(tasks.POST, {
    as: admin,
    body: { title: 'Call the store', dueAt: tomorrow.toISOString(), assigneeId: colleague.id },
  });
  expect(forColleague.status).toBe(201);
  const toArtist = await call(tasks.POST, {
    as: admin,
    body: { title: 'x', dueAt: tomorrow.toISOString(), assigneeId: artist.id },
  });
  expect(toArtist.status).toBe(404);

  const list = await call(calendar.GET, { as: admin, url: '/api/calendar?days=7' });
  const titles = list.json.map((i: { title: string }) => i.title);
  expect(titles).toEqual(expect.arrayContaining(['Label meeting', 'Check stems', 'Release: Night Drive (Ada)']));
  expect(titles).not.toContain('Call the store');

  const done = await call(task.PATCH, { method: 'PATCH', as: admin, params: { id: t.json.id }, body: { done: true } });
  expect(done.status).toBe(204);
  const all = await call(tasks.GET, { as: admin });
  expect(all.json.find((x: { id: string }) => x.id === t.json.id).done).toBe(true);

  const f = await call(feed.POST, { method: 'POST', as: admin });
  const token = f.json.url.split('/').pop();
  const stored = await db.calendarFeed.findUniqueOrThrow({ where: { userId: admin.id } });
  expect(stored.tokenHash).not.toContain(token.replace('.ics', ''));
  const ics = await call(feedToken.GET, { params: { token }, url: '/x' });
  expect(ics.status).toBe(200);
  expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
  expect(ics.text).toContain('BEGIN:VCALENDAR');
  expect(ics.text).toContain('SUMMARY:Label meeting');
  expect(ics.text).toContain('SUMMARY:Release: Night Drive (Ada)');

  // A new address turns the old one off
  await call(feed.POST, { method: 'POST', as: admin });
  expect((await call(feedToken.GET, { params: { token }, url: '/x' })).status).toBe(404);
  expect((await call(feedToken.GET, { params: { token: 'bad token!' }, url: '/x' })).status).toBe(400);
});
