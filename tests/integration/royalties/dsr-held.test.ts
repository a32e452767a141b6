// DDEX's own sample DSR files (ddexnet/dsrf testdata, tests/fixtures/royalties/dsr) through the statements
// route, and what a file whose figures disagree becomes: held, with the figures as the file gives them, until
// an admin accepts it with a reason (audited); then its usage lines are imported and the discrepancy kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import * as acceptRoute from '@/app/api/royalties/statements/[id]/accept/route';
import { runStatementImport } from '@/lib/royalties/import/run';
import { call } from '../../helpers/api';
import { createUser, upload } from '../../helpers/statement-fixtures';

jest.setTimeout(180_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const DIR = path.join(__dirname, '..', '..', 'fixtures', 'royalties', 'dsr');
const YOUTUBE = 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv';
const ADSUPPORT = 'DSR_PADPIDA2014999999Z_PADPIDA2014111801Y_AdSupport_2015-02_AU_';
const FOOT_123 =
  'The DSR footer (FOOT) gives NumberOfLinesInFile 123 but the file has 7 lines; the file is incomplete or inconsistent.';
const YOUTUBE_HELD = [
  'The DSR summary record 1 (SY02.01, RightsController PUB_2) gives AllocatedRevenue 0.0 USD but the usage lines naming it total 125.23 USD.',
  'The DSR summary record 1 (SY02.01, RightsController SOC_1) gives AllocatedRevenue 0.0 USD but the usage lines naming it total 31.84 USD.',
  'The DSR summary record 1 (SY02.01, RightsController PUB_3) gives AllocatedRevenue 63.41 USD but the usage lines naming it total 41.81 USD.',
].join(' ');

async function imported(admin: Awaited<ReturnType<typeof createUser>>, name: string) {
  const res = await upload(admin, readFileSync(path.join(DIR, name)), {}, name);
  expect(res.status).toBe(202);
  await runStatementImport(res.json.id);
  return (await call(statementRoute.GET, { as: admin, params: { id: res.json.id } })).json;
}

describe("DDEX's sample DSR files", () => {
  it.each([
    [`${ADSUPPORT}1of1_20140617T092522.tsv`, FOOT_123],
    [`${ADSUPPORT}1of1_20150723T092522.tsv`, FOOT_123],
    [`${ADSUPPORT}1of2_20150723T092522.tsv`, FOOT_123],
    [`${ADSUPPORT}2of2_20150723T092522.tsv`, FOOT_123],
    // The library's own parser test file: FHEA/FFOO are its names of the header and footer.
    ['test_file_parser.tsv', FOOT_123.replace('(FOOT)', '(FFOO)')],
    // Four SY02.01 records under SummaryRecordId 1, one per RightsController, each checked against the
    // LI01 allocations naming it, their figures quoted as the file writes them (PUB_2's 0.0, not 0.00).
    [YOUTUBE, YOUTUBE_HELD],
  ])('%s is held with the figures that disagree', async (name, message) => {
    const admin = await createUser('admin');
    const view = await imported(admin, name);
    expect(view.status).toBe('held');
    expect(view.discrepancy).toBe(message);
    expect(view.error).toBe(message);
    expect(await db.earningLine.count({ where: { importId: view.id } })).toBe(0);
  });
});

describe('a held statement', () => {
  it('is accepted by an admin with a reason: its usage lines imported, the discrepancy kept, an audit row', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const held = await imported(admin, YOUTUBE);
    const id = held.id as string;

    expect((await call(acceptRoute.POST, { as: artist, params: { id }, body: { reason: 'ok' } })).status).toBe(403);
    const bad = await call(acceptRoute.POST, { as: admin, params: { id }, body: { reason: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toBeDefined();
    expect((await call(acceptRoute.POST, { as: admin, params: { id: 'nope' }, body: { reason: 'sure' } })).status).toBe(
      404,
    );

    const reason = 'YouTube confirmed the LI01 amounts; its SY02 AllocatedRevenue cells are wrong';
    const res = await call(acceptRoute.POST, { as: admin, params: { id }, body: { reason } });
    expect(res.status).toBe(202);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: id, action: 'statement.accept' } });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.meta).toEqual({ reason, discrepancy: YOUTUBE_HELD });
    await runStatementImport(id);

    const view = (await call(statementRoute.GET, { as: admin, params: { id } })).json;
    expect(view.status).toBe('completed');
    expect(view.discrepancy).toBe(YOUTUBE_HELD);
    expect(view.accepted).toMatchObject({ reason, by: admin.id });
    // The usage records paid their licensors' AllocatedAmount: 125.23 + 30.32 + 20.98 + 10.86 + 11.49 USD
    // (block 2's allocation is 0.0: skipped as a zero amount), none of them in the catalogue: the review queue.
    expect(view.summary.totalUsdCents).toBe(19888);
    expect(view.summary.unmatchedUsdCents).toBe(19888);
    expect(view.unmatchedRows).toBe(5);
    const lines = await db.earningLine.findMany({ where: { importId: id }, orderBy: { rowNumber: 'asc' } });
    expect(lines.map((l) => [l.isrc, l.amount.toString()])).toEqual([
      ['USSM19803037', '125.23'],
      ['USRH10903879', '30.32'],
      ['USRH10903879', '20.98'],
      ['USRH10903879', '10.86'],
      ['USRH10903879', '11.49'],
    ]);

    // Accepted once: not held any more.
    const again = await call(acceptRoute.POST, { as: admin, params: { id }, body: { reason } });
    expect(again.status).toBe(409);
  });
});
