// The royalties and operations pages read their routes through the typed client (lib/api-client.ts): the URLs
// (and so the query keys other code invalidates by) are the ones the pages used to build by hand.
import { api, apiKey, apiUrl } from '@/lib/api-client';

describe('URLs of the royalties and operations pages', () => {
  it('keeps the filters in the order and form the pages sent them', () => {
    expect(apiUrl('/api/royalties/earnings', { query: { from: '2026-01', to: '', store: 'Spotify' } })).toBe(
      '/api/royalties/earnings?from=2026-01&store=Spotify',
    );
    expect(apiUrl('/api/royalties/reports', { query: { userId: 'u1', from: '2026-01', to: '2026-12' } })).toBe(
      '/api/royalties/reports?userId=u1&from=2026-01&to=2026-12',
    );
    expect(
      apiUrl('/api/royalties/reports', { query: { userId: 'u1', from: '2026-01', to: '2026-12', format: 'pdf' } }),
    ).toBe('/api/royalties/reports?userId=u1&from=2026-01&to=2026-12&format=pdf');
    expect(apiUrl('/api/royalties/admin/payouts', { query: { status: 'requested' } })).toBe(
      '/api/royalties/admin/payouts?status=requested',
    );
    expect(apiUrl('/api/royalties/admin/payouts', { query: { status: undefined } })).toBe(
      '/api/royalties/admin/payouts',
    );
    expect(apiUrl('/api/calendar/tasks', { query: { done: '1' } })).toBe('/api/calendar/tasks?done=1');
    expect(apiKey('/api/calendar', { query: { days: 42 } })).toEqual(['/api/calendar?days=42']);
    expect(apiUrl('/api/drive', { query: { folderId: undefined, trash: '1', ownerId: 'o1' } })).toBe(
      '/api/drive?trash=1&ownerId=o1',
    );
    expect(apiUrl('/api/ops/tax/summary', { query: { year: 2025, format: 'csv' } })).toBe(
      '/api/ops/tax/summary?year=2025&format=csv',
    );
  });

  it('fills path segments, and invalidation keys match what the lists read', () => {
    expect(apiKey('/api/royalties/statements/[id]', { params: { id: 'imp1' } })).toEqual([
      '/api/royalties/statements/imp1',
    ]);
    expect(apiUrl('/api/royalties/statements/[id]/skipped', { params: { id: 'imp1' } })).toBe(
      '/api/royalties/statements/imp1/skipped',
    );
    expect(apiUrl('/api/royalties/claims/[token]', { params: { token: 'abc_DEF-1' } })).toBe(
      '/api/royalties/claims/abc_DEF-1',
    );
    expect(apiKey('/api/royalties/statements')).toEqual([apiUrl('/api/royalties/statements')]);
  });

  it('types bodies by the route: none where the route reads none, the schema where it reads one', () => {
    const noBody = () => api.post('/api/ops/health', undefined);
    // @ts-expect-error the payout request's body is required
    const missing = () => api.post('/api/royalties/payouts', undefined);
    // @ts-expect-error a field the schema does not know
    const wrong = () => api.patch('/api/calendar/tasks/[id]', { finished: true }, { params: { id: 't1' } });
    expect([noBody, missing, wrong].every((f) => typeof f === 'function')).toBe(true);
  });
});
