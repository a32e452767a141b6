// CWR 3.0 through the routes: the super admin sets 3.0 for a society, the export (format "cwr") writes a 3.0 file
// (file name, HDR, WRK group) with an administered chain and a sub-publisher per territory, read back with the
// reader built from django-music-publisher's 3.0 templates (not our writer); a 3.0 ACK then marks it accepted.
import { db } from '@/lib/platform/db';
import * as works from '@/app/api/rights/works/route';
import * as exportsRoute from '@/app/api/rights/exports/route';
import * as acks from '@/app/api/rights/acks/route';
import * as settingsRoute from '@/app/api/rights/settings/route';
import { ackRecord } from '@/lib/rights/ack';
import { callSteppedUp } from '../../helpers/step-up';
import { call, createUser } from '../../helpers/api';
import { readRecords30, readWorks30 } from '../../fixtures/rights/cwr30-reader';

jest.setTimeout(90_000);

let artist: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  artist = await createUser('artist');
  admin = await createUser('admin');
  const superAdmin = await createUser('super_admin');
  const res = await callSteppedUp(settingsRoute.PUT, superAdmin, {
    method: 'PUT',
    body: {
      senderCode: 'TNM',
      publisherName: 'TNM Publishing',
      publisherIpi: '00123456790',
      cwrVersions: { GEMA: '3.0', BMI: '2.2' },
    },
  });
  expect(res.status).toBe(200);
});

const s = (performance: number, mechanical: number, sync: number) => ({ performance, mechanical, sync });

describe('CWR 3.0', () => {
  it('exports the society version 3.0 with chains and sub-publishers, and reads a 3.0 ACK', async () => {
    const created = await call(works.POST, {
      as: artist,
      body: {
        title: 'Rhein Nacht',
        language: 'DE',
        distributionCategory: 'SER',
        parties: [
          {
            name: 'Jonas Weber',
            role: 'C',
            ipi: '00000000689',
            society: 'GEMA',
            controlled: true,
            shares: s(5000, 0, 0),
            publisher: 1,
            administrator: 2,
          },
          {
            name: 'Weber Musik',
            role: 'E',
            ipi: '00000000787',
            society: 'GEMA',
            controlled: true,
            shares: s(5000, 10000, 10000),
          },
          { name: 'Global Admin', role: 'AM', ipi: '00000000885', controlled: true, shares: s(0, 0, 0) },
          {
            name: 'Tokyo Sub',
            role: 'SE',
            controlled: true,
            shares: s(0, 0, 0),
            publisher: 1,
            territories: [{ tis: '392', include: true, shares: s(2500, 5000, 5000) }],
          },
        ],
      },
    });
    expect(created.json.issues).toBeUndefined();
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    await db.workSplitVersion.create({
      data: {
        workId: id,
        version: 1,
        status: 'signed',
        agreementText: 'x',
        agreementSha256: '0'.repeat(64),
        snapshot: {},
      },
    });
    const res = await call(exportsRoute.POST, { as: admin, body: { format: 'cwr', workIds: [id], recipient: 'GEMA' } });
    expect(res.status).toBe(200);
    const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition')!)![1]!;
    expect(filename).toMatch(/^CW\d{2}\d{4}TNM_0000_V3-0-0\.SUB$/);
    const records = readRecords30(res.text);
    expect(records[0]).toMatchObject({ type: 'HDR', senderType: 'PB', senderId: 'TNM', version: '3.0', filename });
    expect(records.map((r) => r.type)).toEqual([
      'HDR',
      'GRH',
      'WRK',
      'SPU',
      'SPU',
      'SPT',
      'SPT',
      'SPU',
      'SPT',
      'SWR',
      'SWT',
      'PWR',
      'GRT',
      'TRL',
    ]);
    const [w] = readWorks30(res.text);
    expect(w).toMatchObject({ title: 'RHEIN NACHT', language: 'DE', category: 'SER' });
    const by = Object.fromEntries(w!.parties.map((p) => [p.name, p]));
    expect(by['WEBER MUSIK']).toMatchObject({ role: 'E', ipi: '00000000787', territories: [] });
    expect(by['GLOBAL ADMIN']).toMatchObject({ role: 'AM', chain: by['WEBER MUSIK']!.chain });
    expect(by['GLOBAL ADMIN']!.territories).toEqual([
      { tis: '2136', inclusion: 'I', shares: [5000, 10000, 10000] },
      { tis: '392', inclusion: 'I', shares: [2500, 5000, 5000] },
    ]);
    expect(by['TOKYO SUB']).toMatchObject({ role: 'SE', chain: by['WEBER MUSIK']!.chain });
    expect(by['TOKYO SUB']!.territories).toEqual([{ tis: '392', inclusion: 'I', shares: [2500, 5000, 5000] }]);
    expect(by['JONAS WEBER']!.territories).toEqual([{ tis: '2136', inclusion: 'I', shares: [5000, 0, 0] }]);
    expect(by['JONAS WEBER']!.links).toEqual([
      { sequence: by['WEBER MUSIK']!.chain, publisherIp: by['WEBER MUSIK']!.ip },
    ]);
    expect(records.find((r) => r.type === 'SWT')!.prSociety).toBe('035');
    expect(records.find((r) => r.type === 'GRT')).toMatchObject({ transactions: '00000001', records: '00000012' });

    // A 3.0 ACK: HDR with the sender code at 6-9 and the society name at 10-54; the ACK record as in 2.1 (WRK).
    const number = records.find((r) => r.type === 'WRK')!.submitterWorkId!;
    const rows = [
      ackRecord(0, {
        submitterWorkId: number,
        title: 'Rhein Nacht',
        status: 'AS',
        originalTransactionType: 'WRK',
        date: '20261210',
      }),
    ];
    const text = [
      `HDRSO0035${'GEMA'.padEnd(45)}${' '.repeat(11)}2026121012000020261210${' '.repeat(15)}3.0000`,
      'GRHACK0000103.000000000000',
      ...rows,
      'GRT000010000000100000003',
      'TRL000010000000100000005',
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new File([text], 'CW260001GEMA_TNM_V3-0-0.ACK', { type: 'text/plain' }));
    const ack = await call(acks.POST, { as: admin, rawBody: form });
    expect(ack.status).toBe(200);
    expect(ack.json).toMatchObject({ society: 'GEMA', updated: [{ workId: id, status: 'accepted', code: 'AS' }] });
    const reg = await db.workRegistration.findFirstOrThrow({ where: { workId: id, target: 'CWR:GEMA' } });
    expect(reg.acceptedAt?.toISOString().slice(0, 10)).toBe('2026-12-10');
  });
});
