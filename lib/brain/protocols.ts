// suggest-protocols: the memories relevant to a task, protocol memories first.
import { AGENTS, excerpt, logEvent, newTraceId } from './agent-log';
import { isRelevant } from './responder';
import { searchMemories, type MemoryScope } from './search';

export async function suggestProtocols(scope: MemoryScope, task: string, agentName?: string) {
  const hits = await searchMemories(task, scope, { limit: 10 });
  const relevant = hits.filter(isRelevant);
  await logEvent({
    traceId: newTraceId(),
    agentId: agentName || AGENTS.retriever,
    event: 'suggest-protocols',
    userId: scope.userId,
    meta: { q: excerpt(task), protocol: { name: 'memories', count: relevant.length } },
  });
  return {
    suggestedProtocols: relevant.map((h) => ({
      id: h.id,
      title: h.title,
      content: h.content,
      category: h.category,
      importance: h.importance,
      score: h.score,
    })),
  };
}
