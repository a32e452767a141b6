// Second outsider measure of the admin assistant (POST /api/brain/chat): 100 questions written blind, asked
// offline on the demo data plus the first outsider set's added records (tickets, orders, a booking, an
// incident). Each checker computes the right figure, name or count from the database at test time.
// Odd ids are the `tune` half, even ids the `heldout` half; prints both scores, the score by domain and every
// miss, and fails when the heldout half falls below its floor (HELDOUT_FLOOR; the goal is 90 %).
jest.setTimeout(1_800_000);
import * as chat from '@/app/api/brain/chat/route';
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { call } from '../../helpers/api';
import { addOutsiderFixtures } from './outsider/fixtures';
import { questions2 } from './outsider-2/questions';

startsFromDemoData();

type Admin = NonNullable<Awaited<ReturnType<typeof db.user.findFirst>>>;
let admin: Admin;

beforeAll(async () => {
  delete process.env.LLM_BASE_URL; // offline
  await addOutsiderFixtures();
  admin = await db.user.findFirstOrThrow({ where: { email: 'admin@demo.test' } });
}, 600_000);

const pct = (r: number, n: number) => Math.round((r * 1000) / n) / 10;
// Issue #39's goal is 90 % on the held-out half. Until it is met, the test guards the score reached so far
// (a regression fails it) and prints how far the goal still is; raise HELDOUT_FLOOR with every gain.
const GOAL = 90;
const HELDOUT_FLOOR = 91;

it('keeps the held-out score of the second outsider set at or above its floor, and prints the distance to 90 %', async () => {
  expect(questions2).toHaveLength(100);
  const misses: string[] = [];
  const perDomain = new Map<string, [number, number]>();
  const perHalf = { tune: [0, 0], heldout: [0, 0] };
  for (const item of questions2) {
    const res = await call(chat.POST, { url: '/api/brain/chat', body: { message: item.q, withCode: true }, as: admin });
    const text: string = res.status === 200 ? String(res.json.response ?? res.json.answer ?? '') : `HTTP ${res.status}`;
    // A checker that cannot compute its expectation counts as a miss, never as a pass.
    const needs = await item
      .expect()
      .catch((err: Error) => [{ label: `checker error: ${err.message}`, ok: () => false }]);
    // The question echoed back ("I don't know anything relevant to \"...\"") is no answer: checked without it.
    const said = text.split(new RegExp(item.q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')).join(' ');
    const missing = needs.filter((n) => !n.ok(said));
    const ok = missing.length ? 0 : 1;
    // Hidden mode counts the tune half only by domain: a per-domain count over both halves would tell the
    // tuner where the held-out misses are.
    const hide = item.half === 'heldout' && process.env.OUTSIDER_HIDE_HELDOUT;
    const d = perDomain.get(item.domain) ?? [0, 0];
    if (!hide) perDomain.set(item.domain, [d[0] + ok, d[1] + 1]);
    perHalf[item.half][0] += ok;
    perHalf[item.half][1] += 1;
    if (ok && process.env.OUTSIDER_VERBOSE) console.log(`✓ #${item.id} ${item.q}\n    got: ${text.slice(0, 300)}`);
    // OUTSIDER_HIDE_HELDOUT=1 (for whoever tunes the assistant): the held-out half's misses are counted, not shown.
    if (!ok && !hide)
      misses.push(
        `✗ #${item.id} ${item.half} [${item.domain}] ${item.q}\n    expected: ${missing.map((m) => m.label).join(' | ')}\n    got: ${text.slice(0, 500).replace(/\n/g, ' ⏎ ')}`,
      );
  }
  const [t, h] = [perHalf.tune, perHalf.heldout];
  const domains = [...perDomain].map(([d, [r, n]]) => `${d} ${r}/${n}`).join(', ');
  console.log(
    `Assistant, second outsider set: all ${t[0] + h[0]}/100, tune ${t[0]}/${t[1]} = ${pct(t[0], t[1])} %, ` +
      `heldout ${h[0]}/${h[1]} = ${pct(h[0], h[1])} %\n${domains}\n${misses.join('\n')}`,
  );
  const heldout = pct(h[0], h[1]);
  if (heldout < GOAL) console.log(`GOAL NOT MET: held-out ${heldout} % < ${GOAL} % (floor ${HELDOUT_FLOOR} %)`);
  expect(heldout).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
});
