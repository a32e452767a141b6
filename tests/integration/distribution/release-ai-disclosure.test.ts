// An artist declares generative AI in a release and its tracks in the wizard (the DDEX ERN 4.3.2 ContainsAI
// values); quality control refuses a release whose declaration contradicts its tracks'.
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as track from '@/app/api/releases/[id]/tracks/[trackId]/route';
import * as qc from '@/app/api/releases/[id]/qc/route';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(60_000);

it('keeps the declarations, refuses an unknown value, and reports a contradiction in quality control', async () => {
  const artist = await createUser('artist');
  const created = await call(releases.POST, {
    as: artist,
    body: { title: 'Synthetic Dawn', primaryArtist: 'Nova Reyes', containsAi: 'none' },
  });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  const added = await call(tracks.POST, { as: artist, params: { id }, body: { title: 'Dawn', containsAi: 'partly' } });
  expect(added.status).toBe(201);

  const bad = await call(release.PATCH, { as: artist, params: { id }, body: { containsAi: 'maybe' } });
  expect(bad.status).toBe(400);
  expect(bad.json.issues[0].path).toBe('containsAi');

  const aiIssues = async () =>
    (
      (await call(qc.GET, { as: artist, params: { id } })).json.issues as {
        rule: string;
        field: string;
        message: string;
      }[]
    ).filter((i) => i.rule === 'ai-disclosure');
  expect(await aiIssues()).toEqual([
    expect.objectContaining({ field: 'containsAi', message: expect.stringContaining('Track 1 "Dawn" declares some') }),
  ]);

  const fixed = await call(release.PATCH, { as: artist, params: { id }, body: { containsAi: 'partly' } });
  expect(fixed.status).toBe(200);
  expect(await aiIssues()).toEqual([]);
  const detail = await call(release.GET, { as: artist, params: { id } });
  expect(detail.json.containsAi).toBe('partly');
  expect(detail.json.tracks[0].containsAi).toBe('partly');

  // Cleared again: not declared.
  await call(track.PATCH, { as: artist, params: { id, trackId: added.json.id }, body: { containsAi: null } });
  expect((await call(release.GET, { as: artist, params: { id } })).json.tracks[0].containsAi).toBeNull();
});
