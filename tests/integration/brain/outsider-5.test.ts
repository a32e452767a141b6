// Fifth outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind by an
// outsider from the admin PAGES (command center, review queue, deliveries, statements and unmatched rows,
// payouts, splits, rights, certificates, tickets and SLA, school, services and studio, health, users, stores)
// in five voices (a label head, an A&R/catalog manager, a royalty accountant, a support/school coordinator, a
// platform operator; 20 each, interleaved), typed as people type (abbreviations, typos, lower case, compound
// questions, comparisons, time ranges, names slightly wrong, a few things the data cannot answer). Asked
// offline on the demo data plus the first outsider set's added records; each checker computes the right
// figure, name or count from the database at test time. Odd ids are the `tune` half, even ids the `heldout`
// half; prints both scores and the score by voice, and fails when the held-out half falls below its floor
// (HELDOUT_FLOOR; the goal is 90 %). The file's UPLOAD_DIR is its own (tests/helpers/integration-setup.ts).
jest.setTimeout(1_800_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { addOutsiderFixtures } from './outsider/fixtures';
import { scoreSplitSet } from './outsider/split-set';
import { questions5 } from './outsider-5/questions';

startsFromDemoData();

let admin: Awaited<ReturnType<typeof db.user.findFirstOrThrow>>;

beforeAll(async () => {
  delete process.env.LLM_BASE_URL; // offline
  await addOutsiderFixtures();
  admin = await db.user.findFirstOrThrow({ where: { email: 'admin@demo.test' } });
}, 600_000);

// The goal is 90 % on the held-out half. The one blind run (main at 8f7c4d9a, before any tuning on this set):
// 74 % tune, 76 % held-out; after two checker fixes (earnings counted either way the platform counts them, a check
// with an open incident failing) the same answers score 84 % tune, 80 % held-out. The floor is that held-out score
// minus 3. Raise it with every gain.
const GOAL = 90;
const HELDOUT_FLOOR = 77;

it('keeps the held-out score of the fifth outsider set at or above its floor, and prints the distance to 90 %', async () => {
  expect(questions5).toHaveLength(100);
  expect(questions5.map((q) => q.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  const heldout = await scoreSplitSet('fifth outsider set', questions5, admin);
  if (heldout < GOAL) console.log(`GOAL NOT MET: held-out ${heldout} % < ${GOAL} % (floor ${HELDOUT_FLOOR} %)`);
  expect(heldout).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
});
