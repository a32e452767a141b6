// The typed contract: a route's schemas and response type declared once (lib/platform/http/contract.ts), the
// handler checked against it, and the browser's URLs built from the route map (lib/api-client.ts).
import { z } from 'zod';
import { apiKey, apiUrl } from '@/lib/api-client';
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
