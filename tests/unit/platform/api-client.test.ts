import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  apiRequest,
  createQueryClient,
  errorText,
  getQueryFn,
  retryDelay,
  shouldRetry,
  storedUserEmail,
} from '@/lib/api-client';

const fetchMock = jest.fn();

/** The browser's localStorage, enough of it for these rules. */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, String(v));
  removeItem = (k: string) => void this.data.delete(k);
  clear = () => this.data.clear();
}
(globalThis as unknown as { window: unknown }).window = { localStorage: new MemoryStorage() };

beforeEach(() => {
  fetchMock.mockReset();
  (global as unknown as { fetch: typeof fetch }).fetch = fetchMock;
  window.localStorage.clear();
});

function reply(status: number, body: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body || null, { status, statusText }));
}

describe('apiRequest', () => {
  it('sends x-user-email from the stored user, JSON body and cookies', async () => {
    window.localStorage.setItem('user', JSON.stringify({ email: 'a@b.test' }));
    reply(200, '{}');
    await apiRequest('POST', '/api/x', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init.headers).toEqual({ 'x-user-email': 'a@b.test', 'content-type': 'application/json' });
  });

  it('omits the header, logs and removes a corrupted stored user', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user', '{broken');
    reply(200, '{}');
    await apiRequest('GET', '/api/x');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({});
    expect(spy).toHaveBeenCalledWith('Error parsing user data:', expect.any(Error));
    expect(window.localStorage.getItem('user')).toBeNull();
    spy.mockRestore();
  });

  it("turns a non-OK response into '{status}: {body}' or the status text", async () => {
    reply(409, '{"error":"Already there"}');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('409: {"error":"Already there"}');
    reply(500, '', 'Internal Server Error');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  const ctx = (key: string) =>
    ({ queryKey: [key, 'extra'], signal: new AbortController().signal, meta: undefined }) as never;

  it('GETs the first element of the query key and parses JSON', async () => {
    reply(200, '{"ok":true}');
    await expect(getQueryFn({ on401: 'throw' })(ctx('/api/stats'))).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/stats');
  });

  it('throws on 401 by default and returns null in the returnNull variant', async () => {
    reply(401, '{"error":"Sign in"}');
    await expect(getQueryFn({ on401: 'throw' })(ctx('/api/a'))).rejects.toThrow(/^401: /);
    reply(401, '{"error":"Sign in"}');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx('/api/a'))).resolves.toBeNull();
  });
});

describe('retries', () => {
  it('back off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retry twice for network and server errors but never for a 4xx', () => {
    expect(shouldRetry(0, new Error('500: boom'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new Error('503: busy'))).toBe(false);
    expect(shouldRetry(0, new Error('404: {"error":"Not found"}'))).toBe(false);
    expect(shouldRetry(0, new Error('409: taken'))).toBe(false);
  });
});

it('errorText pulls the server message out of the error', () => {
  expect(errorText(new Error('409: {"error":"Already on the list"}'))).toBe('Already on the list');
  expect(errorText(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  expect(errorText(new Error('offline'))).toBe('offline');
  expect(storedUserEmail()).toBeUndefined();
});

describe('invalidation after a write', () => {
  /** A server whose answer changes when written to; each GET answers 30 ms later with what it held when asked. */
  function server() {
    const state = { scan: 'none' };
    const get = () => {
      const answer = state.scan;
      return new Promise<string>((resolve) => setTimeout(() => resolve(answer), 30));
    };
    return { state, get };
  }

  it('asks the server again when the first fetch was still loading at the write', async () => {
    const { state, get } = server();
    const qc = createQueryClient();
    const observer = new QueryObserver(qc, { queryKey: ['/api/brain/scan/deep'], queryFn: get });
    const seen: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    // The write lands while the first GET (answered "none") is still on its way back.
    state.scan = 'queued';
    await qc.invalidateQueries({ queryKey: ['/api/brain/scan/deep'] });
    expect(qc.getQueryData(['/api/brain/scan/deep'])).toBe('queued');
    expect(seen.at(-1)).toBe('queued');
    unsubscribe();
  });

  it('the library alone hands back the stale first answer (what the client above prevents)', async () => {
    const { state, get } = server();
    const qc = new QueryClient();
    const observer = new QueryObserver(qc, { queryKey: ['k'], queryFn: get });
    const unsubscribe = observer.subscribe(() => undefined);
    state.scan = 'queued';
    await qc.invalidateQueries({ queryKey: ['k'] });
    expect(qc.getQueryData(['k'])).toBe('none');
    unsubscribe();
  });
});
