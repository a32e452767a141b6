// Third outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind by an
// outsider to the assistant, across every area of the command center (earnings, catalog, distribution,
// payouts, support, school, services, rights, ops), asked offline on the demo data plus the first outsider
// set's added records. Each checker computes the right figure, name or count from the database at test time.
// Odd ids are the `tune` half, even ids the `heldout` half; prints both scores, the score by domain and every
// miss, and fails when the heldout half falls below its floor (the last argument below; the goal is 90 %).
jest.setTimeout(1_800_000);
import { testsSplitSet } from './outsider/split-set';
import { questions3 } from './outsider-3/questions';

// The goal is 90 % on the held-out half. The test guards the score reached so far minus 1 for noise (92 % on
// both the server PostgreSQL and embedded PGlite after the second blind tuning round; a regression fails it)
// and prints how far the goal is whenever it is not met; raise the floor with every gain.
testsSplitSet('third outsider set', questions3, 91);
