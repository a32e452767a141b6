// The LLM path of chat against a local OpenAI-compatible server speaking the real streaming wire
// format: the memories go to the model as context, the reply streams back, is stored, and counts
// the memories it cites; when the model fails the offline answer is given and the failure logged.
jest.setTimeout(120_000);
import * as chat from '@/app/api/brain/chat/route';
import { db } from '@/lib/platform/db';
import { call, createUser } from '../../helpers/api';
import { sseChunk, startFakeLlm } from '../../helpers/fake-llm';

let closeLlm: () => Promise<void>;
let mode: 'ok' | 'fail' = 'ok';
const prompts: string[] = [];

const chunk = (content: string, finish: string | null = null) =>
  sseChunk(content ? { role: 'assistant', content } : {}, finish);

beforeAll(async () => {
  closeLlm = await startFakeLlm((body, res) => {
    prompts.push(body);
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model crashed' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const part of ['Pay labels only after ', 'the split sheet is signed ', '[M1].']) res.write(chunk(part));
    res.write(chunk('', 'stop'));
    res.end('data: [DONE]\n\n');
  });
});

afterAll(() => closeLlm());

it('streams a grounded reply, stores it and counts the cited memory', async () => {
  const admin = await createUser('admin');
  const memory = await db.brainMemory.create({
    data: {
      title: 'Label payouts need a signed split sheet',
      content: 'Never pay a label before its split sheet is signed.',
      createdById: admin.id,
    },
  });
  const res = await call(chat.POST, {
    url: '/api/brain/chat',
    body: { message: 'Can we pay a label before the split sheet?', stream: true },
    as: admin,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  expect(res.text).toBe('Pay labels only after the split sheet is signed [M1].');
  const citations = JSON.parse(decodeURIComponent(res.headers.get('x-citations')!));
  expect(citations[0]).toMatchObject({ ref: 'M1', kind: 'memory', id: memory.id });
  expect(prompts.at(-1)).toContain('Never pay a label before its split sheet is signed.');

  const conversationId = res.headers.get('x-conversation-id')!;
  const stored = await db.brainMessage.findMany({ where: { conversationId }, orderBy: { createdAt: 'asc' } });
  expect(stored.map((m) => [m.role, m.content])).toEqual([
    ['user', 'Can we pay a label before the split sheet?'],
    ['assistant', 'Pay labels only after the split sheet is signed [M1].'],
  ]);
  expect((await db.brainMemory.findUniqueOrThrow({ where: { id: memory.id } })).timesUsed).toBe(1);
  expect(await db.brainAgentLog.count({ where: { agentId: 'llm-responder', event: 'answer' } })).toBe(1);
});

it('falls back to the offline answer when the model fails, and logs the failure', async () => {
  mode = 'fail';
  const admin = await createUser('admin');
  await db.brainMemory.create({
    data: {
      title: 'Artwork must be square',
      content: 'Cover art is at least 3000 by 3000 pixels.',
      createdById: admin.id,
    },
  });
  const res = await call(chat.POST, {
    url: '/api/brain/chat',
    body: { message: 'What size must cover artwork be?' },
    as: admin,
  });
  expect(res.status).toBe(200);
  expect(res.json.mode).toBe('offline');
  expect(res.json.response).toContain('[M1] Artwork must be square');
  expect(await db.brainAgentLog.count({ where: { event: 'llm-failed', ok: false } })).toBe(1);
});
