// Outsider measure of the admin assistant (POST /api/brain/chat): 60 questions its builders never saw,
// asked offline on the demo data plus a few added records (tickets, orders, a booking, an incident). Each
// checker computes the right figure, name or count from the database at test time. Prints the score by
// domain and every miss; fails below 90 % (issue #39's goal). History: 40/60 on its first, blind run (2026-11-29);
// the builders were then told the seven classes of misses (not the questions) and fixed them as rules, after
// which it scored 58/60. It is no longer blind: a new outsider set is the next honest measure.
jest.setTimeout(900_000);
import * as chat from '@/app/api/brain/chat/route';
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { call } from '../../helpers/api';
import { questions } from './outsider/questions';
import { addOutsiderFixtures } from './outsider/fixtures';

startsFromDemoData();

type Admin = NonNullable<Awaited<ReturnType<typeof db.user.findFirst>>>;
let admin: Admin;

beforeAll(async () => {
  delete process.env.LLM_BASE_URL; // offline
  await addOutsiderFixtures();
  admin = await db.user.findFirstOrThrow({ where: { email: 'admin@demo.test' } });
}, 600_000);

it('answers at least 90 % of the questions an outsider wrote', async () => {
  expect(questions).toHaveLength(60);
  const misses: string[] = [];
  const perDomain = new Map<string, [number, number]>();
  for (const item of questions) {
    const res = await call(chat.POST, { url: '/api/brain/chat', body: { message: item.q, withCode: true }, as: admin });
    const text: string = res.status === 200 ? String(res.json.response ?? res.json.answer ?? '') : `HTTP ${res.status}`;
    // A checker that cannot compute its expectation counts as a miss, never as a pass.
    const needs = await item
      .expect()
      .catch((err: Error) => [{ label: `checker error: ${err.message}`, ok: () => false }]);
    const missing = needs.filter((n) => !n.ok(text));
    const d = perDomain.get(item.domain) ?? [0, 0];
    perDomain.set(item.domain, [d[0] + (missing.length ? 0 : 1), d[1] + 1]);
    if (missing.length)
      misses.push(
        `✗ [${item.domain}] ${item.q}\n    expected: ${missing.map((m) => m.label).join(' | ')}\n    got: ${text.slice(0, 500).replace(/\n/g, ' ⏎ ')}`,
      );
  }
  const right = questions.length - misses.length;
  const pct = Math.round((right * 1000) / questions.length) / 10;
  const domains = [...perDomain].map(([d, [r, n]]) => `${d} ${r}/${n}`).join(', ');
  console.log(
    `Assistant, outsider questions: ${right}/${questions.length} = ${pct} %\n${domains}\n${misses.join('\n')}`,
  );
  expect(pct).toBeGreaterThanOrEqual(90);
});
