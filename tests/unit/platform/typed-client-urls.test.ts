// The pages of services, school and the command center read their routes through the typed client
// (lib/api-client.ts): the URLs and query keys it builds are the ones the pages asked for by hand before, so
// invalidations elsewhere keep matching; a POST that reads no body takes none.
import { api, apiKey, apiUrl } from '@/lib/api-client';

describe('typed client URLs of the services, school and command pages', () => {
  it('builds the same list URLs the pages used', () => {
    expect(apiUrl('/api/services/dashboard', { query: { tab: 'overdue' } })).toBe(
      '/api/services/dashboard?tab=overdue',
    );
    expect(apiUrl('/api/services/orders', { query: { mine: '1' } })).toBe('/api/services/orders?mine=1');
    expect(apiUrl('/api/studio/bookings', { query: { mine: '1' } })).toBe('/api/studio/bookings?mine=1');
    expect(apiUrl('/api/school/submissions', { query: { ungraded: '1' } })).toBe('/api/school/submissions?ungraded=1');
    expect(
      apiUrl('/api/studio/rooms/[id]/availability', { params: { id: 'room1' }, query: { date: '2026-03-04' } }),
    ).toBe('/api/studio/rooms/room1/availability?date=2026-03-04');
  });

  it('keeps the applications filters in their order and leaves out the ones set to all', () => {
    const query = { status: 'pending', program: undefined, priority: 'high', assigned: 'me' } as const;
    expect(apiUrl('/api/school/applications', { query })).toBe(
      '/api/school/applications?status=pending&priority=high&assigned=me',
    );
    expect(apiUrl('/api/school/applications', { query: { status: undefined } })).toBe('/api/school/applications');
  });

  it('gives the query keys other code invalidates by', () => {
    expect(apiKey('/api/artist-dashboard-categories', { query: { all: '1' } })).toEqual([
      '/api/artist-dashboard-categories?all=1',
    ]);
    expect(apiKey('/api/artist-dashboard-services')).toEqual(['/api/artist-dashboard-services']);
    expect(apiKey('/api/school/welcome-call', { query: { token: undefined } })).toEqual(['/api/school/welcome-call']);
    expect(apiKey('/api/school/welcome-call', { query: { token: 'tok_abc-123' } })).toEqual([
      '/api/school/welcome-call?token=tok_abc-123',
    ]);
    expect(apiKey('/api/school/quizzes/[id]', { params: { id: 'q1' } })).toEqual(['/api/school/quizzes/q1']);
  });

  it('types a bodyless POST: undefined as its body, any other body refused at type-check time', () => {
    // Never called (no request is sent): the assertions are the type checker's.
    const calls = () => [
      api.post('/api/affiliates', undefined),
      api.post('/api/school/lessons/[id]/complete', undefined, { params: { id: 'l1' } }),
      // @ts-expect-error the route reads no body
      api.post('/api/affiliates', { join: true }),
      // @ts-expect-error a route that reads a body needs it
      api.post('/api/school/slots', undefined),
    ];
    expect(typeof calls).toBe('function');
  });
});
