// POST /api/rights/acks with a standard CWR 2.1 acknowledgement written by hand from the published layout
// (tests/fixtures/rights/cwr-ack.ts): statuses per work, MSG texts kept, one transaction with its audit row,
// an unknown status a 400 naming the line.
import { db } from '@/lib/platform/db';
import * as acks from '@/app/api/rights/acks/route';
import { call, createUser } from '../../helpers/api';
import { ack, ackFile, msg, at } from '../../fixtures/rights/cwr-ack';

jest.setTimeout(60_000);

let admin: Awaited<ReturnType<typeof createUser>>;
const works: { id: string; code: string }[] = [];

beforeAll(async () => {
  admin = await createUser('admin');
  const owner = await createUser('artist');
  for (const title of ['Midnight Cafe', 'Paper Boats', 'Low Tide', 'Glass Houses']) {
    const w = await db.musicalWork.create({ data: { ownerId: owner.id, title } });
    await db.workRegistration.create({
      data: { workId: w.id, target: 'CWR:BMI', status: 'sent', sentAt: new Date('2026-11-01T00:00:00Z') },
    });
    works.push({ id: w.id, code: `W${String(w.number).padStart(7, '0')}` });
  }
});

function upload(text: string) {
  const form = new FormData();
  form.append('file', new File([text], 'CW260001BMI_TNM.V21', { type: 'text/plain' }));
  return call(acks.POST, { as: admin, rawBody: form });
}

const reg = (i: number) => db.workRegistration.findFirstOrThrow({ where: { workId: works[i]!.id, target: 'CWR:BMI' } });

describe('CWR 2.1 ACK import', () => {
  it('refuses an unknown transaction status with a 400 naming the line, and changes nothing', async () => {
    const text = ackFile(
      'BMI',
      [
        ack(0, { work: works[0]!.code, title: 'Midnight Cafe', status: 'AS' }),
        ack(1, { work: works[1]!.code, title: 'Paper Boats', status: 'ZZ' }),
      ],
      2,
    );
    const res = await upload(text);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/unknown transaction status "ZZ".*line 4/);
    expect((await reg(0)).status).toBe('sent');
  });

  it('marks each work per its status, keeps the MSG texts and the society number, with one audit row', async () => {
    const body = [
      ack(0, { work: works[0]!.code, title: 'Midnight Cafe', society: '884412', status: 'AS' }),
      // the transaction echoed back after its ACK
      at(260, [
        [1, 'NWR'],
        [4, '00000000'],
        [12, '00000001'],
        [20, 'MIDNIGHT CAFE'],
      ]),
      ack(1, { work: works[1]!.code, title: 'Paper Boats', status: 'NA' }),
      msg(1, 1, {
        type: 'T',
        rec: 2,
        recType: 'SPU',
        level: 'T',
        v: '046',
        text: 'SOCIETY-ASSIGNED AGREEMENT NUMBER MISSING',
      }),
      ack(2, { work: works[2]!.code, title: 'Low Tide', status: 'WA' }),
      msg(2, 1, { type: 'T', rec: 2, recType: 'SPU', level: 'T', v: '047', text: 'AGREEMENT NUMBER NOT ON FILE' }),
      msg(2, 2, { type: 'F', rec: 4, recType: 'SWR', level: 'F', v: '019', text: 'WRITER IPI NAME NUMBER INVALID' }),
      ack(3, { work: works[3]!.code, title: 'Glass Houses', status: 'CO' }),
      msg(3, 1, { type: 'T', rec: 0, recType: 'NWR', level: 'T', v: '100', text: 'CLAIMS EXCEED 100 PERCENT' }),
    ];
    const res = await upload(ackFile('BMI', body, 4));
    expect(res.status).toBe(200);
    expect(res.json.society).toBe('BMI');
    const [a, na, wa, co] = await Promise.all([reg(0), reg(1), reg(2), reg(3)]);
    expect(a).toMatchObject({ status: 'accepted', societyWorkId: '884412', rejectionReason: null });
    expect(a.decidedAt?.toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(na.status).toBe('rejected');
    expect(na.rejectionReason).toContain('NA');
    expect(na.rejectionReason).toContain('SOCIETY-ASSIGNED AGREEMENT NUMBER MISSING');
    expect(wa.status).toBe('rejected');
    expect(wa.rejectionReason).toContain('AGREEMENT NUMBER NOT ON FILE');
    expect(wa.rejectionReason).toContain('WRITER IPI NAME NUMBER INVALID');
    expect(co.status).toBe('conflict');
    expect(co.rejectionReason).toContain('CLAIMS EXCEED 100 PERCENT');
    const audit = await db.auditLog.findMany({ where: { action: 'rights.ack_import' } });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.meta)).toContain('"status":"WA"');
  });

  it('a later RA only acknowledges', async () => {
    const res = await upload(ackFile('BMI', [ack(0, { work: works[1]!.code, title: 'Paper Boats', status: 'RA' })], 1));
    expect(res.status).toBe(200);
    expect(await reg(1)).toMatchObject({ status: 'acknowledged', decidedAt: null });
  });
});
