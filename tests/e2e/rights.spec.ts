// Rights end to end: an artist creates a work with a co-writer, both sign the split sheet through their
// emailed links, the admin exports CWR and imports the society's ACK that marks it registered, and the
// work's copyright certificate verifies publicly.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sign, signedIn, signingPath, visit } from './helpers';

test('a work with a co-writer is signed by both, exported as CWR, acknowledged, and its certificate verifies', async ({
  browser,
}) => {
  const stamp = Date.now();
  const title = `Night Drive ${stamp}`;
  const coWriter = `cowriter.${stamp}@demo.test`;

  // The artist creates the work: Nova Reyes 50%, a co-writer 50%.
  const artist = await signedIn(browser, 'artist@demo.test', /\/mms\/dashboard$/);
  await visit(artist.page, '/song-split-sheet-service');
  await artist.page.getByLabel(/^Song title/).fill(title);
  for (const right of ['Performance', 'Mechanical', 'Sync']) await artist.page.getByLabel(`${right} % 1`).fill('50');
  await artist.page.getByRole('button', { name: 'Add a writer or publisher' }).click();
  await artist.page.getByLabel(/^Name 2/).fill('Rio Park');
  await artist.page.getByLabel('Email 2').fill(coWriter);
  for (const right of ['Performance', 'Mechanical', 'Sync']) await artist.page.getByLabel(`${right} % 2`).fill('50');
  await artist.page.getByRole('button', { name: 'Create the work' }).click();
  await expect(artist.page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  await artist.page.getByRole('button', { name: 'Send the split sheet' }).click();
  await expect(artist.page.getByText(/Split sheet sent to Nova Reyes, Rio Park/)).toBeVisible();

  // Both writers sign through their emailed single-use links.
  await sign(artist.page, await signingPath('artist@demo.test', title), 'Nova Reyes');
  const guest = await browser.newContext();
  const coPage = await guest.newPage();
  const coPath = await signingPath(coWriter, title);
  await sign(coPage, coPath, 'Rio Park');
  await visit(coPage, coPath);
  await expect(coPage.getByText(/You signed this split sheet/)).toBeVisible();

  await visit(artist.page, '/song-split-sheet-service');
  await artist.page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(artist.page.getByText('signed by every writer')).toBeVisible();

  // The admin exports CWR for BMI and imports BMI's acknowledgement.
  const admin = await signedIn(browser, 'admin@demo.test', /\/dashboard$/);
  await visit(admin.page, '/rights-management');
  await admin.page.getByLabel(`Select ${title}`).check();
  await admin.page.getByRole('textbox', { name: 'Society' }).fill('BMI');
  const downloading = admin.page.waitForEvent('download');
  await admin.page.getByRole('button', { name: 'Export CWR 2.1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^CW\d{6}TNM_BMI\.V21$/);
  const cwr = await readFile((await download.path())!, 'ascii');
  const nwr = cwr.split('\r\n').find((l) => l.startsWith('NWR'))!;
  expect(nwr.slice(19, 79).trim()).toBe(title.toUpperCase());
  const workNumber = nwr.slice(81, 95).trim();
  await expect(admin.page.getByRole('row', { name: new RegExp(title) })).toContainText('BMI: sent');

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
      'BMI-77001'.padEnd(20) +
      '20261124' +
      'AS',
    'GRT000010000000100000003',
    'TRL000010000000100000005',
  ].join('\r\n');
  await admin.page
    .getByLabel('Acknowledgement file')
    .setInputFiles({ name: 'CW260001BMI_TNM.V21', mimeType: 'text/plain', buffer: Buffer.from(ack) });
  await admin.page.getByRole('button', { name: 'Import the acknowledgement' }).click();
  await expect(admin.page.getByText(`BMI: ${title} registered.`)).toBeVisible();
  await expect(admin.page.getByRole('row', { name: new RegExp(title) })).toContainText('BMI: registered');

  // The artist sees it registered and protects the work; the certificate verifies for anyone.
  await visit(artist.page, '/iswc-timing-info');
  await expect(artist.page.getByRole('row', { name: new RegExp(title) })).toContainText('BMI: registered');
  await visit(artist.page, '/song-split-sheet-service');
  await artist.page.getByRole('button', { name: new RegExp(title) }).click();
  await artist.page.getByRole('button', { name: 'Issue a copyright certificate' }).click();
  const issued = await artist.page.getByText(/Certificate CC-[A-Z0-9-]+ issued\./).textContent();
  const code = /CC-[A-Z0-9-]+/.exec(issued ?? '')![0];
  await visit(artist.page, '/copyright-certificates');
  await expect(artist.page.getByRole('link', { name: code })).toBeVisible();

  const publicPage = await guest.newPage();
  await visit(publicPage, `/copyright-certificate/${code}`);
  await expect(publicPage.getByText(/Verified: the signature matches/)).toBeVisible();
  await expect(publicPage.getByText(title)).toBeVisible();
  await expect(publicPage.getByText('Nova Reyes')).toBeVisible();

  await Promise.all([artist.context.close(), admin.context.close(), guest.close()]);
});
