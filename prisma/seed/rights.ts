// Demo rights data: the CWR sender settings, a work of the demo artist with a fully signed split sheet and
// a registration waiting (past the 30-day alert) at ASCAP, and a work still waiting for a co-writer.
import { createHash } from 'node:crypto';
import type { Db } from '../../lib/platform/db';
import { splitAgreementText } from '../../lib/rights/split-sheets';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

export async function seedRights(db: Db): Promise<void> {
  await db.setting.upsert({
    where: { key: 'rights.cwr' },
    create: {
      key: 'rights.cwr',
      value: {
        senderCode: 'TNM',
        publisherName: 'TNM Publishing',
        publisherIpi: '00123456790',
        publisherSociety: 'ASCAP',
      },
    },
    update: {},
  });
  const nova = await db.user.findUnique({ where: { email: 'artist@demo.test' } });
  if (!nova) return;
  if (await db.musicalWork.findFirst({ where: { ownerId: nova.id, title: 'Golden Hour (Song)' } })) return;

  const works = [
    { title: 'Golden Hour (Song)', signed: true, co: { name: 'Kairo James', email: 'kairo.james@demo.test' } },
    { title: 'Paper Lanterns', signed: false, co: { name: 'Lena Ortiz', email: 'lena.ortiz@demo.test' } },
  ];
  for (const w of works) {
    const parties = [
      {
        position: 1,
        name: nova.name,
        role: 'CA' as const,
        ipi: '00000000297',
        society: 'ASCAP',
        controlled: true,
        email: nova.email,
      },
      {
        position: 2,
        name: w.co.name,
        role: 'CA' as const,
        ipi: null,
        society: 'BMI',
        controlled: false,
        email: w.co.email,
      },
    ].map((p) => ({ ...p, territory: '2136', prShare: 5000, mrShare: 5000, srShare: 5000 }));
    const text = splitAgreementText(w.title, 1, parties);
    const signedAt = new Date(Date.now() - 45 * 86_400_000);
    await db.musicalWork.create({
      data: {
        ownerId: nova.id,
        title: w.title,
        language: 'EN',
        parties: { create: parties },
        splitVersions: {
          create: {
            version: 1,
            status: w.signed ? 'signed' : 'pending',
            agreementText: text,
            agreementSha256: sha(text),
            snapshot: parties,
            completedAt: w.signed ? signedAt : null,
            signatures: {
              create: parties.map((p, i) => ({
                partyName: p.name,
                email: p.email,
                expiresAt: new Date(Date.now() + 30 * 86_400_000),
                ...(w.signed || i === 0
                  ? { signedAt, typedName: p.name, ipAddress: '203.0.113.10', agreementSha256: sha(text) }
                  : {}),
              })),
            },
          },
        },
        registrations: w.signed
          ? { create: { target: 'CWR:ASCAP', status: 'sent', sentAt: new Date(Date.now() - 41 * 86_400_000) } }
          : undefined,
      },
    });
  }
}
