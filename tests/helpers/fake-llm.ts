// A local OpenAI-compatible chat server speaking the real streaming wire format (server-sent events), for the
// LLM paths of the brain. It points LLM_BASE_URL, LLM_MODEL and LLM_API_KEY at itself until closed.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvCache } from '@/lib/platform/env';

/** One `chat.completion.chunk` event carrying `delta`, with its finish reason on the last one. */
export const sseChunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** Starts the server; `reply` gets each request's body and writes the answer. Resolves to its close(). */
export async function startFakeLlm(reply: (body: string, res: ServerResponse) => void): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => reply(body, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  process.env.LLM_MODEL = 'test-model';
  process.env.LLM_API_KEY = 'test-key';
  resetEnvCache();
  return async () => {
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_MODEL;
    delete process.env.LLM_API_KEY;
    resetEnvCache();
    await new Promise((r) => server.close(r));
  };
}
