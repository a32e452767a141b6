// The optional LLM: any OpenAI-compatible chat API (Ollama, llama.cpp, vLLM ...) named by
// LLM_BASE_URL, LLM_MODEL and LLM_API_KEY. Without all three the offline responder answers.
import { env } from '../platform/env';
import { z } from 'zod';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, stepCountIs, streamText, type ToolSet } from 'ai';
import { trackedFetch } from '../platform/integrations';

const schema = z.object({
  LLM_BASE_URL: z.string().url(),
  LLM_MODEL: z.string().min(1),
  LLM_API_KEY: z.string().min(1),
});

export interface LlmConfig {
  baseURL: string;
  model: string;
  apiKey: string;
}

/** The configured LLM, or null when any of the three variables is missing or malformed. */
export function llmConfig(source: Readonly<Record<string, unknown>> = env()): LlmConfig | null {
  const parsed = schema.safeParse(source);
  if (!parsed.success) return null;
  return { baseURL: parsed.data.LLM_BASE_URL, model: parsed.data.LLM_MODEL, apiKey: parsed.data.LLM_API_KEY };
}

function model(cfg: LlmConfig) {
  return createOpenAICompatible({
    name: 'platform-llm',
    baseURL: cfg.baseURL,
    apiKey: cfg.apiKey,
    fetch: (url, init) => trackedFetch('llm', 'chat', url as string, init),
  }).chatModel(cfg.model);
}

/** Tool round trips a reply may take (each tool call and its result is one step, the answer another). */
const MAX_STEPS = 5;

/**
 * Streams a reply grounded in `context`, with the live-data tools the model calls for figures; the
 * caller reads textStream and stores the full text.
 */
export function streamReply(
  cfg: LlmConfig,
  system: string,
  context: string,
  question: string,
  opts: { tools?: ToolSet } = {},
) {
  return streamText({
    model: model(cfg),
    system,
    prompt: `Sources:\n${context}\n\nQuestion: ${question}`,
    tools: opts.tools,
    stopWhen: stepCountIs(MAX_STEPS),
    maxRetries: 0,
    // The caller catches the failure and answers offline; the SDK's own console report is noise.
    onError: () => undefined,
  });
}

/** One non-streamed completion (idea generation). */
export async function completeText(cfg: LlmConfig, system: string, prompt: string): Promise<string> {
  const { text } = await generateText({ model: model(cfg), system, prompt, maxRetries: 0 });
  return text;
}
