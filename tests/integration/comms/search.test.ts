// Full-text search over help articles and tickets: stored tsvector columns kept by triggers, GIN-indexed,
// used by the article suggestions while a ticket subject is typed and by the staff queue search. Runs on
// the embedded database too (no TEST_DATABASE_URL).
import { db } from '@/lib/platform/db';
import * as faq from '@/app/api/communications/faq/route';
import * as faqArticle from '@/app/api/communications/faq/[id]/route';
import * as suggest from '@/app/api/communications/faq/suggest/route';
import * as tickets from '@/app/api/support/tickets/route';
import * as messages from '@/app/api/support/tickets/[id]/messages/route';
import * as merge from '@/app/api/support/tickets/[id]/merge/route';
import * as queue from '@/app/api/support/queue/route';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(60_000);

const titles = (r: { json: { items: { title: string }[] } }) => r.json.items.map((i) => i.title);
const ids = (r: { json: { items: { id: string }[] } }) => r.json.items.map((i) => i.id);

describe('help article search', () => {
  it('suggests articles while a subject is typed (last word as a prefix), title first, published only', async () => {
    const admin = await createUser('admin');
    const add = (title: string, body: string, published = true) =>
      call(faq.POST, { as: admin, body: { brand: 'distro80', category: 'Money', title, body, published } });
    const payouts = await add('When are payouts sent?', 'Every month, once your balance reaches the minimum.');
    await add('Reading a statement', 'Each store line shows the payout period and the amount.');
    await add('Payout holds (draft)', 'Internal draft about payouts.', false);
    await add('Changing your artwork', 'Upload a new cover before delivery.');
    expect(payouts.status).toBe(201);

    const headers = { 'x-brand': 'distro80' };
    const typing = await call(suggest.GET, {
      url: '/api/communications/faq/suggest?q=Where%20is%20my%20payo',
      headers,
    });
    expect(typing.status).toBe(200);
    // "payo" is still being typed: it matches "payouts"/"payout" as a prefix; the title match ranks first.
    expect(titles(typing)).toEqual(['When are payouts sent?', 'Reading a statement']);
    const other = await call(suggest.GET, { url: '/api/communications/faq/suggest?q=cover%20art', headers });
    expect(titles(other)).toEqual(['Changing your artwork']);
    // Another brand's articles are not suggested.
    const elsewhere = await call(suggest.GET, {
      url: '/api/communications/faq/suggest?q=payouts',
      headers: { 'x-brand': 'sgr' },
    });
    expect(elsewhere.json.items).toEqual([]);

    // An edit is searchable at once (the trigger recomputes the vector).
    const edited = await call(faqArticle.PUT, {
      as: admin,
      params: { id: payouts.json.id },
      body: {
        brand: 'distro80',
        category: 'Money',
        title: 'Withdrawal schedule',
        body: 'Every month, once your balance reaches the minimum.',
        published: true,
      },
    });
    expect(edited.status).toBe(200);
    const search = await call(faq.GET, { url: '/api/communications/faq?q=withdrawal', headers });
    expect(titles(search)).toEqual(['Withdrawal schedule']);
    // Any search syntax a person types is fine (no 500).
    const odd = await call(faq.GET, {
      url: `/api/communications/faq?q=${encodeURIComponent('"payout -( or :*')}`,
      headers,
    });
    expect(odd.status).toBe(200);
    const oddSuggest = await call(suggest.GET, {
      url: `/api/communications/faq/suggest?q=${encodeURIComponent('&|!:* ()')}`,
      headers,
    });
    expect(oddSuggest.status).toBe(200);
    expect(oddSuggest.json.items).toEqual([]);
  });
});

describe('ticket search', () => {
  it('finds a ticket by its subject or any message (also one merged in), and the GIN index serves it', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const a = await call(tickets.POST, {
      as: artist,
      body: { category: 'delivery', subject: 'Tidal refused my single', body: 'It says the artwork is blurry.' },
    });
    const b = await call(tickets.POST, {
      as: artist,
      body: { category: 'delivery', subject: 'Follow-up', body: 'Deezer shows the wrong songwriter too.' },
    });
    await call(messages.POST, {
      as: admin,
      params: { id: a.json.id },
      body: { body: '<p>We re-sent it with a sharper cover.</p>' },
    });

    const q = (text: string) => call(queue.GET, { as: admin, url: `/api/support/queue?q=${encodeURIComponent(text)}` });
    expect(ids(await q('tidal'))).toEqual([a.json.id]);
    expect(ids(await q('sharper'))).toEqual([a.json.id]); // a staff reply added after opening
    expect(ids(await q('songwriter'))).toEqual([b.json.id]);
    expect(ids(await q('p'))).toEqual([]); // HTML tags are not words

    await call(merge.POST, { as: admin, params: { id: b.json.id }, body: { intoId: a.json.id } });
    const merged = ids(await q('songwriter'));
    expect(merged).toContain(a.json.id); // the moved message now belongs to the kept ticket's vector

    // The stored vector and its GIN index (the planner is told to avoid a scan to show the index applies).
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT id FROM "SupportTicket" WHERE "searchVector" @@ websearch_to_tsquery('english', 'tidal')`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('SupportTicket_searchVector_idx');
  });
});
