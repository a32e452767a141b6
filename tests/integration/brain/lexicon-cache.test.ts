// The memories' word list is cached per process (lib/brain/lexicon.ts) and typos are resolved through
// it: a memory taught after the list was read must be found by a typo at once, a deleted one must stop
// being found, and a chat turn counting memories as used must not throw the list away.
jest.setTimeout(120_000);
import * as memories from '@/app/api/brain/memories/route';
import * as memory from '@/app/api/brain/memories/[id]/route';
import * as feedback from '@/app/api/brain/feedback/route';
import * as chat from '@/app/api/brain/chat/route';
import { stampOf } from '@/lib/platform/cache/tables';
import { call, createUser } from '../../helpers/api';

let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser('admin');
});

const teach = (body: Record<string, unknown>) => call(memories.POST, { url: '/api/brain/memories', body, as: admin });
const search = async (q: string) =>
  (
    await call(memories.GET, { url: `/api/brain/memories?search=${encodeURIComponent(q)}`, as: admin })
  ).json.memories.map((m: { title: string }) => m.title);

describe('the cached word list behind typo search', () => {
  it('finds by a typo a memory taught after the list was read, and stops finding a deleted one', async () => {
    await teach({ title: 'Royalty statements close monthly', content: 'Imported on the 5th.', isGlobal: true });
    // Reads the list (a typo needs it) while the next memory does not exist yet.
    expect(await search('Royalti statments')).toContain('Royalty statements close monthly');
    expect(await search('Mechanicle licenses')).toEqual([]);

    const taught = await teach({
      title: 'Mechanical licences renew yearly',
      content: 'Ask the publisher for the renewal.',
      isGlobal: true,
    });
    expect(taught.status).toBe(201);
    // Neither word of the question is in the memory as written: only the typo pass (through the list) finds it.
    expect(await search('Mechanicle licenses')).toEqual(['Mechanical licences renew yearly']);

    const del = await call(memory.DELETE, {
      url: `/api/brain/memories/${taught.json.memory.id}`,
      params: { id: taught.json.memory.id },
      as: admin,
    });
    expect(del.status).toBe(200);
    expect(await search('Mechanicle licenses')).toEqual([]);
  });

  it('is not thrown away when a chat turn counts memories as used or an admin gives feedback', async () => {
    const taught = await teach({ title: 'Cover artwork must be square', content: '3000 by 3000.', isGlobal: true });
    expect(await search('Covr artwrk')).toContain('Cover artwork must be square');
    const before = stampOf(['BrainMemoryText']);
    const turn = await call(chat.POST, {
      url: '/api/brain/chat',
      body: { message: 'Must cover artwork be square?' },
      as: admin,
    });
    expect(turn.status).toBe(200);
    expect(turn.json.citations.map((c: { id: string }) => c.id)).toContain(taught.json.memory.id);
    const fb = await call(feedback.POST, {
      url: '/api/brain/feedback',
      body: { memoryId: taught.json.memory.id, feedbackType: 'positive' },
      as: admin,
    });
    expect(fb.status).toBeLessThan(300);
    expect(stampOf(['BrainMemoryText'])).toBe(before);
  });
});
