import { z } from 'zod';
import { parseWith, readJson, toErrorResponse } from '@/lib/platform/http/with-auth';
import { Conflict, NotFound } from '@/lib/platform/errors';

const jsonReq = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('readJson', () => {
  it('parses JSON', async () => {
    await expect(readJson(jsonReq('{"a":1}'))).resolves.toEqual({ a: 1 });
  });
  it('refuses malformed JSON with a 400', async () => {
    await expect(readJson(jsonReq('{"a":'))).rejects.toMatchObject({
      status: 400,
      message: 'Malformed JSON in request body',
    });
  });
  it('refuses a body over the limit, declared or streamed', async () => {
    await expect(readJson(jsonReq('x'.repeat(50), { 'content-length': '5000' }), 100)).rejects.toMatchObject({
      status: 400,
    });
    await expect(readJson(jsonReq(`"${'x'.repeat(500)}"`), 100)).rejects.toThrow(/too large/);
  });
  it('refuses other content types with a 415', async () => {
    await expect(
      readJson(jsonReq('a=1', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).rejects.toMatchObject({ status: 415 });
    await expect(readJson(jsonReq('{"a":1}', { 'content-type': 'text/plain' }))).rejects.toMatchObject({
      status: 415,
      message: expect.stringMatching(/application\/json/),
    });
    await expect(readJson(jsonReq('{"a":1}', { 'content-type': 'application/merge-patch+json' }))).resolves.toEqual({
      a: 1,
    });
  });
  it('refuses NUL characters, lone surrogates and invalid UTF-8 with a 400', async () => {
    await expect(readJson(jsonReq('{"name":"a\\u0000b"}'))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/NUL/),
    });
    await expect(readJson(jsonReq('{"list":["ok","\\ud800"]}'))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/surrogate/),
    });
    await expect(readJson(jsonReq('{"\\udc00":1}'))).rejects.toMatchObject({ status: 400 });
    await expect(readJson(jsonReq('{"x":"\\ud83c\\udfb5"}'))).resolves.toEqual({ x: '\u{1F3B5}' });
    const bad = new Request('http://x/api', {
      method: 'POST',
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    await expect(readJson(bad)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/UTF-8/) });
  });
});

describe('parseWith', () => {
  it('throws a 400 naming the field in words and listing the issues with their paths', () => {
    const schema = z.object({ n: z.number(), s: z.string() });
    try {
      parseWith(schema, { n: 'x' });
      throw new Error('should have thrown');
    } catch (err) {
      expect(err).toMatchObject({ status: 400 });
      expect((err as Error).message).toMatch(/^N: /);
      expect((err as { issues: unknown[] }).issues).toHaveLength(2);
    }
    try {
      parseWith(z.object({ tracks: z.array(z.object({ releaseDate: z.string().min(1, 'Pick a date') })) }), {
        tracks: [{ releaseDate: '' }],
      });
      throw new Error('should have thrown');
    } catch (err) {
      expect((err as Error).message).toBe('Release date: Pick a date');
      expect((err as { issues: unknown[] }).issues).toEqual([{ path: 'tracks.0.releaseDate', message: 'Pick a date' }]);
    }
    try {
      parseWith(z.string(), 5, 'Invalid query');
      throw new Error('should have thrown');
    } catch (err) {
      expect((err as Error).message).toMatch(/^Invalid query: /);
    }
  });
});

describe('toErrorResponse', () => {
  it('maps typed errors to their status with { error }', async () => {
    const res = toErrorResponse(new Conflict('Taken'));
    expect(res.status).toBe(409);
    await expect(res.json()).resolves.toEqual({ error: 'Taken', code: 'conflict' });
    expect(toErrorResponse(new NotFound()).status).toBe(404);
  });
  it('maps Prisma not-found and unique errors', async () => {
    const missing = toErrorResponse(Object.assign(new Error('x'), { code: 'P2025' }));
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
    const taken = toErrorResponse(Object.assign(new Error('x'), { code: 'P2002' }));
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('conflict.exists');
  });
  it('maps a foreign-key failure (a missing referred record, or one in use) to a 409 with a message', async () => {
    const res = toErrorResponse(Object.assign(new Error('x'), { code: 'P2003' }));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error).toMatch(/does not exist/);
    expect(body.code).toBe('conflict.in_use');
  });
  it('answers unknown errors with a generic 500 that hides the details', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = toErrorResponse(new Error('password=hunter2 in SQL'));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.code).toBe('server.error');
    spy.mockRestore();
  });
});
