// Held-out ACK fixtures (written apart from the ones the reader was built against): LF line ends, REV
// transactions, the remaining statuses (SR, CR, AC, DU, RC, NP) with several MSG records, and a truncated ACK.
import { db } from '@/lib/platform/db';
import * as acks from '@/app/api/rights/acks/route';
import { call, createUser } from '../../helpers/api';
import { ack, msg, hdr, grhAck, grt, trl } from '../../fixtures/rights/cwr-ack';

jest.setTimeout(60_000);

let admin: Awaited<ReturnType<typeof createUser>>;
const codes: string[] = [];
const ids: string[] = [];

beforeAll(async () => {
  admin = await createUser('admin');
  const owner = await createUser('artist');
  for (let i = 0; i < 6; i++) {
    const w = await db.musicalWork.create({ data: { ownerId: owner.id, title: `Held Out ${i}` } });
    ids.push(w.id);
    codes.push(`W${String(w.number).padStart(7, '0')}`);
  }
});

const upload = (text: string) => {
  const form = new FormData();
  form.append('file', new File([text], 'ack.V21', { type: 'text/plain' }));
  return call(acks.POST, { as: admin, rawBody: form });
};

it('reads an LF file of REV acknowledgements with every remaining status', async () => {
  const statuses = ['SR', 'CR', 'AC', 'DU', 'RC', 'NP'];
  const body: string[] = [];
  statuses.forEach((s, i) => {
    body.push(ack(i, { work: codes[i]!, title: `Held Out ${i}`, status: s, type: 'REV', society: `S${i}` }));
    if (s !== 'SR') {
      body.push(msg(i, 1, { type: 'F', rec: 3, recType: 'SWR', level: 'F', v: '021', text: `FIELD NOTE ${s}` }));
      body.push(msg(i, 2, { type: 'R', rec: 4, recType: 'PWR', level: 'R', v: '003', text: `RECORD NOTE ${s}` }));
    }
  });
  const text = [hdr('PRS'), grhAck(), ...body, grt(6, body.length + 2), trl(body.length + 4)].join('\n');
  const res = await upload(text);
  expect(res.status).toBe(200);
  const regs = await db.workRegistration.findMany({ where: { target: 'CWR:PRS' } });
  const by = (i: number) => regs.find((r) => r.workId === ids[i])!;
  expect(statuses.map((_, i) => by(i).status)).toEqual([
    'accepted',
    'accepted',
    'accepted',
    'conflict',
    'rejected',
    'rejected',
  ]);
  expect(by(4).rejectionReason).toContain('FIELD NOTE RC');
  expect(by(4).rejectionReason).toContain('RECORD NOTE RC');
  expect(by(2).rejectionReason).toContain('FIELD NOTE AC');
  expect(by(0).societyWorkId).toBe('S0');
});

it('refuses a truncated ACK record naming its line', async () => {
  const short = ack(0, { work: codes[0]!, title: 'Held Out 0', status: 'AS' }).slice(0, 150);
  const res = await upload([hdr('PRS'), grhAck(), short, grt(1, 3), trl(5)].join('\r\n'));
  expect(res.status).toBe(400);
  expect(res.json.error).toContain('line 3');
});
