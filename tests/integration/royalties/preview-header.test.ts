// A statement of unknown layout with title rows above its header (as a spreadsheet re-saves it): the
// mapping editor's preview finds the header past them, a mapping saved from that preview imports the same
// file with only the file, and the same layout without the title rows too.
import * as previewRoute from '@/app/api/royalties/statements/preview/route';
import * as mappingsRoute from '@/app/api/royalties/mappings/route';
import { call } from '../../helpers/api';
import { catalog, createUser, expectBalanced, fixture, importFile, upload } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

/** Three title rows as a spreadsheet leaves them: a title, a key/value pair, one padded to the width with
 * empty cells; then an empty line. */
const TITLES = 'Relevé des ventes Qobuz\nPériode :,2025-06\nÉdité le,02/07/2025,,,,,,\n\n';
const HEADER = ['Période', 'Titre', 'Interprète', 'Code ISRC', 'Plateforme', 'Pays', 'Écoutes', 'Montant net'];
/** Each field's column, by position, as an admin picks them in the editor. */
const PICKS = { sale_period: 0, track_title: 1, artist: 2, isrc: 3, store: 4, country: 5, units: 6, net_amount: 7 };

function formOf(text: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([Buffer.from(text)]), 'ventes.csv');
  return form;
}

async function setup() {
  const admin = await createUser('admin');
  const rel = await catalog((await createUser('artist')).id);
  const plain = fixture('unknown-layout.csv', rel);
  return { admin, plain, titled: TITLES + plain };
}

/** Previews a file and saves the mapping the editor builds from it: the preview's header cell per field. */
async function saveFromPreview(admin: Awaited<ReturnType<typeof createUser>>, text: string, name: string) {
  const preview = await call(previewRoute.POST, { as: admin, rawBody: formOf(text) });
  expect(preview.status).toBe(200);
  const header = preview.json.header as string[];
  const saved = await call(mappingsRoute.POST, {
    as: admin,
    body: {
      name,
      store: 'Qobuz',
      delimiter: preview.json.delimiter,
      columns: Object.fromEntries(Object.entries(PICKS).map(([f, i]) => [f, header[i]])),
    },
  });
  expect(saved.status).toBe(201);
  return saved.json as { id: string; name: string; columns: Record<string, unknown> };
}

const outcome = (imp: Awaited<ReturnType<typeof importFile>>) => ({
  status: imp.status,
  matched: imp.matchedRows,
  unmatched: imp.unmatchedRows,
  totalUsdCents: imp.summary.totalUsdCents,
});

describe('unknown layout with title rows above the header', () => {
  it('the preview finds the header past three title rows and lists them as skipped', async () => {
    const { admin, titled } = await setup();
    const res = await call(previewRoute.POST, { as: admin, rawBody: formOf(titled) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ detected: null, delimiter: ',', headerRow: 3, header: HEADER });
    expect(res.json.preamble).toEqual([
      ['Relevé des ventes Qobuz'],
      ['Période :', '2025-06'],
      ['Édité le', '02/07/2025', '', '', '', '', '', ''],
    ]);
    expect(res.json.rows).toHaveLength(3);
    expect(res.json.rows[2]).toEqual(['2025-06', 'Sans code', 'Autre Artiste', '', 'Qobuz', 'FR', '3', '0.02']);
  });

  it('a title holding a comma above a semicolon file: read with semicolons, header past the titles', async () => {
    const { admin, plain } = await setup();
    const semi = plain.replaceAll(',', ';').replace(/(\d)\.(\d\d)$/gm, '$1,$2');
    const res = await call(previewRoute.POST, {
      as: admin,
      rawBody: formOf(`Relevé des ventes, juin 2025\nPériode : 2025-06\n\n${semi}`),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ delimiter: ';', headerRow: 2, header: HEADER });
    expect(res.json.rows.map((r: string[]) => r[7])).toEqual(['0,84', '0,28', '0,02']);
  });

  it('the upload refused as of unknown layout names the columns of the header, not the title row', async () => {
    const { admin, titled } = await setup();
    // A column no saved mapping of this file's tests has, so the layout stays unknown.
    const res = await upload(admin, titled.replace('Montant net', 'Montant net HT'));
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(`Its columns are: ${[...HEADER.slice(0, 7), 'Montant net HT'].join(', ')}.`);
  });

  it('a mapping saved from that preview imports the same file with only the file, title rows skipped', async () => {
    const { admin, titled } = await setup();
    // Each test file has a database of its own: this is the first mapping saved in it.
    const m = await saveFromPreview(admin, titled, `Qobuz titled ${Date.now()}`);
    const imp = await importFile(admin, titled);
    expect({ layout: imp.layout, mappingId: imp.mappingId }).toEqual({ layout: `mapping:${m.name}`, mappingId: m.id });
    await expectBalanced(imp);
    // 0.84 + 0.28 + 0.02 USD; the row without an ISRC goes to the review queue.
    expect(outcome(imp)).toEqual({ status: 'completed', matched: 2, unmatched: 1, totalUsdCents: 114 });
    expect({ rowsRead: imp.rowsRead, skipped: imp.skippedRows, reasons: imp.summary.skippedReasons }).toEqual({
      rowsRead: 6,
      skipped: 3,
      reasons: { 'preamble (before the header row)': 3 },
    });
  });

  it('the editor imports with the mapping named, and the layout without title rows imports with it too', async () => {
    const { admin, titled } = await setup();
    const name = `Qobuz titled named ${Date.now()}`;
    await saveFromPreview(admin, titled, name);
    const named = await importFile(admin, titled, { mapping: name });
    expect(named.layout).toBe(`mapping:${name}`);
    await expectBalanced(named);
    expect(outcome(named)).toEqual({ status: 'completed', matched: 2, unmatched: 1, totalUsdCents: 114 });

    const other = await setup();
    const plainNamed = await importFile(other.admin, other.plain, { mapping: name });
    expect(plainNamed.layout).toBe(`mapping:${name}`);
    await expectBalanced(plainNamed);
    expect(outcome(plainNamed)).toEqual(outcome(named));
    expect(plainNamed.skippedRows).toBe(0);

    const third = await setup();
    const plain = await importFile(third.admin, third.plain);
    // The mapping of the test above has the same columns and a name sorted first: either reads it alike.
    expect(plain.layout).toMatch(/^mapping:Qobuz titled /);
    await expectBalanced(plain);
    expect(outcome(plain)).toEqual(outcome(named));
  });
});
