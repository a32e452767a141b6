// Fourth outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind by an
// outsider, in the voices of four people who run the platform (a label finance manager, a distribution/catalog
// coordinator, a support and community lead, an operations/rights person; 25 each, interleaved), typed as
// people type (abbreviations, typos, lower case, compound questions, comparisons, time ranges, a few things
// the data cannot answer). Asked offline on the demo data plus the first outsider set's added records; each
// checker computes the right figure, name or count from the database at test time. Odd ids are the `tune`
// half, even ids the `heldout` half; prints both scores and the score by voice, and fails when the held-out
// half falls below its floor (the last argument below; the goal is 90 %).
jest.setTimeout(1_800_000);
import { testsSplitSet } from './outsider/split-set';
import { questions4 } from './outsider-4/questions';

// The goal is 90 % on the held-out half. Blind runs: 74 % on main before the second tuning round (6ce268a9),
// 78 % after it (the round never saw this set), both before any tuning on this set; the floor is the latter
// minus 3. After the third tuning round (tuned on this set's tune half only, 62 % -> 98 % tune): 78 % held-out on
// the server and on PGlite, the floor that minus 1. After the breadth round (an intent for every page figure, tuned
// on no outsider set): 82 % on both, the floor that minus 1. Raise the floor (the last argument below) with every gain.
testsSplitSet('fourth outsider set', questions4, 81);
