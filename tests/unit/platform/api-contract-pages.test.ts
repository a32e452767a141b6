// The URLs the pages of components/comms, accounts and brain build with the typed client (lib/api-client.ts) are the
// ones they wrote by hand before (docs/api.md#contract): same path, same query in the same order.
import { api, apiKey, apiUrl } from '@/lib/api-client';

describe('typed URLs of the comms, accounts and assistant pages', () => {
  it('keeps the query of the lists in the order the pages wrote it', () => {
    expect(apiUrl('/api/brain/tasks', { query: { ns: 'admins', status: 'open', limit: 100 } })).toBe(
      '/api/brain/tasks?ns=admins&status=open&limit=100',
    );
    expect(apiUrl('/api/brain/agent/logs', { query: { ns: 'admins', limit: 100 } })).toBe(
      '/api/brain/agent/logs?ns=admins&limit=100',
    );
    expect(
      apiUrl('/api/support/queue', {
        query: { status: 'active', limit: 20, category: undefined, assignee: undefined, overdue: '1', q: '' },
      }),
    ).toBe('/api/support/queue?status=active&limit=20&overdue=1');
    expect(apiUrl('/api/brain/pending', { query: { ns: 'admins', limit: 50, type: 'lesson', q: 'tax' } })).toBe(
      '/api/brain/pending?ns=admins&limit=50&type=lesson&q=tax',
    );
  });

  it('leaves unset filters out and encodes what is set', () => {
    expect(apiUrl('/api/admin/outbox', { query: { to: '' } })).toBe('/api/admin/outbox');
    expect(apiUrl('/api/admin/outbox', { query: { to: 'a+b@x.test' } })).toBe('/api/admin/outbox?to=a%2Bb%40x.test');
    expect(apiUrl('/api/admin/waiting-list', { query: { brand: undefined } })).toBe('/api/admin/waiting-list');
    expect(apiUrl('/api/communications/templates/[key]', { params: { key: 'password_reset' } })).toBe(
      '/api/communications/templates/password_reset',
    );
  });

  it('invalidates a paged list by its URL (the first element of its key)', () => {
    const target = { query: { brand: 'tnm' as const } };
    expect(apiKey('/api/admin/waiting-list', target)).toEqual([apiUrl('/api/admin/waiting-list', target)]);
  });

  it('types a route without a body as taking none, and one declared in two maps with both methods', () => {
    // Types only: the calls are never made.
    const calls = () => [
      api.post('/api/admin/outbox/[id]/resend', undefined, { params: { id: 'x' } }),
      // @ts-expect-error the route reads no body
      api.post('/api/admin/outbox/[id]/resend', { id: 'x' }, { params: { id: 'x' } }),
      api.get('/api/brain/memories'),
      api.post('/api/brain/memories', { title: 't', content: 'c' }),
    ];
    expect(typeof calls).toBe('function');
  });
});
