import { db } from '@/lib/platform/db';
import { authenticate } from '@/lib/platform/auth/authenticate';
import * as invitations from '@/app/api/admin/invitations/route';
import * as describeRoute from '@/app/api/auth/invitations/[token]/route';
import * as acceptRoute from '@/app/api/auth/invitations/[token]/accept/route';
import { call, createUser } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';

const invitationToken = (email: string) => deliveredLink(email, /admin-invitation\/([\w-]+)/, 'admin_invitation');

describe('admin invitations', () => {
  it('an admin invites by email; accepting creates an admin who can sign in', async () => {
    const admin = await createUser('admin');
    const res = await call(invitations.POST, { as: admin, body: { email: 'New.Admin@Test.Local', name: 'Nia' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'new.admin@test.local', role: 'admin' });

    const token = await invitationToken('new.admin@test.local');
    const shown = await call(describeRoute.GET, { params: { token } });
    expect(shown.json).toMatchObject({ email: 'new.admin@test.local', invitedBy: admin.name, role: 'admin' });

    const accepted = await call(acceptRoute.POST, {
      params: { token },
      body: { name: 'Nia Okafor', password: 'long enough secret' },
    });
    expect(accepted.status).toBe(200);
    const user = await db.user.findUnique({ where: { email: 'new.admin@test.local' } });
    expect(user).toMatchObject({ role: 'admin', name: 'Nia Okafor', adminId: expect.stringMatching(/^ADM-\d{4}$/) });
    await expect(
      authenticate({ email: 'new.admin@test.local', password: 'long enough secret', ip: '1.1.1.1' }),
    ).resolves.not.toBeNull();

    const twice = await call(acceptRoute.POST, {
      params: { token },
      body: { name: 'X', password: 'long enough secret' },
    });
    expect(twice.status).toBe(409);
    expect(await db.auditLog.count({ where: { actorId: admin.id, action: 'admin.invite' } })).toBe(1);
  });

  it('only a super admin may invite a super admin; existing admins are refused with 409', async () => {
    const admin = await createUser('admin');
    const refused = await call(invitations.POST, {
      as: admin,
      body: { email: 'boss@test.local', role: 'super_admin' },
    });
    expect(refused.status).toBe(400);
    const other = await createUser('admin');
    const dup = await call(invitations.POST, { as: admin, body: { email: other.email } });
    expect(dup.status).toBe(409);
  });

  it('an unknown or expired token is refused', async () => {
    expect((await call(describeRoute.GET, { params: { token: 'nope' } })).status).toBe(404);
    const admin = await createUser('super_admin');
    await call(invitations.POST, { as: admin, body: { email: 'late@test.local' } });
    const token = await invitationToken('late@test.local');
    await db.adminInvitation.updateMany({
      where: { email: 'late@test.local' },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const res = await call(acceptRoute.POST, {
      params: { token },
      body: { name: 'Late', password: 'long enough secret' },
    });
    expect(res.status).toBe(400);
    expect(await db.user.count({ where: { email: 'late@test.local' } })).toBe(0);
  });
});
