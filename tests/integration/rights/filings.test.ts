// The publishing administration agreement and copyright-office filings through their route handlers.
import * as agreement from '@/app/api/rights/publishing-agreement/route';
import * as agreementPdf from '@/app/api/rights/publishing-agreement/pdf/route';
import * as filings from '@/app/api/rights/filings/route';
import * as filing from '@/app/api/rights/filings/[id]/route';
import * as works from '@/app/api/rights/works/route';
import { call, createUser } from '../../helpers/api';
import { png } from '../../fixtures/files';

jest.setTimeout(60_000);

describe('publishing agreement', () => {
  it('is signed once with typed name, drawn signature and the text hash, then available as a PDF', async () => {
    const artist = await createUser('artist');
    const ctx = await call(agreement.GET, { as: artist });
    expect(ctx.status).toBe(200);
    expect(ctx.json.signed).toBeNull();
    expect((await call(agreementPdf.GET, { as: artist })).status).toBe(404);
    const signature = `data:image/png;base64,${(await png(200, 60, '#ffffff')).toString('base64')}`;
    const body = {
      legalName: 'Nova Reyes',
      typedName: 'Nova Reyes',
      signature,
      agreementSha256: ctx.json.agreement.sha256,
      ipi: '00123456790',
    };
    expect(
      (await call(agreement.POST, { as: artist, body: { ...body, ipi: '00123456791' } })).json.issues[0].path,
    ).toBe('ipi');
    expect(
      (await call(agreement.POST, { as: artist, body: { ...body, agreementSha256: 'b'.repeat(64) } })).status,
    ).toBe(409);
    const signed = await call(agreement.POST, { as: artist, body, headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(signed.status).toBe(201);
    expect(signed.json.signed).toMatchObject({ legalName: 'Nova Reyes', ipi: '00123456790' });
    expect((await call(agreement.POST, { as: artist, body })).status).toBe(409);
    const pdf = await call(agreementPdf.GET, { as: artist });
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    expect((await call(agreement.GET, { as: await createUser('student') })).status).toBe(403);
  });
});

describe('copyright filings', () => {
  it('collects a group registration of up to 20 songs and tracks its status and registration number', async () => {
    const artist = await createUser('artist');
    const stranger = await createUser('artist');
    const ids: string[] = [];
    for (const title of ['One', 'Two']) {
      const res = await call(works.POST, {
        as: artist,
        body: {
          title,
          parties: [
            {
              name: 'Nova Reyes',
              role: 'CA',
              controlled: true,
              shares: { performance: 10000, mechanical: 10000, sync: 10000 },
            },
          ],
        },
      });
      ids.push(res.json.id);
    }
    const base = {
      kind: 'GRAM',
      title: 'Album songs',
      albumTitle: 'First Album',
      workIds: ids,
      claimants: [{ name: 'Nova Reyes', address: '1 Main St, Nashville, TN' }],
      authorship: 'Music and lyrics',
      yearOfCompletion: 2026,
    };
    expect((await call(filings.POST, { as: artist, body: { ...base, workIds: [ids[0]] } })).status).toBe(400);
    expect(
      (await call(filings.POST, { as: artist, body: { ...base, albumTitle: undefined } })).json.issues[0].path,
    ).toBe('albumTitle');
    const tooMany = await call(filings.POST, { as: artist, body: { ...base, workIds: Array(21).fill(ids[0]) } });
    expect(tooMany.status).toBe(400);
    expect((await call(filings.POST, { as: stranger, body: base })).json.issues[0].path).toBe('workIds');
    const created = await call(filings.POST, { as: artist, body: base });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const params = { id };
    expect(
      (await call(filing.PATCH, { method: 'PATCH', as: stranger, params, body: { status: 'submitted' } })).status,
    ).toBe(404);
    expect(
      (await call(filing.PATCH, { method: 'PATCH', as: artist, params, body: { status: 'registered' } })).json.issues[0]
        .path,
    ).toBe('registrationNumber');
    const done = await call(filing.PATCH, {
      method: 'PATCH',
      as: artist,
      params,
      body: { status: 'registered', registrationNumber: 'SR 1-234-567' },
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'registered', registrationNumber: 'SR 1-234-567', songs: 2 });
    expect((await call(filings.GET, { as: artist })).json.items).toHaveLength(1);
    expect((await call(filings.GET, { as: stranger })).json.items).toHaveLength(0);
  });
});
