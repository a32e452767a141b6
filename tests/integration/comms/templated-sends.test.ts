// Every email the platform sends goes through the brand's templates: an edited template changes what a real
// send contains, and a token in a link stays redacted in the stored copy (while the delivered copy keeps it).
import { db } from '@/lib/platform/db';
import * as templates from '@/app/api/communications/templates/[key]/route';
import * as reset from '@/app/api/auth/password-reset/route';
import * as invitations from '@/app/api/admin/invitations/route';
import { REDACTED, deliverableCopy } from '@/lib/platform/mail/service';
import { call, createUser } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';
import { acceptArtistInvitation, inviteArtist } from '@/lib/accounts/join';
import { callSteppedUp } from '../../helpers/step-up';
import { toSessionUser } from '@/lib/platform/auth/session';

jest.setTimeout(60_000);

async function newestTo(to: string, kind: string) {
  return db.outboxEmail.findFirstOrThrow({ where: { to, kind }, orderBy: { createdAt: 'desc' } });
}

describe('templated sends', () => {
  afterAll(async () => {
    await db.emailTemplate.deleteMany({ where: { brand: 'sgr', key: { in: ['password_reset', 'admin_invitation'] } } });
  });

  it('a password reset follows the edited template of the user brand; the token is redacted in the stored copy', async () => {
    const admin = await createUser('super_admin');
    const user = await createUser('artist');
    await db.user.update({ where: { id: user.id }, data: { brand: 'sgr' } });

    // Default first: the former hard-coded text, now rendered with MJML.
    expect((await call(reset.POST, { body: { email: user.email } })).status).toBe(202);
    const before = await newestTo(user.email, 'password_reset');
    expect(before.subject).toBe('Reset your password');
    expect(before.text).toContain(`reset-password?token=${REDACTED}`);
    expect(before.html).toMatch(/<!doctype html>/i);

    // A security email: its template is the super admin's after step-up; the link is the system's.
    const saved = await callSteppedUp(templates.PUT, admin, {
      method: 'PUT',
      params: { key: 'password_reset' },
      body: {
        brand: 'sgr',
        subject: 'Locked out, {{recipientName}}?',
        body: 'Yo {{recipientName}}, pick a new password below at **{{brandName}}**.',
        text: 'Yo {{recipientName}}, pick a new password at {{brandName}}.',
      },
    });
    expect(saved.status).toBe(200);

    expect((await call(reset.POST, { body: { email: user.email } })).status).toBe(202);
    const after = await newestTo(user.email, 'password_reset');
    expect(after.id).not.toBe(before.id);
    expect(after.subject).toBe(`Locked out, ${user.name}?`);
    expect(after.text).toMatch(
      /^Yo .+, pick a new password at Small Guy Records\.\n\nChoose a new password:\nhttps?:\/\/\S+\/reset-password\?token=/,
    );
    expect(after.text.endsWith(`token=${REDACTED}`)).toBe(true);
    expect(after.html).toContain('<strong>Small Guy Records</strong>');
    expect(after.html).toContain(`reset-password?token=${REDACTED}"`);

    // The recipient's copy carries the real token, in the text and as one string in the link.
    const delivered = (await deliverableCopy(after.id))!;
    const token = delivered.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    expect(token.length).toBeGreaterThan(30);
    expect(delivered.html).toContain(`reset-password?token=${token}"`);
    expect(after.text).not.toContain(token);
    expect(after.html).not.toContain(token);
    // Not even a piece of it: a Markdown-significant character ('_' or '-') cannot split it in the HTML.
    expect(after.html).not.toContain(token.slice(0, 12));

    // The link works: it sets a new password.
    const { POST: confirm } = await import('@/app/api/auth/password-reset/confirm/route');
    const done = await call(confirm, { body: { token, password: 'a brand new passphrase 1' } });
    expect(done.status).toBeLessThan(300);
  });

  it('an admin invitation uses the template of the inviter brand; other brands keep the default', async () => {
    const admin = await createUser('super_admin');
    const sgrAdmin = await db.user.update({
      where: { id: (await createUser('super_admin')).id },
      data: { brand: 'sgr' },
    });
    const saved = await callSteppedUp(templates.PUT, admin, {
      method: 'PUT',
      params: { key: 'admin_invitation' },
      body: {
        brand: 'sgr',
        subject: '{{inviterName}} wants you on the team',
        body: 'Join us.',
        text: 'Join us.',
      },
    });
    expect(saved.status).toBe(200);

    const a = `tpl-inv-a-${Date.now()}@test.local`;
    const b = `tpl-inv-b-${Date.now()}@test.local`;
    expect(
      (await call(invitations.POST, { as: sgrAdmin, body: { email: a, name: 'Ann', role: 'admin' } })).status,
    ).toBe(201);
    expect((await call(invitations.POST, { as: admin, body: { email: b, name: 'Bo', role: 'admin' } })).status).toBe(
      201,
    );
    const custom = await newestTo(a, 'admin_invitation');
    expect(custom.subject).toBe(`${sgrAdmin.name} wants you on the team`);
    expect(custom.text.startsWith('Join us.\n\nAccept the invitation:\n')).toBe(true);
    expect(custom.text.endsWith(`/admin-invitation/${REDACTED}`)).toBe(true);
    const standard = await newestTo(b, 'admin_invitation');
    expect(standard.subject).toBe('You are invited to join the admin team');
    expect(standard.text).toContain(`Hello Bo,`);
    expect(standard.text).toContain(`admin-invitation/${REDACTED}`);
  });

  it('an invited artist who sets a password gets the welcome email of their brand', async () => {
    const admin = await createUser('admin');
    const email = `welcome-${Date.now()}@test.local`;
    await inviteArtist(toSessionUser(admin), { email, name: 'Wren', brand: 'distro80' });
    const token = await deliveredLink(email, /\/join\/([A-Za-z0-9_-]+)/, 'artist_invitation');
    expect(await db.outboxEmail.count({ where: { to: email, kind: 'welcome' } })).toBe(0);
    await acceptArtistInvitation(token, { name: 'Wren', password: 'a long enough passphrase 1' });
    const welcome = await newestTo(email, 'welcome');
    expect(welcome.subject).toBe('Welcome to Distro80');
    expect(welcome.text).toContain('Hello Wren');
    expect(welcome.text).toContain('/mms/login');
  });
});
