// Fourth outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind by an
// outsider, in the voices of four people who run the platform (a label finance manager, a distribution/catalog
// coordinator, a support and community lead, an operations/rights person; 25 each, interleaved), typed as
// people type (abbreviations, typos, lower case, compound questions, comparisons, time ranges, a few things
// the data cannot answer). Asked offline on the demo data plus the first outsider set's added records; each
// checker computes the right figure, name or count from the database at test time. Odd ids are the `tune`
// half, even ids the `heldout` half; prints both scores and the score by voice, and fails when the held-out
// half falls below its floor (HELDOUT_FLOOR; the goal is 90 %).
jest.setTimeout(1_800_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { addOutsiderFixtures } from './outsider/fixtures';
import { scoreSplitSet } from './outsider/split-set';
import { questions4 } from './outsider-4/questions';

startsFromDemoData();

let admin: Awaited<ReturnType<typeof db.user.findFirstOrThrow>>;

beforeAll(async () => {
  delete process.env.LLM_BASE_URL; // offline
  await addOutsiderFixtures();
  admin = await db.user.findFirstOrThrow({ where: { email: 'admin@demo.test' } });
}, 600_000);

// The goal is 90 % on the held-out half. Blind runs: 74 % on main before the second tuning round (6ce268a9),
// 78 % after it (the round never saw this set), both before any tuning on this set; the floor is the latter
// minus 3. After the third tuning round (tuned on this set's tune half only, 62 % -> 98 % tune): 78 % held-out on
// the server and on PGlite, the floor that minus 1. After the breadth round (an intent for every page figure, tuned
// on no outsider set): 82 % on both, the floor that minus 1. Raise HELDOUT_FLOOR with every gain.
const GOAL = 90;
const HELDOUT_FLOOR = 81;

it('keeps the held-out score of the fourth outsider set at or above its floor, and prints the distance to 90 %', async () => {
  expect(questions4).toHaveLength(100);
  const heldout = await scoreSplitSet('fourth outsider set', questions4, admin);
  if (heldout < GOAL) console.log(`GOAL NOT MET: held-out ${heldout} % < ${GOAL} % (floor ${HELDOUT_FLOOR} %)`);
  expect(heldout).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
});
