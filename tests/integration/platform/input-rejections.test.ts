// Inputs that answered 500 before (issue: inputs that answered 500): each is now a 400/404 with a message, or
// a redirect that stays on the site. A malformed multipart boundary on the statement upload and preview; an
// ERN message declaring entities (external, parameter, billion laughs) on validate and import; a drive write
// for a user that does not exist; next-auth sign-in and sign-out with a foreign or malformed callbackUrl.
import * as statements from '@/app/api/royalties/statements/route';
import * as preview from '@/app/api/royalties/statements/preview/route';
import * as validate from '@/app/api/ddex/validate/route';
import * as ernImport from '@/app/api/ddex/import/route';
import * as driveFiles from '@/app/api/drive/files/route';
import * as driveFolders from '@/app/api/drive/folders/route';
import * as nextAuth from '@/app/api/auth/[...nextauth]/route';
import * as simulator from '@/app/api/dsp-simulator/route';
import { simulatorCredential } from '@/lib/distribution/simulator-credential';
import { db } from '@/lib/platform/db';
import { call, createUser, TEST_PASSWORD, type CallOptions } from '../../helpers/api';

const MALFORMED_BOUNDARIES = [
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="',
  'multipart/form-data; boundary=a b',
  'multipart/form-data; charset=x; boundary',
];
const FORM = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\n\r\na,b\r\n--XyZ--\r\n';

describe('a malformed multipart boundary', () => {
  it('is a 400 with a message on the statement upload and its preview', async () => {
    const admin = await createUser('admin');
    for (const route of [statements.POST, preview.POST])
      for (const type of MALFORMED_BOUNDARIES) {
        const res = await call(route, { as: admin, method: 'POST', rawBody: FORM, headers: { 'content-type': type } });
        expect({ type, status: res.status }).toEqual({ type, status: 400 });
        expect(res.json.error).toMatch(/boundary/);
      }
  });
});

const ERN_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const ERN_ROOT = '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">&e;</ern:NewReleaseMessage>';
const ENTITY_MESSAGES: Record<string, string> = {
  'an external entity': `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>`,
  'a parameter entity': `<!DOCTYPE x [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p; <!ENTITY e "x">]>`,
  'internal entities (billion laughs)': `<!DOCTYPE x [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY e "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>`,
  'an external DTD': `<!DOCTYPE x SYSTEM "file:///etc/passwd">`,
};

function ernForm(xml: string): FormData {
  const form = new FormData();
  form.append('file', new File([xml], 'message.xml', { type: 'application/xml' }));
  return form;
}

describe('an ERN message that declares entities', () => {
  it('is refused with "external entities are not allowed" on validate and import, and no file is read', async () => {
    const admin = await createUser('admin');
    for (const [what, doctype] of Object.entries(ENTITY_MESSAGES))
      for (const route of [validate.POST, ernImport.POST]) {
        const res = await call(route, { as: admin, method: 'POST', rawBody: ernForm(ERN_HEAD + doctype + ERN_ROOT) });
        expect({ what, status: res.status }).toEqual({ what, status: 400 });
        expect(res.json.error).toMatch(/external entities are not allowed/);
        expect(res.text).not.toMatch(/root:|daemon:/);
      }
    expect(await db.ernImport.count()).toBe(0);
  });

  it('is refused by the DSP simulator too (the fuzzer found its 500)', async () => {
    const store = await db.store.create({
      data: { slug: 'xxe-store', name: 'XXE store', ddexPartyId: 'PADPIDA0000000XXE0', requirements: {} },
    });
    const authorization = `Bearer ${simulatorCredential(store.id)}`;
    for (const [what, doctype] of Object.entries(ENTITY_MESSAGES)) {
      const res = await call(simulator.POST, {
        method: 'POST',
        rawBody: ERN_HEAD + doctype + ERN_ROOT,
        headers: { 'content-type': 'application/xml', authorization },
      });
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
      expect(res.json.error).toMatch(/external entities are not allowed/);
    }
  });
});

describe('a drive write for a user that does not exist', () => {
  it('is a 404 with a message for an upload and a new folder, not the foreign-key error as a 500', async () => {
    const admin = await createUser('admin');
    const form = new FormData();
    form.append('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));
    const url = '/api/drive/files?ownerId=cmissinguser0000000000000';
    const upload = await call(driveFiles.POST, { as: admin, method: 'POST', url, rawBody: form });
    expect(upload.status).toBe(404);
    expect(upload.json.error).toMatch(/No user has this id/);
    const folder = await call(driveFolders.POST, { as: admin, url, body: { name: 'Masters' } });
    expect(folder.status).toBe(404);
    // The admin's own drive and an existing user's still work.
    const artist = await createUser('artist');
    const own = new FormData();
    own.append('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));
    const ok = await call(driveFiles.POST, { as: admin, url: `/api/drive/files?ownerId=${artist.id}`, rawBody: own });
    expect(ok.status).toBe(201);
  });
});

describe('next-auth with a foreign or malformed callbackUrl', () => {
  const FOREIGN = [
    'https://evil.example/',
    '//evil.example/x',
    'evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    'ftp://evil.example/',
  ];
  const auth = (action: string[], opts: CallOptions) =>
    call(opts.method === 'GET' ? nextAuth.GET : nextAuth.POST, { ...opts, params: { nextauth: action } });
  const cookiesOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const stays = (location: string | null) => {
    if (location === null) return true;
    const u = new URL(location, 'http://localhost:3000');
    return u.host === 'localhost:3000';
  };
  const form = (fields: Record<string, string>) => ({
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  async function csrf() {
    const res = await auth(['csrf'], { method: 'GET', url: '/api/auth/csrf' });
    expect(res.status).toBe(200);
    return { token: res.json.csrfToken as string, cookie: cookiesOf(res) };
  }

  it('sign-in and sign-out pages redirect within the site, never 500', async () => {
    for (const cb of FOREIGN) {
      const q = `?callbackUrl=${encodeURIComponent(cb)}`;
      for (const [action, method] of [
        [['signin'], 'GET'],
        [['signin', 'credentials'], 'POST'],
        [['signout'], 'GET'],
        [['signout'], 'POST'],
      ] as const) {
        const url = `/api/auth/${action.join('/')}${q}`;
        const res = await auth([...action], { method, url, ...(method === 'POST' ? form({}) : {}) });
        expect({ cb, action, status: res.status < 500 }).toEqual({ cb, action, status: true });
        expect({ cb, action, location: stays(res.headers.get('location')) }).toEqual({ cb, action, location: true });
      }
    }
  });

  it('signing in or out with a foreign callbackUrl lands on this site; a path of the site is kept', async () => {
    const user = await createUser('artist');
    for (const cb of FOREIGN) {
      const { token, cookie } = await csrf();
      const res = await auth(['callback', 'credentials'], {
        method: 'POST',
        url: `/api/auth/callback/credentials?callbackUrl=${encodeURIComponent(cb)}`,
        ...form({ email: user.email, password: TEST_PASSWORD, csrfToken: token, callbackUrl: cb, json: 'true' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      });
      expect({ cb, status: res.status }).toEqual({ cb, status: 200 });
      expect(new URL(res.json.url).host).toBe('localhost:3000');
      const out = await auth(['signout'], {
        method: 'POST',
        url: '/api/auth/signout',
        ...form({ csrfToken: token, callbackUrl: cb, json: 'true' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${cookie}; ${cookiesOf(res)}` },
      });
      expect({ cb, status: out.status }).toEqual({ cb, status: 200 });
      expect(new URL(out.json.url).host).toBe('localhost:3000');
    }
    const { token, cookie } = await csrf();
    const kept = await auth(['callback', 'credentials'], {
      method: 'POST',
      url: '/api/auth/callback/credentials',
      ...form({
        email: user.email,
        password: TEST_PASSWORD,
        csrfToken: token,
        callbackUrl: '/releases?x=1',
        json: 'true',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(new URL(kept.json.url).pathname + new URL(kept.json.url).search).toBe('/releases?x=1');
    expect(kept.headers.getSetCookie().some((c) => /session/.test(c))).toBe(true);
  });

  it('a malformed callback-url cookie is dropped, not a 500', async () => {
    const res = await auth(['signout'], {
      method: 'POST',
      url: '/api/auth/signout',
      ...form({}),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'next-auth.callback-url=javascript%3Ax' },
    });
    expect(res.status).toBeLessThan(500);
    expect(stays(res.headers.get('location'))).toBe(true);
  });
});
