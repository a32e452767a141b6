// The typed contract: a route's schemas and response type declared once (lib/platform/http/contract.ts), the
// handler checked against it, and the browser's URLs built from the route map (lib/api-client.ts).
import { z } from 'zod';
import { ApiError, apiKey, apiUrl, errorText } from '@/lib/api-client';
import { defineRoute, type QueryOf, type ResponseOf } from '@/lib/platform/http/contract';
import { withAuth } from '@/lib/platform/http/with-auth';

const listed = defineRoute<{ items: { id: string }[] }>()({ query: z.object({ q: z.string().optional() }) });

describe('route contracts', () => {
  it('hands the wrapper its schemas and nothing else at run time', () => {
    expect(Object.keys(listed)).toEqual(['query']);
    expect(typeof withAuth('admin', listed, () => ({ items: [] }))).toBe('function');
    // @ts-expect-error a handler whose answer is not the declared response does not type-check
    withAuth('admin', listed, () => ({ rows: [] }));
    const check: [ResponseOf<typeof listed>, QueryOf<typeof listed>] = [{ items: [{ id: 'a' }] }, { q: 'x' }];
    expect(check).toHaveLength(2);
  });

  it('builds URLs from the route map: segments encoded, unset query values left out', () => {
    expect(apiUrl('/api/royalties/unmatched')).toBe('/api/royalties/unmatched');
    expect(apiUrl('/api/royalties/unmatched', { query: { limit: 50, cursor: undefined } })).toBe(
      '/api/royalties/unmatched?limit=50',
    );
    expect(apiUrl('/api/royalties/unmatched/[id]', { params: { id: 'a/b c' } })).toBe(
      '/api/royalties/unmatched/a%2Fb%20c',
    );
    expect(apiUrl('/api/royalties/contributors', { query: { from: '2026-01', to: '', store: 'Spotify & Co' } })).toBe(
      '/api/royalties/contributors?from=2026-01&store=Spotify+%26+Co',
    );
    expect(apiKey('/api/communications/templates', { query: { brand: 'tnm' } })).toEqual([
      '/api/communications/templates?brand=tnm',
    ]);
    // @ts-expect-error a path outside the route map
    apiUrl('/api/nowhere');
  });
});

describe('ApiError', () => {
  it('keeps the status line for the retry rule and the sentence, and reads the stable code', () => {
    const err = new ApiError(428, JSON.stringify({ error: 'Confirm your password', code: 'auth.step_up_required' }));
    expect(err.message).toMatch(/^428: /);
    expect([err.status, err.code, errorText(err)]).toEqual([428, 'auth.step_up_required', 'Confirm your password']);
    expect(new ApiError(502, 'Bad Gateway').code).toBeUndefined();
    expect(new ApiError(400, JSON.stringify({ error: 'x', code: 'not.a.code' })).code).toBeUndefined();
  });
});
