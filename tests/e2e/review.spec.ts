// The review screen in the browser (issue 21): a reviewer plays every track (the player loads the uploaded
// file), sees the cover at full size with the QC results, and requests changes with a comment per field;
// the artist sees each comment on the release and in the form.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';
import { jpeg, wav } from '../fixtures/files';

test.setTimeout(180_000);

test('a reviewer listens, sees the full cover and requests per-field changes that the artist reads', async ({
  browser,
}) => {
  const artist = await (await browser.newContext()).newPage();
  await loginAs(artist, 'artist@demo.test', /\/mms\/dashboard$/);
  const title = `Review Me ${Date.now()}`;
  const api = artist.request;
  const created = await api.post('/api/releases', { data: { title, primaryArtist: 'Nova Reyes' } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const stores = (await (await api.get('/api/distribution/stores')).json()) as { id: string; enabled: boolean }[];
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  expect(
    (
      await api.patch(`/api/releases/${id}`, {
        data: {
          genre: 'Pop',
          releaseDate: date,
          pLine: '2026 Nova Reyes',
          cLine: '2026 Nova Reyes',
          storeIds: stores
            .filter((s) => s.enabled)
            .slice(0, 2)
            .map((s) => s.id),
        },
      })
    ).status(),
  ).toBe(200);
  for (const [n, t] of ['Side A', 'Side B'].entries()) {
    const track = await api.post(`/api/releases/${id}/tracks`, {
      data: {
        title: t,
        contributors: [
          { name: 'Nova Reyes', role: 'main_artist' },
          { name: 'Nova Reyes', role: 'composer' },
          { name: 'Nova Reyes', role: 'lyricist' },
        ],
      },
    });
    expect(track.status()).toBe(201);
    const up = await api.post(`/api/releases/${id}/tracks/${(await track.json()).id}/audio`, {
      multipart: {
        audio: { name: `side-${n}.wav`, mimeType: 'audio/wav', buffer: wav({ seconds: 2 + n, bits: 16 }) },
      },
    });
    expect(up.status()).toBe(200);
  }
  const art = await api.post(`/api/releases/${id}/artwork`, {
    multipart: { artwork: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(3000, 3000) } },
  });
  expect(art.status()).toBe(200);
  expect((await api.post(`/api/releases/${id}/submit`)).status()).toBe(200);

  // The reviewer opens the submission from the queue.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-submissions');
  await admin.getByLabel(`Submission ${title}`).getByRole('link', { name: 'Open the review' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin-submissions/${id}$`));
  await expect(admin.getByRole('heading', { name: `Review: ${title}` })).toBeVisible();
  await expect(admin.getByText('Every check passed.')).toBeVisible();

  // Every track has a player that loads its audio (metadata read through Range requests) and plays.
  const players = admin.getByTestId('review-audio');
  await expect(players).toHaveCount(2);
  for (const [i, seconds] of [2, 3].entries()) {
    const player = players.nth(i);
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    expect(Math.round(await player.evaluate((a: HTMLAudioElement) => a.duration))).toBe(seconds);
  }
  const played = await players.first().evaluate(async (a: HTMLAudioElement) => {
    a.muted = true;
    await a.play();
    await new Promise((r) => setTimeout(r, 600));
    a.pause();
    return a.currentTime;
  });
  expect(played).toBeGreaterThan(0);

  // The cover is shown at full size.
  const cover = admin.getByTestId('review-cover');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
    .toBe(3000);
  await expect(admin.getByText('3000 × 3000 px')).toBeVisible();

  // Per-field comments.
  await admin.getByRole('button', { name: 'Comment on Title', exact: true }).click();
  await admin.getByLabel('What should change: Title').fill('Use title case, as on the cover.');
  const track2 = admin.getByLabel('Track 2');
  await track2.getByRole('button', { name: 'Comment on Track 2 Audio' }).click();
  await track2.getByLabel('What should change: Track 2 Audio').fill('The ending is cut off.');
  await admin.getByRole('button', { name: 'Comment on Cover art' }).click();
  await admin.getByLabel('What should change: Cover art').fill('Remove the website address.');
  await expect(admin.getByText('3 field comments will be sent to the artist.')).toBeVisible();
  await admin.getByRole('button', { name: 'Request changes' }).click();
  await expect(admin).toHaveURL(/\/admin-submissions$/);
  await expect(admin.getByLabel(`Submission ${title}`)).toHaveCount(0);

  // The artist reads them on the release and in the form, then resubmits, which clears them.
  await visit(artist, `/project/${id}`);
  const asked = artist.getByTestId('field-comments');
  await expect(asked).toContainText('The reviewer asked for changes');
  await expect(asked).toContainText('Title');
  await expect(asked).toContainText('Use title case, as on the cover.');
  await expect(asked).toContainText('Track 2 · Audio');
  await expect(asked).toContainText('The ending is cut off.');
  await expect(asked).toContainText('Remove the website address.');
  await artist.getByRole('link', { name: 'Fix and resubmit' }).click();
  await artist.getByRole('button', { name: 'Fix Cover art' }).click();
  await expect(artist.getByRole('heading', { name: 'Artwork', level: 2 })).toBeVisible();
  await visit(artist, `/professional-release-workflow?id=${id}`);
  expect((await api.post(`/api/releases/${id}/submit`)).status()).toBe(200);
  await visit(artist, `/project/${id}`);
  await expect(artist.getByTestId('release-status')).toHaveText('Uploaded');
  await expect(artist.getByTestId('field-comments')).toHaveCount(0);
});
