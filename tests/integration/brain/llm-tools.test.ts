// The LLM path with tool calling, against a real local OpenAI-compatible HTTP server: the model first asks
// for the release_earnings tool, the SDK runs it (the same intent answer, read as the asking admin), the
// tool's result goes back to the model, and the model's final answer repeats the figure it was given.
jest.setTimeout(120_000);
import * as chat from '@/app/api/brain/chat/route';
import { toSessionUser } from '@/lib/platform/auth/session';
import { liveDataTools } from '@/lib/brain/tools';
import { call, createUser } from '../../helpers/api';
import { seedBrainData } from '../../helpers/brain-seed';
import { sseChunk as sse, startFakeLlm } from '../../helpers/fake-llm';

let closeLlm: () => Promise<void>;
const requests: { messages: { role: string; content?: string | null }[]; tools?: { function: { name: string } }[] }[] =
  [];
let seeded: Awaited<ReturnType<typeof seedBrainData>>;

beforeAll(async () => {
  seeded = await seedBrainData();
  closeLlm = await startFakeLlm((body, res) => {
    const parsed = JSON.parse(body);
    requests.push(parsed);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const toolResult = parsed.messages.find((m: { role: string }) => m.role === 'tool');
    if (!toolResult) {
      // Step 1: the model asks for a figure instead of inventing one.
      res.write(
        sse({
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              index: 0,
              id: 'call_1',
              type: 'function',
              function: { name: 'release_earnings', arguments: JSON.stringify({ name: 'golden hour' }) },
            },
          ],
        }),
      );
      res.write(sse({}, 'tool_calls'));
    } else {
      // Step 2: the final answer quotes what the tool returned.
      const { answer } = JSON.parse(String(toolResult.content)) as { answer: string };
      res.write(sse({ role: 'assistant', content: `From the platform's data: ${answer}` }));
      res.write(sse({}, 'stop'));
    }
    res.end('data: [DONE]\n\n');
  });
});

afterAll(() => closeLlm());

it('the model calls a tool for the figure and answers with what the tool read from the database', async () => {
  const admin = await createUser('admin');
  const res = await call(chat.POST, {
    url: '/api/brain/chat',
    body: { message: 'How much did Golden Hour earn?' },
    as: admin,
  });
  expect(res.status).toBe(200);
  expect(res.json.mode).toBe('llm');
  expect(res.json.response).toBe(
    'From the platform\'s data: "Golden Hour" by Nova Reyes earned $4,200.00 gross (all contributors, from imported store statements); Nova Reyes\'s share, net after the other splits, is $3,000.00.',
  );
  // Two round trips: the first offered the tools, the second carried the tool's result.
  expect(requests).toHaveLength(2);
  expect(requests[0].tools?.map((t) => t.function.name)).toEqual(
    expect.arrayContaining(['release_earnings', 'review_queue', 'pending_payouts', 'student_progress']),
  );
  expect(String(requests[1].messages.find((m) => m.role === 'tool')?.content)).toContain('$4,200.00 gross');
  expect(res.json.citations).toContainEqual(
    expect.objectContaining({ kind: 'data', id: 'release-earnings', location: `/project/${seeded.golden.id}` }),
  );
});

it('tools run as the asking user: an artist cannot read another artist’s release or platform queues', async () => {
  const kairo = toSessionUser(seeded.kairo);
  const seen: string[] = [];
  const tools = liveDataTools(kairo, (a) => seen.push(a.text));
  const opts = { toolCallId: 't', messages: [] };
  const other = await tools.release_earnings.execute!({ name: 'Golden Hour' }, opts);
  expect(other).toEqual({ answer: 'I couldn\'t find a release called "Golden Hour".', page: null });
  const queue = await tools.review_queue.execute!({}, opts);
  expect(queue).toMatchObject({ answer: "Only the platform's staff can see the review queue." });
});
