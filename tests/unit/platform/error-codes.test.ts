import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '@/lib/platform/error-codes';
import {
  AppError,
  BadRequest,
  Conflict,
  Forbidden,
  Gone,
  NotFound,
  PayloadTooLarge,
  PreconditionRequired,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from '@/lib/platform/errors';
import { parseWith, toErrorResponse } from '@/lib/platform/http/with-auth';

describe('error codes', () => {
  it('docs/api.md lists every code with its status and no code the table lacks', () => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/api.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z_.]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])] as const);
    const documented = new Map(rows);
    for (const [code, { status }] of Object.entries(ERROR_CODES))
      expect([code, documented.get(code)]).toEqual([code, status]);
    expect(rows.map(([code]) => code).filter((c) => !isErrorCode(c))).toEqual([]);
  });

  it('gives every error class a code whose status is the class status', () => {
    const errors: AppError[] = [
      new BadRequest('x'),
      new Unauthorized(),
      new Forbidden(),
      new NotFound(),
      new Conflict('x'),
      new Gone(),
      new PayloadTooLarge('x'),
      new UnsupportedMediaType('x'),
      new PreconditionRequired('x'),
      new TooManyRequests('x', 3),
    ];
    expect(errors.map((e) => [e.code, e.status])).toEqual([
      ['request.invalid', 400],
      ['auth.unauthenticated', 401],
      ['auth.forbidden', 403],
      ['not_found', 404],
      ['conflict', 409],
      ['gone', 410],
      ['payload.too_large', 413],
      ['payload.unsupported_type', 415],
      ['precondition.required', 428],
      ['rate_limited', 429],
    ]);
    for (const e of errors) expect(ERROR_CODES[e.code].status).toBe(e.status);
  });

  it('answers a zod failure with validation.invalid, the sentence and the issues', async () => {
    let thrown: unknown;
    try {
      parseWith(z.object({ releaseDate: z.string() }), {});
    } catch (err) {
      thrown = err;
    }
    const res = toErrorResponse(thrown);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code: ErrorCode; issues: unknown[] };
    expect(body.code).toBe('validation.invalid');
    expect(body.error).toMatch(/^Release date: /);
    expect(body.issues).toHaveLength(1);
  });

  it('keeps a specific code chosen by the thrower', async () => {
    const res = toErrorResponse(new Conflict('Already signed', 'conflict.exists'));
    expect(res.status).toBe(409);
    await expect(res.json()).resolves.toEqual({ error: 'Already signed', code: 'conflict.exists' });
  });
});
