// The release wizard as an artist meets it (issue #41 item 5): a new draft is saved with every store, so the
// boxes the wizard ticks and quality control agree (no "Choose at least one store." beside 80 ticked boxes);
// the stepper ticks the steps the saved draft has done, and a draft opened without a step resumes at its first
// step not done.
jest.setTimeout(120_000);
import { db } from '@/lib/platform/db';
import { storeSeeds } from '@/lib/distribution/store-catalog';
import { completedSteps, resumeStep, WIZARD_STEPS } from '@/lib/distribution/releases/wizard-steps';
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as audio from '@/app/api/releases/[id]/tracks/[trackId]/audio/route';
import * as artwork from '@/app/api/releases/[id]/artwork/route';
import { call, createUser } from '../../helpers/api';
import { jpeg, wav } from '../../fixtures/files';

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
});

function form(field: string, bytes: Buffer, name: string) {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  return f;
}

const STORE_MESSAGE = 'Choose at least one store.';
const messages = (qc: { message: string }[]) => qc.map((i) => i.message);
const ticked = (detail: Parameters<typeof completedSteps>[0]) =>
  WIZARD_STEPS.filter((_, i) => completedSteps(detail)[i]).map((s) => s.key);
const releaseDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

it('saves a new draft with every enabled store, so quality control never asks for a store the boxes show ticked', async () => {
  const artist = await createUser('artist');
  const enabled = await db.store.count({ where: { enabled: true } });
  expect(enabled).toBeGreaterThanOrEqual(80);

  const created = await call(releases.POST, {
    as: artist,
    body: { title: 'Harbour Lights', primaryArtist: 'Ines Vale' },
  });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  const detail = await call(release.GET, { as: artist, params: { id } });
  expect(detail.json.storeIds).toHaveLength(enabled);
  expect(messages(detail.json.qc)).not.toContain(STORE_MESSAGE);

  // Clearing every store is what the message is for: then it says so.
  await call(release.PATCH, { as: artist, method: 'PATCH', params: { id }, body: { storeIds: [] } });
  const cleared = await call(release.GET, { as: artist, params: { id } });
  expect(messages(cleared.json.qc)).toContain(STORE_MESSAGE);
  expect(ticked(cleared.json)).not.toContain('stores');

  // A draft made with its own stores keeps them.
  const three = await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 3 });
  const own = await call(releases.POST, {
    as: artist,
    body: { title: 'Own Stores', primaryArtist: 'Ines Vale', storeIds: three.map((s) => s.id) },
  });
  expect(own.json.storeIds).toEqual(three.map((s) => s.id));
});

it('ticks the steps the saved draft has done and resumes a draft at its first step not done', async () => {
  const artist = await createUser('artist');
  const created = await call(releases.POST, { as: artist, body: { title: 'Salt Roads', primaryArtist: 'Ines Vale' } });
  const id = created.json.id as string;
  const read = async () => (await call(release.GET, { as: artist, params: { id } })).json;

  // No genre or date yet: nothing is done, the draft opens on Details.
  let d = await read();
  expect(ticked(d)).toEqual(['stores']);
  expect(WIZARD_STEPS[resumeStep(d)].key).toBe('details');

  await call(release.PATCH, {
    as: artist,
    method: 'PATCH',
    params: { id },
    body: { genre: 'Folk', releaseDate, pLine: '2026 Ines Vale', cLine: '2026 Ines Vale' },
  });
  d = await read();
  expect(ticked(d)).toEqual(['details', 'stores']);
  expect(WIZARD_STEPS[resumeStep(d)].key).toBe('tracks');

  // A track without its audio is not a done step.
  const t = await call(tracks.POST, {
    as: artist,
    params: { id },
    body: {
      title: 'Salt Roads',
      contributors: [
        { name: 'Ines Vale', role: 'main_artist' },
        { name: 'Ines Maria Vale', role: 'composer' },
        { name: 'Ines Maria Vale', role: 'lyricist' },
      ],
    },
  });
  expect(t.status).toBe(201);
  expect(ticked(await read())).not.toContain('tracks');
  const up = await call(audio.POST, {
    as: artist,
    params: { id, trackId: t.json.id },
    rawBody: form('audio', wav({ seconds: 1, hz: 523 }), 'salt-roads.wav'),
  });
  expect(up.status).toBe(200);
  d = await read();
  expect(ticked(d)).toEqual(['details', 'tracks', 'stores']);
  expect(WIZARD_STEPS[resumeStep(d)].key).toBe('artwork');

  const art = await call(artwork.POST, {
    as: artist,
    params: { id },
    rawBody: form('artwork', await jpeg(3000, 3000), 'cover.jpg'),
  });
  expect(art.status).toBe(200);
  d = await read();
  expect(d.qc.filter((i: { severity: string }) => i.severity === 'error')).toEqual([]);
  expect(ticked(d)).toEqual(['details', 'tracks', 'artwork', 'stores', 'splits']);
  expect(WIZARD_STEPS[resumeStep(d)].key).toBe('review');
});
