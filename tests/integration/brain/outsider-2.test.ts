// Second outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind, asked
// offline on the demo data plus the first outsider set's added records (tickets, orders, a booking, an
// incident). Each checker computes the right figure, name or count from the database at test time.
// Odd ids are the `tune` half, even ids the `heldout` half; prints both scores, the score by domain and every
// miss, and fails when the heldout half falls below its floor (HELDOUT_FLOOR; the goal is 90 %).
jest.setTimeout(1_800_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { addOutsiderFixtures } from './outsider/fixtures';
import { scoreSplitSet } from './outsider/split-set';
import { questions2 } from './outsider-2/questions';

startsFromDemoData();

let admin: Awaited<ReturnType<typeof db.user.findFirstOrThrow>>;

beforeAll(async () => {
  delete process.env.LLM_BASE_URL; // offline
  await addOutsiderFixtures();
  admin = await db.user.findFirstOrThrow({ where: { email: 'admin@demo.test' } });
}, 600_000);

// Issue #39's goal is 90 % on the held-out half. The test guards the score reached so far minus 1 (92 % on the
// server PostgreSQL and on embedded PGlite; a regression fails it) and prints how far the goal is whenever it is
// not met; raise HELDOUT_FLOOR with every gain.
const GOAL = 90;
const HELDOUT_FLOOR = 91;

it('keeps the held-out score of the second outsider set at or above its floor, and prints the distance to 90 %', async () => {
  expect(questions2).toHaveLength(100);
  const heldout = await scoreSplitSet('second outsider set', questions2, admin);
  if (heldout < GOAL) console.log(`GOAL NOT MET: held-out ${heldout} % < ${GOAL} % (floor ${HELDOUT_FLOOR} %)`);
  expect(heldout).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
});
