// Signing a school contract creates or promotes an account: each of those changes leaves its audit row in the
// signing's transaction, and a refused signature leaves none.
import { db } from '@/lib/platform/db';
import * as applications from '@/app/api/school/applications/route';
import * as status from '@/app/api/school/applications/[id]/status/route';
import * as contract from '@/app/api/school/contract-links/[token]/route';
import { call, createUser } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';
import { png } from '../../fixtures/files';

jest.setTimeout(60_000);

async function acceptedApplication(email: string) {
  const admin = await createUser('admin');
  const res = await call(applications.POST, {
    body: { applicantName: 'Grace Hopper', email, phone: '+1 555 010 2001', artistName: 'GH', program: 'practicum' },
  });
  expect(res.status).toBe(201);
  const decided = await call(status.POST, { as: admin, params: { id: res.json.id }, body: { status: 'accepted' } });
  expect(decided.status).toBe(200);
  const token = await deliveredLink(email, /sign-contract\/([\w-]+)/, 'school_application_accepted');
  const ctx = await call(contract.GET, { params: { token } });
  const body = {
    typedName: 'Grace Brewster Hopper',
    signature: `data:image/png;base64,${(await png(200, 80, '#ffffff')).toString('base64')}`,
    agreementSha256: ctx.json.agreement.sha256 as string,
    password: 'a long password 2',
  };
  return { id: res.json.id as string, token, body };
}

const auditOf = (entityIds: string[]) =>
  db.auditLog.findMany({ where: { entityId: { in: entityIds } }, orderBy: { createdAt: 'asc' } });

describe('contract signing audit', () => {
  it('a new applicant: the account creation and the signature are audited, by the new student', async () => {
    const { id, token, body } = await acceptedApplication(`grace${Math.random()}@test.local`);
    const signed = await call(contract.POST, { params: { token }, body });
    expect(signed.status).toBe(201);
    const app = await db.application.findUniqueOrThrow({ where: { id }, include: { contract: true } });
    const rows = await auditOf([app.studentId!, app.contract!.id]);
    expect(rows.map((r) => [r.action, r.entityId, r.actorId])).toEqual(
      expect.arrayContaining([
        ['user.create', app.studentId, app.studentId],
        ['contract.sign', app.contract!.id, app.studentId],
      ]),
    );
  });

  it("an artist's signature changes their role to member, audited with from and to", async () => {
    const artist = await createUser('artist');
    const { token, body } = await acceptedApplication(artist.email);
    const signed = await call(contract.POST, { params: { token }, as: artist, body: { ...body, password: undefined } });
    expect(signed.status).toBe(201);
    const change = await db.auditLog.findFirst({ where: { entityId: artist.id, action: 'user.role_change' } });
    expect(change).toMatchObject({ actorId: artist.id, meta: { from: 'artist', to: 'member', via: 'contract' } });
  });

  it('a refused signature (changed agreement) writes no account, no contract and no audit row', async () => {
    const email = `grace${Math.random()}@test.local`;
    const { id, token, body } = await acceptedApplication(email);
    const before = await db.auditLog.count();
    const refused = await call(contract.POST, {
      params: { token },
      body: { ...body, agreementSha256: 'b'.repeat(64) },
    });
    expect(refused.status).toBe(409);
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await db.contract.count({ where: { applicationId: id } })).toBe(0);
    expect(await db.auditLog.count()).toBe(before);
  });
});
