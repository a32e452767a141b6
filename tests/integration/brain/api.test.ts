// The assistant's API as an admin uses it: teach, search, feedback, chat with citations, pending
// review, tasks, code suggestions and the scan lock.
// Migrating an embedded database takes longer than Jest's 5 s default on a loaded machine.
jest.setTimeout(120_000);
import * as memories from '@/app/api/brain/memories/route';
import * as memory from '@/app/api/brain/memories/[id]/route';
import * as feedback from '@/app/api/brain/feedback/route';
import * as analytics from '@/app/api/brain/analytics/route';
import * as chat from '@/app/api/brain/chat/route';
import * as conversations from '@/app/api/brain/conversations/route';
import * as conversation from '@/app/api/brain/conversations/[id]/route';
import * as messages from '@/app/api/brain/conversations/[id]/messages/route';
import * as logs from '@/app/api/brain/agent/logs/route';
import * as history from '@/app/api/brain/ai-communication/history/route';
import * as pending from '@/app/api/brain/pending/route';
import * as pendingItem from '@/app/api/brain/pending/[id]/route';
import * as approve from '@/app/api/brain/pending/[id]/approve/route';
import * as reject from '@/app/api/brain/pending/[id]/reject/route';
import * as bulk from '@/app/api/brain/pending/bulk/route';
import * as promote from '@/app/api/brain/pending/promote/route';
import * as tasks from '@/app/api/brain/tasks/route';
import * as task from '@/app/api/brain/tasks/[id]/route';
import * as complete from '@/app/api/brain/tasks/[id]/complete/route';
import * as codeApprove from '@/app/api/brain/suggestions/code/[id]/approve/route';
import * as codePending from '@/app/api/brain/suggestions/code/pending/route';
import * as scan from '@/app/api/brain/scan/deep/route';
import * as protocols from '@/app/api/brain/suggest-protocols/route';
import * as lessons from '@/app/api/brain/lessons/from-logs/route';
import { db } from '@/lib/platform/db';
import { call, createUser } from '../../helpers/api';

let admin: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser('admin');
  other = await createUser('super_admin');
});

const teach = (body: Record<string, unknown>, as = admin) =>
  call(memories.POST, { url: '/api/brain/memories', body, as });

describe('memories', () => {
  it('refuses blank fields, importance outside 1-10 and unknown categories, storing nothing', async () => {
    const blank = await teach({ title: '  ', content: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toContain('Please provide both title and content');
    expect((await teach({ title: 'a', content: 'b', importance: 11 })).status).toBe(400);
    expect((await teach({ title: 'a', content: 'b', importance: 0 })).status).toBe(400);
    expect((await teach({ title: 'a', content: 'b', category: 'gossip' })).status).toBe(400);
    expect(await db.brainMemory.count()).toBe(0);
  });

  it('teaches, lists with defaults, finds by full text and by a typo, and scopes to the author', async () => {
    const res = await teach({
      title: 'Royalty statements close monthly',
      content: 'Statements from stores are imported on the 5th of each month.',
      category: 'workflow',
      importance: 8,
    });
    expect(res.status).toBe(201);
    expect(res.json.memory).toMatchObject({
      category: 'workflow',
      importance: 8,
      isGlobal: false,
      timesUsed: 0,
      successRate: null,
      validated: false,
    });
    await teach({
      title: 'Artwork must be square',
      content: 'Cover art is at least 3000 by 3000 pixels.',
      isGlobal: true,
    });

    const all = await call(memories.GET, { url: '/api/brain/memories', as: admin });
    expect(all.json.memories.map((m: { title: string }) => m.title).sort()).toEqual([
      'Artwork must be square',
      'Royalty statements close monthly',
    ]);

    const fts = await call(memories.GET, { url: '/api/brain/memories?search=imported%20statements', as: admin });
    expect(fts.json.memories[0].title).toBe('Royalty statements close monthly');
    const typo = await call(memories.GET, { url: '/api/brain/memories?search=Royalti%20statments', as: admin });
    expect(typo.json.memories.map((m: { title: string }) => m.title)).toContain('Royalty statements close monthly');
    const byCategory = await call(memories.GET, { url: '/api/brain/memories?category=rule', as: admin });
    expect(byCategory.json.memories.map((m: { title: string }) => m.title)).toEqual(['Artwork must be square']);

    // Another admin sees the global memory only.
    const theirs = await call(memories.GET, { url: '/api/brain/memories', as: other });
    expect(theirs.json.memories.map((m: { title: string }) => m.title)).toEqual(['Artwork must be square']);
  });

  it('feedback moves the success rate and validates; analytics sum it up', async () => {
    const m = await db.brainMemory.findFirstOrThrow({ where: { title: 'Artwork must be square' } });
    await call(feedback.POST, {
      url: '/api/brain/feedback',
      body: { memoryId: m.id, feedbackType: 'positive' },
      as: admin,
    });
    const res = await call(feedback.POST, {
      url: '/api/brain/feedback',
      body: { memoryId: m.id, feedbackType: 'negative' },
      as: admin,
    });
    expect(res.json.memory).toMatchObject({ successRate: 50, validated: true, positiveCount: 1, negativeCount: 1 });
    expect(
      (
        await call(feedback.POST, {
          url: '/api/brain/feedback',
          body: { memoryId: m.id, feedbackType: 'meh' },
          as: admin,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(feedback.POST, {
          url: '/api/brain/feedback',
          body: { memoryId: 'nope', feedbackType: 'positive' },
          as: admin,
        })
      ).status,
    ).toBe(404);

    const stats = await call(analytics.GET, { url: '/api/brain/analytics', as: admin });
    expect(stats.json).toMatchObject({ totalMemories: 2, avgImportance: 6.5, avgSuccessRate: 50 });
    expect(stats.json.byCategory).toMatchObject({ rule: 1, workflow: 1, lesson: 0 });
  });

  it('deletes only what the admin can see', async () => {
    const mine = await db.brainMemory.findFirstOrThrow({ where: { title: 'Royalty statements close monthly' } });
    expect((await call(memory.DELETE, { params: { id: mine.id }, as: other })).status).toBe(404);
    const tmp = await teach({ title: 'Temporary', content: 'to delete' });
    expect((await call(memory.DELETE, { params: { id: tmp.json.memory.id }, as: admin })).status).toBe(200);
    expect(await db.brainMemory.count({ where: { title: 'Temporary' } })).toBe(0);
  });
});

describe('chat', () => {
  it('refuses a blank message', async () => {
    const res = await call(chat.POST, { url: '/api/brain/chat', body: { message: '   ' }, as: admin });
    expect(res.status).toBe(400);
    expect(await db.brainMessage.count()).toBe(0);
  });

  it('answers from a memory, cites it, counts its use, keeps the conversation and logs the trace', async () => {
    const conversationId = '2b7d9c1e-0f5a-4b8e-9d3c-7a1e2f3b4c5d';
    const res = await call(chat.POST, {
      url: '/api/brain/chat',
      body: { message: 'When are royalty statements imported?', ns: 'admins', withCode: true, conversationId },
      as: admin,
    });
    expect(res.status).toBe(200);
    expect(res.json.conversationId).toBe(conversationId);
    expect(res.json.response).toContain('Royalty statements close monthly');
    expect(res.json.response).toContain('[M1]');
    expect(res.json.citations[0]).toMatchObject({ kind: 'memory', title: 'Royalty statements close monthly' });
    const m = await db.brainMemory.findFirstOrThrow({ where: { title: 'Royalty statements close monthly' } });
    expect(m.timesUsed).toBe(1);
    expect(m.lastUsed).not.toBeNull();

    const list = await call(conversations.GET, { url: '/api/brain/conversations', as: admin });
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: conversationId, messageCount: 2, title: 'When are royalty statements imported?' }),
    ]);
    const msgs = await call(messages.GET, { params: { id: conversationId }, as: admin });
    expect(msgs.json.messages.map((x: { role: string }) => x.role)).toEqual(['user', 'assistant']);
    // Another admin can neither read nor post into it.
    expect((await call(messages.GET, { params: { id: conversationId }, as: other })).status).toBe(404);
    expect(
      (await call(chat.POST, { url: '/api/brain/chat', body: { message: 'hi', conversationId }, as: other })).status,
    ).toBe(404);

    const timeline = await call(logs.GET, { url: '/api/brain/agent/logs?ns=admins&limit=100', as: admin });
    const events = timeline.json.logs
      .filter((l: { traceId: string }) => l.traceId === timeline.json.logs[0].traceId)
      .map((l: { event: string }) => l.event);
    expect(events.sort()).toEqual(['answer', 'retrieve']);
    expect(timeline.json.logs[0].meta).toMatchObject({ protocol: { name: 'memories', count: 1 } });
    const hist = await call(history.GET, { url: '/api/brain/ai-communication/history?limit=20', as: admin });
    expect(hist.json.history.length).toBe(2);
  });

  it('says plainly when nothing relevant is known', async () => {
    const res = await call(chat.POST, {
      url: '/api/brain/chat',
      body: { message: 'xylophone quokka zeppelin' },
      as: admin,
    });
    expect(res.json.response).toMatch(/^I don't know anything relevant/);
    expect(res.json.citations).toEqual([]);
  });

  it('deletes a conversation with its messages', async () => {
    const list = await call(conversations.GET, { url: '/api/brain/conversations', as: admin });
    for (const c of list.json.items)
      expect((await call(conversation.DELETE, { params: { id: c.id }, as: admin })).status).toBe(200);
    expect(await db.brainMessage.count()).toBe(0);
  });
});

describe('pending items and tasks', () => {
  const item = (
    data: Partial<{ type: 'idea' | 'lesson' | 'fix' | 'task'; title: string; target: 'memory' | 'task' | null }>,
  ) =>
    db.brainPendingItem.create({
      data: {
        type: data.type ?? 'idea',
        title: data.title ?? 'An idea',
        detail: 'Some detail',
        target: data.target ?? null,
      },
    });

  it('lists, filters, edits, approves to a task (409 the second time) and completes it', async () => {
    const idea = await item({ title: 'Email artists when a store rejects a release', target: 'task' });
    const lesson = await item({ type: 'lesson', title: 'Check ISRCs before delivery', target: 'memory' });
    const list = await call(pending.GET, { url: '/api/brain/pending?ns=admins&limit=50', as: admin });
    expect(list.json.items.length).toBe(2);
    expect(list.json.pendingLessons).toBe(1);
    const lessonsOnly = await call(pending.GET, { url: '/api/brain/pending?type=lesson', as: admin });
    expect(lessonsOnly.json.items.map((i: { id: string }) => i.id)).toEqual([lesson.id]);
    const searched = await call(pending.GET, { url: '/api/brain/pending?q=isrc', as: admin });
    expect(searched.json.items.map((i: { id: string }) => i.id)).toEqual([lesson.id]);

    const edited = await call(pendingItem.PATCH, {
      params: { id: idea.id },
      body: { ns: 'admins', title: 'Email artists on store rejections', tags: ['Email'] },
      as: admin,
    });
    expect(edited.json.item).toMatchObject({ title: 'Email artists on store rejections', tags: ['email'] });

    const ok = await call(approve.POST, { params: { id: idea.id }, body: { ns: 'admins', target: 'task' }, as: admin });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      target: 'task',
      promoted: { title: 'Email artists on store rejections', status: 'open' },
    });
    const again = await call(approve.POST, {
      params: { id: idea.id },
      body: { ns: 'admins', target: 'task' },
      as: admin,
    });
    expect(again.status).toBe(409);
    expect(await db.brainTask.count()).toBe(1);
    const reviewed = await db.brainPendingItem.findUniqueOrThrow({ where: { id: idea.id } });
    expect(reviewed).toMatchObject({ status: 'approved', reviewedById: admin.id });

    const open = await call(tasks.GET, { url: '/api/brain/tasks?ns=admins&status=open&limit=100', as: admin });
    expect(open.json.items.map((t: { title: string }) => t.title)).toEqual(['Email artists on store rejections']);
    const taskId = open.json.items[0].id;
    expect(
      (await call(task.PATCH, { params: { id: taskId }, body: { ns: 'admins', priority: 'urgent' }, as: admin })).json
        .task.priority,
    ).toBe('urgent');
    expect(
      (await call(complete.POST, { params: { id: taskId }, body: { ns: 'admins' }, as: admin })).json.task.status,
    ).toBe('done');
    expect((await call(complete.POST, { params: { id: taskId }, body: { ns: 'admins' }, as: admin })).status).toBe(409);
    expect((await call(tasks.GET, { url: '/api/brain/tasks', as: admin })).json.items).toEqual([]);

    const mem = await call(approve.POST, { params: { id: lesson.id }, body: { ns: 'admins' }, as: admin });
    expect(mem.json).toMatchObject({
      target: 'memory',
      promoted: { importance: 6, isGlobal: true, isProtocol: true, category: 'lesson', validated: true },
    });
  });

  it('needs a target, rejects with a reason, and reviews in bulk', async () => {
    const noTarget = await item({ title: 'No target here' });
    const res = await call(approve.POST, { params: { id: noTarget.id }, body: {}, as: admin });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('No Target');
    const rej = await call(reject.POST, { params: { id: noTarget.id }, body: { reason: 'Out of scope' }, as: admin });
    expect(rej.status).toBe(200);
    expect(await db.brainPendingItem.findUniqueOrThrow({ where: { id: noTarget.id } })).toMatchObject({
      status: 'rejected',
      rejectReason: 'Out of scope',
      reviewedById: admin.id,
    });

    const a = await item({ title: 'Bulk A', target: 'task' });
    const b = await item({ title: 'Bulk B', target: 'memory' });
    const out = await call(bulk.POST, { body: { ns: 'admins', ids: [a.id, b.id], action: 'approve' }, as: admin });
    expect(out.json).toMatchObject({ approved: 2, failed: [] });
    expect((await call(bulk.POST, { body: { ns: 'admins', ids: [], action: 'reject' }, as: admin })).status).toBe(400);
  });

  it('promotes a suggestion straight to a memory, titled from its detail when it has no title', async () => {
    const detail = 'x'.repeat(150);
    const res = await call(promote.POST, {
      body: { ns: 'admins', category: 'suggestion', target: 'memory', detail, payload: { key: 'k1' } },
      as: admin,
    });
    expect(res.status).toBe(201);
    expect(res.json.promoted.title).toBe('x'.repeat(100));
  });

  it('suggest-protocols returns the memories relevant to a task', async () => {
    const res = await call(protocols.POST, {
      body: { task: 'Check ISRC codes before a delivery', agentName: 'qa' },
      as: admin,
    });
    expect(res.json.suggestedProtocols.map((p: { title: string }) => p.title)).toContain('Check ISRCs before delivery');
    expect((await call(protocols.POST, { body: { task: '' }, as: admin })).status).toBe(400);
  });

  it('mines repeated questions from the logs into pending lessons, once', async () => {
    for (let i = 0; i < 2; i++)
      await call(chat.POST, { url: '/api/brain/chat', body: { message: 'How do payouts to labels work?' }, as: admin });
    const first = await call(lessons.POST, { body: {}, as: admin });
    expect(first.json.added).toBeGreaterThanOrEqual(1);
    const titles = (await db.brainPendingItem.findMany({ where: { type: 'lesson', status: 'pending' } })).map(
      (p) => p.title,
    );
    expect(titles).toContain('Recurring question: How do payouts to labels work?');
    expect((await call(lessons.POST, { body: {}, as: admin })).json.added).toBe(0);
  });
});

describe('code suggestions and the scan lock (super admins only)', () => {
  it('a plain admin gets no code-scan tooling: code changes, scans and code search are refused or left out', async () => {
    await db.brainCodeSuggestion.create({
      data: {
        title: 'Remove unused export y',
        content: 'unused',
        priority: 'low',
        filePath: 'lib/b.ts',
        reasoning: 'unused export',
        implementationSteps: [],
        oldCode: 'export const y = 1;',
        newCode: 'const y = 1;',
        fingerprint: 'test:y',
      },
    });
    expect((await call(codePending.GET, { url: '/api/brain/suggestions/code/pending', as: admin })).status).toBe(403);
    expect((await call(scan.GET, { url: '/api/brain/scan/deep', as: admin })).status).toBe(403);
    expect((await call(scan.POST, { body: { ns: 'admins', replace: true }, as: admin })).status).toBe(403);
    const question = 'How many pending code changes and unused exports are there?';
    const asked = await call(chat.POST, {
      url: '/api/brain/chat',
      body: { message: question, withCode: true },
      as: admin,
    });
    expect(asked.status).toBe(200);
    expect(asked.json.citations.filter((c: { kind: string }) => c.kind === 'code')).toEqual([]);
    // The fallback repeats the question it could not answer; nothing else may speak of code tooling.
    expect(asked.json.response.replace(question, '')).not.toMatch(/code change|unused export|Deep scan/i);
    const su = await call(chat.POST, {
      url: '/api/brain/chat',
      body: { message: 'How many pending code changes are there?', withCode: false },
      as: other,
    });
    expect(su.json.response).toContain('1 pending code change from the deep scan.');
    await db.brainCodeSuggestion.deleteMany({ where: { fingerprint: 'test:y' } });
  });

  it('approving a code change makes a task with the patch; a second approval is 409', async () => {
    const s = await db.brainCodeSuggestion.create({
      data: {
        title: 'Stop exporting x',
        content: 'unused',
        priority: 'high',
        filePath: 'lib/a.ts',
        reasoning: 'unused export',
        implementationSteps: ['remove export'],
        oldCode: 'export const x = 1;',
        newCode: 'const x = 1;',
        fingerprint: 'test:x',
      },
    });
    const list = await call(codePending.GET, { url: '/api/brain/suggestions/code/pending', as: other });
    expect(list.json.items[0].codeChangeDetails).toMatchObject({
      filePath: 'lib/a.ts',
      priority: 'high',
      oldCode: 'export const x = 1;',
    });
    const ok = await call(codeApprove.POST, { params: { id: s.id }, body: {}, as: other });
    expect(ok.json.task.patch).toEqual({
      filePath: 'lib/a.ts',
      oldCode: 'export const x = 1;',
      newCode: 'const x = 1;',
      steps: ['remove export'],
    });
    expect((await call(codeApprove.POST, { params: { id: s.id }, body: {}, as: other })).status).toBe(409);
  });

  it('refuses a second scan while one is queued or running', async () => {
    await db.brainScan.create({ data: { runningLock: 'deep', status: 'running' } });
    const res = await call(scan.POST, { body: { ns: 'admins', replace: true }, as: other });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('A deep scan is already running');
    expect(await db.brainScan.count()).toBe(1);
  });
});
