// The intents as AI SDK tools: with an LLM configured, the model calls these for every figure, so it
// never invents one. Each tool reads through the same intent answers (and so the same domain services)
// as the offline parser, as the asking user: an artist would see only their own data.
import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { SessionUser } from '../platform/auth/session';
import { byName } from './intents/entities';
import { INTENTS, notFound, run, understand } from './intents';
import { newContext, type LiveAnswer } from './intents/types';

const question = z
  .string()
  .max(500)
  .optional()
  .describe('The part of the question this answers, with its period or ranking, e.g. "top 3 tracks last quarter"');
const named = z.object({ name: z.string().min(1).max(200).describe('The name as the user wrote it'), question });
const none = z.object({ question });

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
          execute: async ({ name: given, question: asked }) => {
            const entity = await byName(ctx, intent.entity!, given);
            const [f] = asked ? await understand(ctx, asked) : [];
            return finish(entity ? await run(ctx, intent, entity.id, f) : notFound(intent.key, intent.entity!, given));
          },
        })
      : tool({
          description: intent.description,
          inputSchema: none,
          // The question (its words, period, ranking) shapes answers such as rankings and totals.
          execute: async ({ question: asked }) => {
            const [f] = await understand(ctx, asked ?? intent.description);
            return finish(await run(ctx, intent, undefined, f));
          },
        });
  }
  return tools;
}
