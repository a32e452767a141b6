// One chat turn: store the question, retrieve memories / code / live data, answer (LLM when
// configured, else the offline responder), store the answer, count the memories used, log the trace.
import { jsonValue } from '../platform/db/json-value';
import { logger } from '../platform/logger';
import { AGENTS, excerpt, logEvent, newTraceId } from './agent-log';
import { addMessage, conversationForMessage } from './conversations';
import { llmConfig, streamReply } from './llm';
import { liveDataTools } from './tools';
import { markMemoriesUsed } from './memories';
import { composeOfflineAnswer, groundingPrompt, usableMemories, type Citation, type Grounding } from './responder';
import type { ChatInput } from './schema';
import { queryTerms, searchMemories, type MemoryScope } from './search';
import { searchCode } from './code-search';
import { readSignals, relevantProviders } from './signals';
import { answerLive } from './intents';
import { whatICanAnswer } from './intents/examples';
import { canSeeCodeTools } from './code-access';
import type { SessionUser } from '../platform/auth/session';

const ASSISTANT_SIGNALS = ['open-tasks', 'pending-review', 'pending-code-changes', 'last-scan'];

/**
 * What a turn is grounded in: the intent parser's answers from live data (as the asking user), memories
 * above the relevance threshold, and, when no intent answered, the keyword signals and (super admins
 * only) the code index.
 */
export async function retrieve(question: string, user: SessionUser, scope: MemoryScope, withCode: boolean) {
  const [live, memories] = await Promise.all([
    answerLive(user, question),
    searchMemories(question, scope, { limit: 8 }),
  ]);
  const general = live.every((a) => a.unresolved);
  // Keyword signals of the platform's data are context for a model; offline they were a misleading partial
  // answer ("royalties since June" answered with unmatched rows), so offline only the assistant's own
  // signals (tasks, pending items, code changes, last scan), which no intent answers, are read.
  const providers = relevantProviders(queryTerms(question), user).filter(
    (p) => llmConfig() || ASSISTANT_SIGNALS.includes(p.key),
  );
  const [code, signals] = await Promise.all([
    general && withCode && canSeeCodeTools(user) ? searchCode(question, 4) : Promise.resolve([]),
    general ? readSignals(providers) : Promise.resolve([]),
  ]);
  const canAnswer = live.length === 0 ? whatICanAnswer(user, question) : undefined;
  return { question, memories, code, signals, live, canAnswer, canScan: canSeeCodeTools(user) } satisfies Grounding;
}

/** The JSON answer of POST /api/brain/chat when it does not stream. */
export interface ChatResult {
  response: string;
  answer: string;
  conversationId: string;
  traceId: string;
  citations: Citation[];
  mode: 'offline' | 'llm';
}

async function finish(
  ctx: { conversationId: string; traceId: string; userId: string; question: string },
  text: string,
  citations: Citation[],
  mode: 'offline' | 'llm',
): Promise<ChatResult> {
  // Only memories the answer actually refers to count as used.
  const used = citations
    .filter((c) => c.kind === 'memory' && (mode === 'offline' || text.includes(`[${c.ref}]`)))
    .map((c) => c.id);
  await addMessage(ctx.conversationId, 'assistant', text, {
    citations: jsonValue(citations),
    traceId: ctx.traceId,
  });
  await markMemoriesUsed(used);
  await logEvent({
    traceId: ctx.traceId,
    agentId: mode === 'llm' ? AGENTS.llm : AGENTS.responder,
    event: 'answer',
    userId: ctx.userId,
    meta: {
      q: excerpt(ctx.question),
      a: excerpt(text),
      protocol: { name: 'memories', count: used.length },
      citations: citations.map((c) => c.ref),
      memoryIds: used,
    },
  });
  return { response: text, answer: text, conversationId: ctx.conversationId, traceId: ctx.traceId, citations, mode };
}

/** Answers as JSON, or as a text stream (headers carry the ids) when an LLM is configured and asked to stream. */
export async function chatTurn(user: SessionUser, input: ChatInput): Promise<ChatResult | Response> {
  const userId = user.id;
  const scope: MemoryScope = { userId, teamId: input.teamId };
  const conversation = await conversationForMessage(userId, input.conversationId, input.message);
  await addMessage(conversation.id, 'user', input.message);
  const traceId = newTraceId();
  const grounding = await retrieve(input.message, user, scope, input.withCode);
  await logEvent({
    traceId,
    agentId: AGENTS.retriever,
    event: 'retrieve',
    userId,
    meta: {
      q: excerpt(input.message),
      protocol: { name: 'memories', count: usableMemories(grounding.memories).length },
      code: grounding.code.map((c) => `${c.path}:${c.line}`),
      data: [...grounding.live.map((a) => a.intent), ...grounding.signals.map((s) => s.key)],
    },
  });
  const ctx = { conversationId: conversation.id, traceId, userId, question: input.message };
  const cfg = llmConfig();
  if (!cfg) {
    const offline = composeOfflineAnswer(grounding);
    return finish(ctx, offline.answer, offline.citations, 'offline');
  }

  const prompt = groundingPrompt(grounding);
  const toolCitations: Citation[] = [];
  const result = streamReply(cfg, prompt.system, prompt.context, input.message, {
    tools: liveDataTools(user, (a) => {
      const ref = `T${toolCitations.length + 1}`;
      toolCitations.push({ ref, kind: 'data', id: a.intent, title: a.link?.label ?? a.intent, location: a.link?.href });
    }),
  });
  if (!input.stream) {
    try {
      const text = await result.text;
      return await finish(ctx, text, [...prompt.citations, ...toolCitations], 'llm');
    } catch (err) {
      return fallBack(ctx, grounding, err);
    }
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let text = '';
      try {
        for await (const part of result.textStream) {
          text += part;
          controller.enqueue(encoder.encode(part));
        }
        await finish(ctx, text, [...prompt.citations, ...toolCitations], 'llm');
      } catch (err) {
        const fb = await fallBack(ctx, grounding, err);
        controller.enqueue(encoder.encode(`${text ? '\n\n' : ''}${fb.answer}`));
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-conversation-id': conversation.id,
      'x-trace-id': traceId,
      'x-citations': encodeURIComponent(JSON.stringify(prompt.citations)),
    },
  });
}

/** The LLM failed: log it and answer offline so the admin still gets the grounded facts. */
async function fallBack(
  ctx: { conversationId: string; traceId: string; userId: string; question: string },
  grounding: Grounding,
  err: unknown,
) {
  logger.warn('LLM reply failed; answering offline', err);
  await logEvent({
    traceId: ctx.traceId,
    agentId: AGENTS.llm,
    event: 'llm-failed',
    userId: ctx.userId,
    ok: false,
    meta: { q: excerpt(ctx.question), error: excerpt(String((err as Error)?.message ?? err), 200) },
  });
  const offline = composeOfflineAnswer(grounding);
  return finish(ctx, offline.answer, offline.citations, 'offline');
}
