'use client';
// Browser helpers of the assistant: query keys (the API paths), invalidation, error text, types.
import type { QueryClient } from '@tanstack/react-query';
import { errorText } from '@/lib/api-client';
import type { Citation } from '@/lib/brain/responder';

export type { Citation };
export type { Analytics } from '@/lib/brain/memories';

export const BRAIN = {
  memories: '/api/brain/memories',
  analytics: '/api/brain/analytics',
  conversations: '/api/brain/conversations',
  pending: '/api/brain/pending',
  tasks: '/api/brain/tasks',
  suggestions: '/api/brain/suggestions/pending',
  codeSuggestions: '/api/brain/suggestions/code/pending',
  logs: '/api/brain/agent/logs',
  scan: '/api/brain/scan/deep',
} as const;

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
export const badgeCount = (n: number | undefined) => (n === undefined ? undefined : n > 99 ? '99+' : String(n));

export interface ChatMessage {
  id?: string;
  role: 'user' | 'assistant' | 'error';
  content: string;
  citations?: Citation[] | null;
}

export interface Conversation {
  id: string;
  conversationId: string;
  title: string | null;
  messageCount: number;
}

export interface Memory {
  id: string;
  title: string;
  content: string;
  category: string;
  importance: number;
  isGlobal: boolean;
  validated: boolean;
  successRate: number | null;
  timesUsed: number;
  lastUsed: string | null;
}
