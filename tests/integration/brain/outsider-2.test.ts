// Second outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind, asked
// offline on the demo data plus the first outsider set's added records (tickets, orders, a booking, an
// incident). Each checker computes the right figure, name or count from the database at test time.
// Odd ids are the `tune` half, even ids the `heldout` half; prints both scores, the score by domain and every
// miss, and fails when the heldout half falls below its floor (the last argument below; the goal is 90 %).
jest.setTimeout(1_800_000);
import { testsSplitSet } from './outsider/split-set';
import { questions2 } from './outsider-2/questions';

// Issue #39's goal is 90 % on the held-out half. The test guards the score reached so far minus 1 (92 % on the
// server PostgreSQL and on embedded PGlite; a regression fails it) and prints how far the goal is whenever it is
// not met; raise the floor with every gain.
testsSplitSet('second outsider set', questions2, 91);
