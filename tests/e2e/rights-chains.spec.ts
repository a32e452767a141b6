// Rights chains of title end to end: the work form refuses a publisher over 50% of the performing right and
// creates nothing; an artist then enters a work with two writers, each naming their own original publisher
// (Nova Reyes and Nova Songs administered by us, Rio Park and Rio Pub not: the form lets a writer name only a
// publisher on the same side, so the other chain is uncontrolled); both writers sign; the admin exports CWR 2.1
// for BMI, the file is read by fixed CWR 2.1 positions, and BMI's ACK marks the work registered.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { sign, signedIn, signingPath, visit } from './helpers';

interface Party {
  name: string;
  publisher?: boolean;
  controlled?: boolean;
  email?: string;
  shares: [performance: string, mechanical: string, sync: string];
}

/**
 * Fills the work form row by row (row 1 is the signed-in artist, already there and administered by us), then
 * links each writer to its publisher through the "Publisher of <writer>" menu.
 */
async function fillWork(page: Page, title: string, parties: Party[], chains: [writer: string, publisher: string][]) {
  await page.getByLabel(/^Song title/).fill(title);
  for (const [i, p] of parties.entries()) {
    const n = i + 1;
    if (i > 0) {
      await page.getByRole('button', { name: 'Add a writer or publisher' }).click();
      await page.getByLabel(new RegExp(`^Name ${n}`)).fill(p.name);
    }
    if (p.publisher) {
      await page.getByRole('combobox', { name: /^Role/ }).nth(i).click();
      await page.getByRole('option', { name: 'E: Original publisher' }).click();
    }
    if (p.email) await page.getByLabel(`Email ${n}`).fill(p.email);
    await page
      .getByLabel('We administer this share')
      .nth(i)
      .setChecked(p.controlled ?? false);
    for (const [k, right] of ['Performance', 'Mechanical', 'Sync'].entries())
      await page.getByLabel(`${right} % ${n}`).fill(p.shares[k]!);
  }
  for (const [writer, publisher] of chains) {
    await page.getByRole('combobox', { name: new RegExp(`^Publisher of ${writer}`) }).click();
    await page.getByRole('option', { name: publisher, exact: true }).click();
  }
}

/** A CWR 2.1 record's field at 1-based `start` with `size` characters, trimmed. */
const field = (line: string, start: number, size: number) => line.slice(start - 1, start - 1 + size).trim();
/** SWR/OWR: IP # 20-28, last name 29-73, first name 74-103. */
const writer = (l: string) => ({
  ip: field(l, 20, 9),
  name: `${field(l, 74, 30)} ${field(l, 29, 45)}`.trim(),
});
/** SPU/OPU: publisher sequence # 20-21, IP # 22-30, name 31-75. */
const publisher = (l: string) => ({ ip: field(l, 22, 9), name: field(l, 31, 45) });
/** PWR: publisher IP # 20-28, publisher name 29-73, writer IP # 102-110. */
const pwr = (l: string) => ({
  publisherIp: field(l, 20, 9),
  publisherName: field(l, 29, 45),
  writerIp: field(l, 102, 9),
});

test('a work with two chains of title is refused over 50% publisher PR, then exported as CWR and registered by ACK', async ({
  browser,
}) => {
  const stamp = Date.now();
  const title = `Harbour Lights ${stamp}`;
  const refused = `Greedy Song ${stamp}`;
  const coWriter = `rio.${stamp}@demo.test`;
  const artist = await signedIn(browser, 'artist@demo.test', /\/mms\/dashboard$/);

  // A publisher with 60% of the performing right: the form shows the rule and nothing is created.
  await visit(artist.page, '/song-split-sheet-service');
  await fillWork(
    artist.page,
    refused,
    [
      { name: 'Nova Reyes', controlled: true, shares: ['40', '0', '0'] },
      { name: 'Greedy Songs', publisher: true, controlled: true, shares: ['60', '100', '100'] },
    ],
    [['Nova Reyes', 'Greedy Songs']],
  );
  await artist.page.getByRole('button', { name: 'Create the work' }).click();
  await expect(
    artist.page.getByText(
      /Greedy Songs is a publisher with 60% of the performing right; CWR allows a publisher at most 50%/,
    ),
  ).toBeVisible();

  // Two chains: Nova Reyes -> Nova Songs (ours), Rio Park -> Rio Pub (not ours); 25% of every right each.
  await visit(artist.page, '/song-split-sheet-service');
  await fillWork(
    artist.page,
    title,
    [
      { name: 'Nova Reyes', controlled: true, shares: ['25', '25', '25'] },
      { name: 'Nova Songs', publisher: true, controlled: true, shares: ['25', '25', '25'] },
      { name: 'Rio Park', email: coWriter, shares: ['25', '25', '25'] },
      { name: 'Rio Pub', publisher: true, shares: ['25', '25', '25'] },
    ],
    [
      ['Nova Reyes', 'Nova Songs'],
      ['Rio Park', 'Rio Pub'],
    ],
  );
  await artist.page.getByRole('button', { name: 'Create the work' }).click();
  await expect(artist.page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  await artist.page.getByRole('button', { name: 'Send the split sheet' }).click();
  await expect(artist.page.getByText(/Split sheet sent to Nova Reyes, Rio Park/)).toBeVisible();

  // The list shows the new work and not the refused one.
  await visit(artist.page, '/song-split-sheet-service');
  await expect(artist.page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(artist.page.getByRole('button', { name: new RegExp(refused) })).toHaveCount(0);

  // Both writers sign through their emailed links (publishers do not sign).
  await sign(artist.page, await signingPath('artist@demo.test', title), 'Nova Reyes');
  const guest = await browser.newContext();
  await sign(await guest.newPage(), await signingPath(coWriter, title), 'Rio Park');

  // The admin exports CWR for BMI.
  const admin = await signedIn(browser, 'admin@demo.test', /\/dashboard$/);
  await visit(admin.page, '/rights-management');
  await expect(admin.page.getByLabel(`Select ${refused}`)).toHaveCount(0);
  await admin.page.getByLabel(`Select ${title}`).check();
  await admin.page.getByRole('textbox', { name: 'Society' }).fill('BMI');
  const downloading = admin.page.waitForEvent('download');
  await admin.page.getByRole('button', { name: 'Export CWR 2.1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^CW\d{6}TNM_BMI\.V21$/);
  const lines = (await readFile((await download.path())!, 'ascii')).split('\r\n');
  const of = (type: string) => lines.filter((l) => l.slice(0, 3) === type);
  const nwr = of('NWR')[0]!;
  expect(field(nwr, 20, 60)).toBe(title.toUpperCase());
  const workNumber = field(nwr, 82, 14);

  // Our chain: SPU Nova Songs, SWR Nova Reyes, whose PWR names Nova Songs; theirs: OPU Rio Pub, OWR Rio Park.
  expect(of('SPU').map(publisher)).toEqual([{ ip: expect.any(String), name: 'NOVA SONGS' }]);
  expect(of('OPU').map(publisher)).toEqual([{ ip: expect.any(String), name: 'RIO PUB' }]);
  expect(of('SWR').map(writer)).toEqual([{ ip: expect.any(String), name: 'NOVA REYES' }]);
  expect(of('OWR').map(writer)).toEqual([{ ip: expect.any(String), name: 'RIO PARK' }]);
  const [p1] = of('SPU').map(publisher);
  const [a] = of('SWR').map(writer);
  expect(of('PWR').map(pwr)).toEqual([{ publisherIp: p1!.ip, publisherName: 'NOVA SONGS', writerIp: a!.ip }]);
  expect(p1!.ip).not.toBe('');
  expect(a!.ip).not.toBe('');
  await expect(admin.page.getByRole('row', { name: new RegExp(title) })).toContainText('BMI: sent');

  // BMI acknowledges the work (AS): a standard CWR 2.1 ACK file.
  const ack = [
    'HDRSO000000021BMI                                          01.102026112412000020261124               ',
    'GRHACK0000102.100000000000  ',
    'ACK' +
      '00000000'.repeat(2) +
      '20261124' +
      '000000' +
      '00001' +
      '00000000' +
      'NWR' +
      title.toUpperCase().padEnd(60) +
      workNumber.padEnd(20) +
      'BMI-77002'.padEnd(20) +
      '20261124' +
      'AS',
    'GRT000010000000100000003',
    'TRL000010000000100000005',
  ].join('\r\n');
  await admin.page
    .getByLabel('Acknowledgement file')
    .setInputFiles({ name: 'CW260002BMI_TNM.V21', mimeType: 'text/plain', buffer: Buffer.from(ack) });
  await admin.page.getByRole('button', { name: 'Import the acknowledgement' }).click();
  await expect(admin.page.getByText(`BMI: ${title} registered.`)).toBeVisible();
  await expect(admin.page.getByRole('row', { name: new RegExp(title) })).toContainText('BMI: registered');

  await Promise.all([artist.context.close(), admin.context.close(), guest.close()]);
});
