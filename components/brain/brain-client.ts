'use client';
// Browser helpers of the assistant: query keys (the API paths), invalidation, error text, types.
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl, errorText } from '@/lib/api-client';
import type { Citation } from '@/lib/brain/responder';
import type { conversationMessages, listConversations } from '@/lib/brain/conversations';
import type { MemoryView } from '@/lib/brain/memories';
import type { Json } from '@/lib/platform/json-types';

export type { Citation };

/** The assistant's lists by path (the start of their query keys, from the route map): what `invalidate` refetches. */
export const BRAIN = {
  memories: apiUrl('/api/brain/memories'),
  analytics: apiUrl('/api/brain/analytics'),
  conversations: apiUrl('/api/brain/conversations'),
  pending: apiUrl('/api/brain/pending'),
  tasks: apiUrl('/api/brain/tasks'),
  suggestions: apiUrl('/api/brain/suggestions/pending'),
  codeSuggestions: apiUrl('/api/brain/suggestions/code/pending'),
  logs: apiUrl('/api/brain/agent/logs'),
  scan: apiUrl('/api/brain/scan/deep'),
};

/** Refetches every query whose key (an API path) starts with one of the prefixes. */
export function invalidate(qc: QueryClient, ...prefixes: string[]) {
  return qc.invalidateQueries({
    predicate: (q) =>
      typeof q.queryKey[0] === 'string' && prefixes.some((p) => (q.queryKey[0] as string).startsWith(p)),
  });
}

/** '(status) body text' for chat error messages (001 §2). */
export function chatErrorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const m = /^(\d{3}): ([\s\S]*)$/.exec(message);
  return m ? `(${m[1]}) ${m[2]}` : `(network) ${message}`;
}

export const messageOf = (err: unknown, fallback: string) => (err ? errorText(err, fallback) : fallback);

/** The memory badge shows 99+ above 99 (000 §9). */
export { badgeCount } from './badge-count';

/** The messages of a past conversation, as GET …/conversations/{id}/messages sends them. */
type ConversationHistory = Json<Awaited<ReturnType<typeof conversationMessages>>>;
type HistoryMessage = ConversationHistory['messages'][number];

/** A message on screen: one from the history, or one added while sending (no id yet; 'error' for a failed send). */
export type ChatMessage = Pick<HistoryMessage, 'content'> & {
  id?: HistoryMessage['id'];
  role: HistoryMessage['role'] | 'error';
  citations?: HistoryMessage['citations'];
};

export type Conversation = Json<Awaited<ReturnType<typeof listConversations>>>['items'][number];

export type Memory = MemoryView;
