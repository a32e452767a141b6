// Pages that load one record answer Next's 404 page over HTTP for a missing record and for a stranger's.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function signedIn(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  email: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  const csrf = await (await request.get('/api/auth/csrf')).json();
  const res = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email, password: DEMO_PASSWORD, json: 'true' },
  });
  expect(res.ok()).toBe(true);
  return request;
}

test('a missing record is the 404 page', async ({ request }) => {
  for (const url of [
    '/copyright-certificate/NO-SUCH-CERTIFICATE',
    '/artist/no-such-artist',
    '/epk/no-such-press-kit',
  ]) {
    const res = await request.get(url);
    expect({ url, status: res.status() }).toEqual({ url, status: 404 });
    expect(await res.text()).toContain('Page not found');
  }
});

test("a stranger's support ticket is the 404 page; its requester sees it", async ({ playwright }) => {
  const artist = await signedIn(playwright, 'artist@demo.test');
  const created = await artist.post('/api/support/tickets', {
    data: { category: 'account', subject: 'Where is my statement?', body: 'I cannot find the May statement.' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await artist.get(`/support-ticket/${id}`)).status()).toBe(200);

  const stranger = await signedIn(playwright, 'student@demo.test');
  const res = await stranger.get(`/support-ticket/${id}`);
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page not found');
  expect((await stranger.get('/support-ticket/no-such-ticket')).status()).toBe(404);
  await Promise.all([artist.dispose(), stranger.dispose()]);
});
