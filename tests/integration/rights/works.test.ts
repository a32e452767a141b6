// The rights routes end to end through their handlers: works, split sheets signed through emailed links
// (read from a real SMTP server on loopback), CWR/MLC exports, ACK import, registrations, certificates.
import { SMTPServer } from 'smtp-server';
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import { startWorkers } from '@/lib/platform/jobs';
import { allJobs } from '@/jobs';
import * as works from '@/app/api/rights/works/route';
import * as work from '@/app/api/rights/works/[id]/route';
import * as split from '@/app/api/rights/works/[id]/split-sheet/route';
import * as splitPdf from '@/app/api/rights/works/[id]/split-sheet/pdf/route';
import * as signing from '@/app/api/rights/split-sheets/[token]/route';
import * as exportsRoute from '@/app/api/rights/exports/route';
import * as acks from '@/app/api/rights/acks/route';
import * as registrations from '@/app/api/rights/registrations/route';
import * as settings from '@/app/api/rights/settings/route';
import * as certificates from '@/app/api/rights/certificates/route';
import * as certificate from '@/app/api/rights/certificates/[code]/route';
import * as certificatePdf from '@/app/api/rights/certificates/[code]/pdf/route';
import * as revoke from '@/app/api/rights/certificates/[code]/revoke/route';
import { ackRecord } from '@/lib/rights/ack';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';
import { png } from '../../fixtures/files';

jest.setTimeout(90_000);

const mail: { to: string; body: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, cb) {
    let body = '';
    stream.on('data', (c: Buffer) => (body += c.toString()));
    stream.on('end', () => {
      mail.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body: body.replace(/=\r?\n/g, '') });
      cb();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  process.env.RIGHTS_KEY_FILE = '.data/test-rights-signing-key.pem';
  resetEnvCache();
  await startWorkers(allJobs, 0.5);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The newest signing token emailed to an address. */
async function tokenFor(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const m = mail
      .slice(after)
      .filter((x) => x.to === email)
      .pop();
    const token = m && /\/split-sheet\/([A-Za-z0-9_-]{20,})/.exec(m.body)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no split sheet email for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function sign(token: string, typedName: string, drawn = false) {
  const ctx = await call(signing.GET, { params: { token } });
  expect(ctx.status).toBe(200);
  return call(signing.POST, {
    params: { token },
    headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'jest' },
    body: {
      typedName,
      agreementSha256: ctx.json.agreementSha256,
      agree: true,
      ...(drawn ? { signature: `data:image/png;base64,${(await png(200, 60, '#ffffff')).toString('base64')}` } : {}),
    },
  });
}

const party = (over: Record<string, unknown> = {}) => ({
  name: 'Nova Reyes',
  role: 'CA',
  ipi: '00123456790',
  society: 'BMI',
  controlled: true,
  email: 'nova@test.local',
  shares: { performance: 5000, mechanical: 5000, sync: 5000 },
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Midnight Cafe',
  iswc: 'T-034.524.680-1',
  isrcs: ['US-MMS-26-00001'],
  parties: [
    party(),
    party({ name: 'Kairo James', ipi: undefined, society: undefined, controlled: false, email: 'kairo@test.local' }),
  ],
  ...over,
});

describe('rights', () => {
  let artist: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let superAdmin: Awaited<ReturnType<typeof createUser>>;
  let workId: string;

  beforeAll(async () => {
    artist = await createUser('artist', { email: 'nova@test.local', name: 'Nova Reyes' });
    stranger = await createUser('artist');
    admin = await createUser('admin');
    superAdmin = await createUser('super_admin');
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ parties: [party({ shares: { performance: 9000, mechanical: 10000, sync: 10000 } })] }, 'shares.performance'],
      [
        { parties: [party({ ipi: '00123456791', shares: { performance: 10000, mechanical: 10000, sync: 10000 } })] },
        'parties.0.ipi',
      ],
      [{ iswc: 'T-034.524.680-2' }, 'iswc'],
      [
        { parties: [party({ role: undefined, shares: { performance: 10000, mechanical: 10000, sync: 10000 } })] },
        'parties.0.role',
      ],
      [{ title: '' }, 'title'],
    ];
    for (const [over, path] of cases) {
      const res = await call(works.POST, { as: artist, body: body(over) });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.json.issues.map((i: { path: string }) => i.path).join(' ')).toContain(path);
    }
    expect(await db.musicalWork.count()).toBe(0);
  });

  it('creates a work (201 { id }); its owner and staff read it, a stranger gets 404', async () => {
    const res = await call(works.POST, { as: artist, body: body() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json)).toEqual(['id']);
    workId = res.json.id;
    const mine = await call(work.GET, { as: artist, params: { id: workId } });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ title: 'Midnight Cafe', iswc: 'T0345246801', isrcs: ['USMMS2600001'] });
    expect(mine.json.parties.map((p: { name: string }) => p.name)).toEqual(['Nova Reyes', 'Kairo James']);
    expect((await call(work.GET, { as: stranger, params: { id: workId } })).status).toBe(404);
    expect((await call(work.PATCH, { as: stranger, params: { id: workId }, body: { title: 'Mine' } })).status).toBe(
      404,
    );
    expect((await call(work.GET, { as: admin, params: { id: workId } })).status).toBe(200);
    const list = await call(works.GET, { as: stranger, url: '/api/rights/works' });
    expect(list.json).toMatchObject({ items: [], total: 0, nextCursor: null });
    const dup = await call(works.POST, { as: stranger, body: body() });
    expect(dup.status).toBe(400);
    expect(dup.json.issues[0].path).toBe('iswc');
  });

  it('keeps CWR settings for the super admin only', async () => {
    const input = { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' };
    expect((await call(settings.PUT, { method: 'PUT', as: admin, body: input })).status).toBe(403);
    // Platform-wide: the super admin confirms their password first (step-up), else 428.
    expect((await call(settings.PUT, { method: 'PUT', as: superAdmin, body: input })).status).toBe(428);
    expect(
      (await callSteppedUp(settings.PUT, superAdmin, { method: 'PUT', body: { ...input, publisherIpi: '1' } })).status,
    ).toBe(400);
    expect((await callSteppedUp(settings.PUT, superAdmin, { method: 'PUT', body: input })).status).toBe(200);
    expect((await call(settings.GET, { as: superAdmin })).json.settings).toMatchObject(input);
  });

  it('refuses to export a work whose split sheet is not signed (409 naming the work)', async () => {
    const res = await call(exportsRoute.POST, { as: admin, body: { format: 'cwr-2.1', workIds: [workId] } });
    expect(res.status).toBe(409);
    expect(res.json.error).toContain('Midnight Cafe');
  });

  it('every writer signs through a single-use emailed link; a change of shares starts a new version', async () => {
    const sent = await call(split.POST, { as: artist, params: { id: workId } });
    expect(sent.status).toBe(201);
    expect(sent.json.signers).toHaveLength(2);
    const novaToken = await tokenFor('nova@test.local');
    const kairoToken = await tokenFor('kairo@test.local');
    const bad = await call(signing.POST, {
      params: { token: novaToken },
      body: { typedName: 'Nova Reyes', agreementSha256: 'a'.repeat(64), agree: true },
    });
    expect(bad.status).toBe(409);
    expect((await sign(novaToken, 'Nova Reyes', true)).status).toBe(200);
    expect((await sign(novaToken, 'Nova Reyes')).status).toBe(410);
    expect((await call(work.GET, { as: artist, params: { id: workId } })).json.splitSheet.status).toBe('pending');
    const done = await sign(kairoToken, 'Kairo James');
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ version: 1, complete: true });
    const signed = await call(work.GET, { as: artist, params: { id: workId } });
    expect(signed.json.splitSheet).toMatchObject({ version: 1, status: 'signed' });
    expect(signed.json.splitSheet.signatures.every((s: { signedAt: string | null }) => s.signedAt)).toBe(true);
    expect((await call(split.POST, { as: artist, params: { id: workId } })).status).toBe(409);

    const before = mail.length;
    const changed = await call(work.PATCH, {
      method: 'PATCH',
      as: artist,
      params: { id: workId },
      body: {
        parties: [
          party({ shares: { performance: 6000, mechanical: 6000, sync: 6000 } }),
          party({
            name: 'Kairo James',
            ipi: undefined,
            controlled: false,
            email: 'kairo@test.local',
            shares: { performance: 4000, mechanical: 4000, sync: 4000 },
          }),
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.splitSheet).toMatchObject({ version: 2, status: 'pending' });
    expect(changed.json.splitHistory).toEqual([
      expect.objectContaining({ version: 1, status: 'superseded', signed: 2 }),
    ]);
    const pdf = await call(splitPdf.GET, { as: artist, params: { id: workId }, url: '/x?version=1' });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    expect((await call(splitPdf.GET, { as: stranger, params: { id: workId } })).status).toBe(404);
    expect((await sign(await tokenFor('nova@test.local', before), 'Nova Reyes')).status).toBe(200);
    expect((await sign(await tokenFor('kairo@test.local', before), 'Kairo James')).status).toBe(200);
    expect((await call(work.GET, { as: artist, params: { id: workId } })).json.splitSheet.status).toBe('signed');
  });

  it('exports CWR 2.1 (staff only) and the MLC files, marking the registration as sent', async () => {
    expect((await call(exportsRoute.POST, { as: artist, body: { format: 'cwr-2.1', workIds: [workId] } })).status).toBe(
      403,
    );
    expect((await call(exportsRoute.POST, { as: stranger, body: { format: 'mlc', workIds: [workId] } })).status).toBe(
      404,
    );
    const cwr = await call(exportsRoute.POST, {
      as: admin,
      body: { format: 'cwr-2.1', workIds: [workId], recipient: 'BMI' },
    });
    expect(cwr.status).toBe(200);
    expect(cwr.headers.get('content-disposition')).toMatch(/CW\d{6}TNM_BMI\.V21/);
    const lines = cwr.text.split('\r\n');
    expect(lines[0]!.startsWith('HDRPB123456790TNM PUBLISHING')).toBe(true);
    expect(lines.map((l) => l.slice(0, 3))).toEqual(
      expect.arrayContaining(['GRH', 'NWR', 'SPU', 'SPT', 'SWR', 'SWT', 'PWR', 'OWR', 'REC', 'GRT', 'TRL']),
    );
    const nwr = lines.find((l) => l.startsWith('NWR'))!;
    expect(nwr.slice(19, 79).trim()).toBe('MIDNIGHT CAFE');
    const reg = (await call(work.GET, { as: artist, params: { id: workId } })).json.registrations;
    expect(reg).toEqual([expect.objectContaining({ target: 'CWR:BMI', status: 'sent' })]);
    const mlc = await call(exportsRoute.POST, { as: artist, body: { format: 'mlc', workIds: [workId] } });
    expect(mlc.status).toBe(200);
    expect(mlc.headers.get('content-type')).toContain('spreadsheetml');
    const csv = await call(exportsRoute.POST, { as: artist, body: { format: 'mlc-isrc', workIds: [workId] } });
    // No MLC song code yet: the match file is its two-column header only.
    expect(csv.text.split('\r\n')[0]).toBe('ISRC,MLC SONG CODE');
  });

  it('imports an ACK: accepted marks the work registered; an unknown work is a 400 and changes nothing', async () => {
    const number = (await call(work.GET, { as: admin, params: { id: workId } })).json.number as string;
    const ackFile = (rows: string[]) =>
      [
        'HDRSO000000021BMI                                          01.102026112412000020261124               ',
        'GRHACK0000102.100000000000  ',
        ...rows,
        'GRT000010000000100000003',
        'TRL000010000000100000005',
      ].join('\r\n');
    const upload = (text: string) => {
      const form = new FormData();
      form.append('file', new File([text], 'ack.V21', { type: 'text/plain' }));
      return call(acks.POST, { as: admin, rawBody: form });
    };
    const unknown = await upload(
      ackFile([
        ackRecord(0, { submitterWorkId: number, title: 'Midnight Cafe', status: 'AS' }),
        ackRecord(1, { submitterWorkId: 'W9999999', title: 'Nobody', status: 'AS' }),
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toContain('W9999999');
    expect((await db.workRegistration.findFirstOrThrow({ where: { workId } })).status).toBe('sent');
    expect((await upload('not a cwr file')).status).toBe(400);
    expect((await call(acks.POST, { as: artist, rawBody: new FormData() })).status).toBe(403);
    const ok = await upload(
      ackFile([ackRecord(0, { submitterWorkId: number, title: 'Midnight Cafe', societyWorkId: '8812', status: 'AS' })]),
    );
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ society: 'BMI', updated: [{ workId, status: 'accepted' }] });
    const overview = await call(registrations.GET, { as: admin });
    expect(overview.json.bySociety).toEqual([expect.objectContaining({ target: 'CWR:BMI', accepted: 1, overdue: 0 })]);
    expect((await call(registrations.GET, { as: artist })).status).toBe(403);
  });

  it('flags a registration sent more than 30 days ago without an acknowledgement', async () => {
    await db.workRegistration.create({
      data: { workId, target: 'CWR:PRS', status: 'sent', sentAt: new Date(Date.now() - 45 * 86_400_000) },
    });
    const overview = await call(registrations.GET, { as: admin });
    expect(overview.json.overdue).toEqual([expect.objectContaining({ target: 'CWR:PRS', ageDays: 45, overdue: true })]);
  });

  it('issues a certificate (201 { code }) that verifies publicly, breaks when tampered with and shows revocation', async () => {
    expect((await call(certificates.POST, { as: stranger, body: { workId } })).status).toBe(404);
    expect((await call(certificates.POST, { as: artist, body: {} })).status).toBe(400);
    const first = await call(certificates.POST, { as: artist, body: { workId } });
    expect(first.status).toBe(201);
    expect(Object.keys(first.json)).toEqual(['code']);
    const second = await call(certificates.POST, { as: artist, body: { workId } });
    const pub = await call(certificate.GET, { params: { code: second.json.code } });
    expect(pub.status).toBe(200);
    expect(pub.json).toMatchObject({
      work: 'Midnight Cafe',
      ownerName: 'Nova Reyes',
      chainPosition: 2,
      chainVerifies: true,
      revoked: false,
      signatureAlgorithm: 'Ed25519',
    });
    expect(pub.json.verifyUrl).toMatch(/\/copyright-certificate\/CC-/);
    const pdf = await call(certificatePdf.GET, { params: { code: second.json.code } });
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    expect((await call(certificate.GET, { params: { code: 'CC-NOPE-NOPE' } })).status).toBe(404);
    expect((await call(certificates.GET, { as: artist })).json.items).toHaveLength(2);

    const original = await db.copyrightCertificate.findUniqueOrThrow({ where: { code: first.json.code } });
    await db.copyrightCertificate.update({
      where: { code: first.json.code },
      data: { payload: original.payload.replace('Nova Reyes', 'Someone Else') },
    });
    const broken = await call(certificate.GET, { params: { code: second.json.code } });
    expect(broken.json).toMatchObject({ chainVerifies: false, chainProblem: { position: 1 } });
    await db.copyrightCertificate.update({ where: { code: first.json.code }, data: { payload: original.payload } });

    expect(
      (await call(revoke.POST, { as: artist, params: { code: second.json.code }, body: { reason: 'x' } })).status,
    ).toBe(403);
    const revoked = await call(revoke.POST, {
      as: admin,
      params: { code: second.json.code },
      body: { reason: 'Disputed ownership' },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ revoked: true, revokedReason: 'Disputed ownership', chainVerifies: true });
  });
});
