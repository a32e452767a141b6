// `npm run test:scale-out`: proves the platform runs as several processes on one PostgreSQL server.
// Against a fresh database on DATABASE_URL's server it starts two web processes (`next start`,
// RUN_JOBS_IN_WEB=0) and one `npm run worker`, sends a release through submission, approval and
// delivery and a statement import, alternating requests between the two web processes, then checks
// that every job ran exactly once (pg-boss: completed, never retried; the domain: one attempt per
// delivery, every statement row stored once). Prints how long it took.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { buildIfNeeded } from './build-if-needed.mjs';

const started = Date.now();
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'test:scale-out needs DATABASE_URL (a PostgreSQL server): several processes cannot share the embedded database.',
  );
  process.exit(2);
}
const basePort = Number(process.env.SCALE_OUT_PORT ?? 3150);
const ports = [basePort, basePort + 1];
const log = (...a) => console.log(`[scale-out ${((Date.now() - started) / 1000).toFixed(1)}s]`, ...a);

// --- a fresh database and shared folders, as a deployment's shared volume would be
const dbName = `scaleout_${randomBytes(4).toString('hex')}`;
async function adminSql(sql) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
await adminSql(`CREATE DATABASE ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url.toString(),
  RUN_JOBS_IN_WEB: '0',
  SEED_DEMO: '1',
  COOKIE_SECURE: '0',
  // One secret and one upload folder for every process (as environment and a shared volume would give).
  NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
  PAYOUT_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  LOG_LEVEL: 'warn',
  APP_BASE_URL: `http://127.0.0.1:${ports[0]}`,
};
delete env.SMTP_URL;

const children = [];
let failed = false;
// Each child leads its own process group (`detached`), and the whole group is signalled: `npx next start`
// and `npm run worker` are wrappers, and killing only the wrapper left next-server and the worker running
// for the rest of the CI run (logging about their dropped database through the browser tests).
const killGroup = (c, signal) => {
  try {
    process.kill(-c.pid, signal);
  } catch {
    // the group has already exited
  }
};
async function cleanup() {
  for (const c of children) killGroup(c, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  for (const c of children) killGroup(c, 'SIGKILL');
  await adminSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
function fail(msg) {
  failed = true;
  throw new Error(msg);
}
function check(cond, msg) {
  if (!cond) fail(`check failed: ${msg}`);
  log(`ok: ${msg}`);
}

try {
  buildIfNeeded();
  const prep = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts'], { stdio: 'inherit', env });
  if (prep.status !== 0) fail('preparing the database failed');

  for (const port of ports)
    children.push(
      spawn('npx', ['next', 'start', '-p', String(port)], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env,
        detached: true,
      }),
    );
  children.push(
    spawn('npm', ['run', '--silent', 'worker'], { stdio: ['ignore', 'inherit', 'inherit'], env, detached: true }),
  );
  for (const c of children) c.on('exit', (code) => code && !failed && log(`a process exited with ${code}`));

  const base = (i) => `http://127.0.0.1:${ports[i % 2]}`;
  for (let i = 0; i < 2; i++) {
    const end = Date.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${base(i)}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > end) fail(`web process on ${ports[i]} never became ready`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  log('two web processes and a worker are up');

  // --- sessions (cookies work on either process: same signing secret)
  async function login(email) {
    const csrf = await fetch(`${base(0)}/api/auth/csrf`);
    const jar = new Map();
    const keep = (res) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
    };
    keep(csrf);
    const { csrfToken } = await csrf.json();
    const res = await fetch(`${base(1)}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new URLSearchParams({ email, password: 'demo-password', csrfToken, json: 'true' }),
    });
    keep(res);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let n = 0;
    const send = async (method, p, body) => {
      const i = n++; // alternate between the two web processes
      const init = { method, headers: { cookie } };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers['content-type'] = 'application/json';
      }
      const r = await fetch(`${base(i)}${p}`, init);
      const text = await r.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (r.status >= 400) fail(`${method} ${p} on port ${ports[i % 2]} answered ${r.status}: ${text.slice(0, 300)}`);
      return json;
    };
    return Object.assign(send, { cookie, csrfToken });
  }
  /** One GET on one process (no alternation), for the cache checks: status and JSON. */
  async function getOn(i, who, p) {
    const r = await fetch(`${base(i)}${p}`, { headers: { cookie: who.cookie } });
    return { status: r.status, json: await r.json().catch(() => undefined) };
  }
  /** Answers of both processes' caches (lib/platform/cache/*) before a write made elsewhere. */
  const bothOn = (who, p) => Promise.all([getOn(0, who, p), getOn(1, who, p)]);
  const artist = await login('artist@demo.test');
  const admin = await login('admin@demo.test');
  const me = await artist('GET', '/api/auth/me');
  check(
    me?.user?.email === 'artist@demo.test' || me?.email === 'artist@demo.test',
    'the artist is signed in on both processes',
  );

  // --- a release from draft to delivered
  const stores = (await artist('GET', '/api/distribution/stores')).slice(0, 3);
  const earningsBefore = await bothOn(artist, '/api/earnings');
  const rel = await artist('POST', '/api/releases', { title: 'Scale Out', primaryArtist: 'Ada Stone' });
  // Both processes now hold the draft in their cached /api/projects answer; the worker's writes must drop it.
  const draft = await bothOn(artist, '/api/projects');
  check(
    draft.every((d) => d.json?.items?.find((i) => i.id === rel.id)?.releaseStatus === 'draft'),
    'both processes list the new draft in /api/projects',
  );
  const releaseDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await artist('PATCH', `/api/releases/${rel.id}`, {
    genre: 'Pop',
    releaseDate,
    storeIds: stores.map((s) => s.id),
    pLine: '2026 Ada Stone',
    cLine: '2026 Ada Stone',
    label: 'Stone Records',
  });
  const track = await artist('POST', `/api/releases/${rel.id}/tracks`, {
    title: 'Scale Out',
    contributors: [
      { name: 'Ada Stone', role: 'main_artist' },
      { name: 'Ada Marie Stone', role: 'composer' },
      { name: 'Ada Marie Stone', role: 'lyricist' },
    ],
  });
  const audio = new FormData();
  audio.append('audio', new Blob([wav()]), 'scale-out.wav');
  await artist('POST', `/api/releases/${rel.id}/tracks/${track.id}/audio`, audio);
  const art = new FormData();
  const jpeg = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#0c4a6e' } })
    .jpeg()
    .toBuffer();
  art.append('artwork', new Blob([jpeg]), 'cover.jpg');
  await artist('POST', `/api/releases/${rel.id}/artwork`, art);
  await artist('POST', `/api/releases/${rel.id}/submit`);
  await admin('POST', `/api/releases/${rel.id}/review`, { action: 'start_review' });
  await admin('POST', `/api/releases/${rel.id}/review`, { action: 'approve' });
  log(`release approved for ${stores.length} stores; waiting for the worker to deliver it`);
  let release;
  for (const end = Date.now() + 180_000; ;) {
    release = await artist('GET', `/api/releases/${rel.id}`);
    if (release.status === 'distributed' || release.status === 'delivery_failed' || Date.now() > end) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  check(release.status === 'distributed', `the release is live (status ${release.status})`);

  // --- a statement import for its track
  const isrc = release.tracks?.[0]?.isrc;
  check(!!isrc, `the track has an ISRC (${isrc})`);
  const csv =
    'net_amount,units,isrc,track_title,store,country,sale_period,currency,upc\n' +
    `12.50,100,${isrc},Scale Out,Spotify,US,2026-09,USD,\n` +
    `3.25,20,${isrc},Scale Out,Spotify,DE,2026-09,USD,\n` +
    `1.00,5,${isrc},Scale Out,Apple Music,US,2026-09,USD,\n`;
  const st = new FormData();
  st.append('store', 'Spotify');
  st.append('period', '2026-09');
  st.append('currency', 'USD');
  st.append('exchangeRate', '1');
  st.append('file', new Blob([csv]), 'statement.csv');
  const imp = await admin('POST', '/api/royalties/statements', st);
  let statement;
  for (const end = Date.now() + 120_000; ;) {
    statement = await admin('GET', `/api/royalties/statements/${imp.id}`);
    const s = statement.status ?? statement.import?.status;
    if (s === 'completed' || s === 'failed' || Date.now() > end) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  check((statement.status ?? statement.import?.status) === 'completed', 'the statement import completed');

  // --- the cached answers followed the worker's writes, and a sign-out on one process ends the session on both
  const live = await bothOn(artist, '/api/projects');
  check(
    live.every((d) => d.json?.items?.find((i) => i.id === rel.id)?.releaseStatus === 'distributed'),
    'both processes list the release as live in /api/projects (written by the worker)',
  );
  const earningsAfter = await bothOn(artist, '/api/earnings');
  check(
    earningsAfter.every((e, i) => e.json?.totalEarnedCents > earningsBefore[i].json?.totalEarnedCents),
    `both processes show the imported earnings in /api/earnings (${earningsAfter.map((e) => e.json?.totalEarnedCents)})`,
  );
  const second = await login('artist@demo.test');
  check(
    (await bothOn(second, '/api/projects')).every((r) => r.status === 200),
    'a second session is signed in on both',
  );
  const out = await fetch(`${base(0)}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: second.cookie },
    body: new URLSearchParams({ csrfToken: second.csrfToken, json: 'true' }),
  });
  const signedOutAt = Date.now();
  let other = 200;
  while (other !== 401 && Date.now() - signedOutAt < 5_000) other = (await getOn(1, second, '/api/projects')).status;
  check(
    other === 401 && Date.now() - signedOutAt < 2_000,
    `signing out on one process (${out.status}) ends the session on the other within ${Date.now() - signedOutAt} ms`,
  );

  // --- every job ran exactly once
  const c = new pg.Client({ connectionString: env.DATABASE_URL });
  await c.connect();
  try {
    const jobs = await c.query(
      `SELECT name, state, retry_count FROM pgboss.job WHERE name IN ('deliver-release','royalties.import-statement')
       UNION ALL SELECT name, state, retry_count FROM pgboss.archive WHERE name IN ('deliver-release','royalties.import-statement')`,
    );
    const deliveries = await c.query(`SELECT id, status FROM "Delivery" WHERE "releaseId" = $1`, [rel.id]);
    const byName = (n) => jobs.rows.filter((j) => j.name === n);
    check(deliveries.rows.length === stores.length, `one delivery per store (${deliveries.rows.length})`);
    check(
      byName('deliver-release').length === deliveries.rows.length,
      `one delivery job per delivery (${byName('deliver-release').length})`,
    );
    check(byName('royalties.import-statement').length === 1, 'one import job');
    check(
      jobs.rows.every((j) => j.state === 'completed' && j.retry_count === 0),
      `every job completed on its first run (${jobs.rows.map((j) => `${j.name}:${j.state}/${j.retry_count}`).join(', ')})`,
    );
    const attempts = await c.query(
      `SELECT "deliveryId", count(*) FILTER (WHERE event = 'attempt')::int AS attempts,
              count(*) FILTER (WHERE event = 'acknowledged')::int AS acks
         FROM "DeliveryLog" WHERE "deliveryId" = ANY($1) GROUP BY "deliveryId"`,
      [deliveries.rows.map((d) => d.id)],
    );
    check(
      attempts.rows.length === deliveries.rows.length && attempts.rows.every((r) => r.attempts === 1 && r.acks === 1),
      'each delivery was attempted and acknowledged exactly once',
    );
    // A row is either an unmatched line or counted in its matched group, once.
    const lines = await c.query(
      `SELECT (SELECT count(*) FROM "EarningLine" WHERE "importId" = $1)::int
            + (SELECT coalesce(sum(lines), 0) FROM "EarningGroup" WHERE "importId" = $1)::int AS n`,
      [imp.id],
    );
    check(lines.rows[0].n === 3, `every statement row stored once, as a line or in its group (${lines.rows[0].n})`);
  } finally {
    await c.end();
  }
  log(`PASSED in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  failed = true;
  console.error(`[scale-out] FAILED: ${err.message}`);
} finally {
  await cleanup();
  process.exit(failed ? 1 : 0);
}

/** One second of a 440 Hz tone, 16-bit stereo 44.1 kHz PCM WAV. */
function wav(seconds = 1, sampleRate = 44100, channels = 2) {
  const frames = seconds * sampleRate;
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 16383);
    for (let ch = 0; ch < channels; ch++) data.writeInt16LE(v, (i * channels + ch) * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * channels * 2, 28);
  h.writeUInt16LE(channels * 2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
