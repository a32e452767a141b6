// The public answer of a copyright certificate (GET /api/rights/certificates/{code}, and the page built from it)
// publishes what verification needs: code, title, holder's name, dates, hashes, signature, status. Never the
// owner's internal user id nor the work's id, in any field (the signed payload included).
import { db } from '@/lib/platform/db';
import * as works from '@/app/api/rights/works/route';
import * as certificates from '@/app/api/rights/certificates/route';
import * as certificate from '@/app/api/rights/certificates/[code]/route';
import { call, createUser } from '../../helpers/api';

const work = {
  title: 'Harbour Lights',
  parties: [
    {
      name: 'Ines Moreau',
      role: 'CA',
      controlled: true,
      email: 'ines@test.local',
      shares: { performance: 10000, mechanical: 10000, sync: 10000 },
    },
  ],
};

describe('the public certificate', () => {
  it('names the work and its holder and carries no internal id', async () => {
    const artist = await createUser('artist', { name: 'Ines Moreau' });
    const created = await call(works.POST, { as: artist, body: work });
    expect(created.status).toBe(201);
    const workId = created.json.id as string;
    const issued = await call(certificates.POST, { as: artist, body: { workId } });
    expect(issued.status).toBe(201);

    const pub = await call(certificate.GET, { params: { code: issued.json.code } });
    expect(pub.status).toBe(200);
    expect(pub.json).toMatchObject({
      code: issued.json.code,
      work: 'Harbour Lights',
      ownerName: 'Ines Moreau',
      chainVerifies: true,
      revoked: false,
    });
    expect(pub.json.issuedAt).toEqual(expect.any(String));
    expect(pub.json.metadataSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pub.json.signature).toEqual(expect.any(String));
    expect(pub.text).not.toContain(artist.id);
    expect(pub.text).not.toContain(workId);
    // The signed payload is still there to check the signature, without the ids.
    expect(JSON.parse(pub.json.payload)).toMatchObject({ code: issued.json.code, owner: { name: 'Ines Moreau' } });

    // A certificate signed before (v1, with the ids in its payload) is published without that payload.
    const row = await db.copyrightCertificate.findUniqueOrThrow({ where: { code: issued.json.code } });
    const v1 = JSON.parse(row.payload);
    v1.v = 1;
    v1.subject.id = workId;
    v1.owner.id = artist.id;
    await db.copyrightCertificate.update({ where: { id: row.id }, data: { payload: JSON.stringify(v1) } });
    const old = await call(certificate.GET, { params: { code: issued.json.code } });
    expect(old.status).toBe(200);
    expect(old.text).not.toContain(artist.id);
    expect(old.text).not.toContain(workId);
    expect(old.json).toMatchObject({ work: 'Harbour Lights', ownerName: 'Ines Moreau', payload: null });

    // The owner's own list still links each certificate to its work.
    const mine = await call(certificates.GET, { as: artist });
    expect(mine.json.items[0]).toMatchObject({ code: issued.json.code, subjectId: workId });
  });
});
