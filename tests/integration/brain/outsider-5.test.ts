// Fifth outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind by an
// outsider from the admin PAGES (command center, review queue, deliveries, statements and unmatched rows,
// payouts, splits, rights, certificates, tickets and SLA, school, services and studio, health, users, stores)
// in five voices (a label head, an A&R/catalog manager, a royalty accountant, a support/school coordinator, a
// platform operator; 20 each, interleaved), typed as people type (abbreviations, typos, lower case, compound
// questions, comparisons, time ranges, names slightly wrong, a few things the data cannot answer). Asked
// offline on the demo data plus the first outsider set's added records; each checker computes the right
// figure, name or count from the database at test time. Odd ids are the `tune` half, even ids the `heldout`
// half; prints both scores and the score by voice, and fails when the held-out half falls below its floor
// (the last argument below; the goal is 90 %). The file's UPLOAD_DIR is its own (tests/helpers/integration-setup.ts).
jest.setTimeout(1_800_000);
import { testsSplitSet } from './outsider/split-set';
import { questions5 } from './outsider-5/questions';

// The goal is 90 % on the held-out half. The one blind run (main at 8f7c4d9a, before any tuning on this set):
// 74 % tune, 76 % held-out; after two checker fixes (earnings counted either way the platform counts them, a check
// with an open incident failing) the same answers score 84 % tune, 80 % held-out. The floor is that held-out score
// minus 3. Raise it with every gain.
testsSplitSet('fifth outsider set', questions5, 77);
