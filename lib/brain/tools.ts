// The intents as AI SDK tools: with an LLM configured, the model calls these for every figure, so it
// never invents one. Each tool reads through the same intent answers (and so the same domain services)
// as the offline parser, as the asking user: an artist would see only their own data.
import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { SessionUser } from '../platform/auth/session';
import { byName } from './intents/entities';
import { INTENTS, notFound, run } from './intents';
import { newContext, type LiveAnswer } from './intents/types';

const named = z.object({ name: z.string().min(1).max(200).describe('The name as the user wrote it') });
const none = z.object({});

/** One tool per intent, named after it ("release_earnings"); `onAnswer` records what was read. */
export function liveDataTools(user: SessionUser, onAnswer: (a: LiveAnswer) => void): ToolSet {
  const ctx = newContext(user);
  const tools: ToolSet = {};
  for (const intent of INTENTS) {
    const name = intent.key.replace(/-/g, '_');
    const finish = (a: LiveAnswer | null) => {
      if (!a) return { error: 'That figure could not be read right now.' };
      onAnswer(a);
      return { answer: a.text, page: a.link?.href ?? null };
    };
    tools[name] = intent.entity
      ? tool({
          description: `${intent.description} Give the ${intent.entity}'s name.`,
          inputSchema: named,
          execute: async ({ name: given }) => {
            const entity = await byName(ctx, intent.entity!, given);
            return finish(entity ? await run(ctx, intent, entity.id) : notFound(intent.key, intent.entity!, given));
          },
        })
      : tool({
          description: intent.description,
          inputSchema: none,
          execute: async () => finish(await run(ctx, intent)),
        });
  }
  return tools;
}
