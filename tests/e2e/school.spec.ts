// The school end to end: apply -> accept -> sign -> book -> learn -> quiz -> certificate; the lesson
// builder's draft/publish; the emergency pages' guard.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { drawSignature, login, loginAs, visit, waitForEmail } from './helpers';

test('a visitor applies, is accepted, signs, books a welcome call, passes the quiz and gets a verifiable certificate', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `applicant-${stamp}@example.com`;
  const password = 'my student password';

  // The visitor applies to the practicum.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, '/tnm-application?program=practicum');
  await visitor.getByLabel(/^Full name/).fill('Robin Applicant');
  await visitor.getByLabel(/^Email/).fill(email);
  await visitor.getByLabel(/^Phone/).fill('+1 555 010 7777');
  await visitor.getByLabel(/^Artist name/).fill('Robin A');
  await visitor.getByRole('button', { name: 'Submit application' }).click();
  await expect(visitor.getByText(/application to Career Accelerator Practicum \(CRP\) was received/)).toBeVisible();

  // An admin accepts it.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-tnm-applications');
  const row = admin.getByTestId(`application-${email}`);
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Status Updated' })).toBeVisible();
  await expect(row.getByText('Accepted')).toBeVisible();
  const list = await (await admin.request.get(`/api/school/applications?q=${encodeURIComponent(email)}`)).json();
  const applicationId = list.items[0].id as string;

  // The application id alone opens nothing: the personal link comes by email.
  const byId = await visitor.request.get(`/api/school/contract-links/${applicationId}`);
  expect(byId.status()).toBe(404);
  const accepted = await waitForEmail(email, /You are accepted/);
  const signPath = new URL(accepted.text.match(/https?:\/\/\S+\/sign-contract\/[\w-]+/)![0]).pathname;

  // The applicant signs the agreement and books the welcome call.
  await visit(visitor, signPath);
  await expect(visitor.getByLabel('Agreement text')).toContainText('Robin Applicant');
  await visitor.getByLabel(/^Type your legal name/).fill('Robin Q Applicant');
  await drawSignature(visitor);
  await visitor.getByLabel(/^Choose a password/).fill(password);
  await visitor.getByLabel(/^Repeat the password/).fill(password);
  await visitor.getByLabel('I have read and accept this agreement').check();
  await visitor.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(visitor.getByText(/Agreement signed on/)).toBeVisible();
  const pdfHref = await visitor.getByRole('link', { name: /signed agreement \(PDF\)/ }).getAttribute('href');
  const pdf = await visitor.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await visitor.getByRole('link', { name: 'Book your welcome call' }).click();
  await visitor
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(visitor.getByText('Your welcome call is booked.', { exact: false })).toBeVisible();
  await expect(visitor.getByText(/^Your time:/)).toBeVisible();
  await expect(visitor.getByText(/^Host's time:/)).toBeVisible();
  // The agreement cannot be signed twice.
  await visit(visitor, signPath);
  await expect(visitor.getByText(/This agreement was signed by Robin Q Applicant/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Sign the agreement' })).toHaveCount(0);

  // The new student signs in, opens the lesson and takes its quiz.
  const student = await (await browser.newContext()).newPage();
  await login(student, email, password);
  await expect(student).toHaveURL(/\/student-dashboard$/);
  await expect(student.getByRole('heading', { name: 'Career Accelerator Practicum' })).toBeVisible();
  await student.getByRole('link', { name: 'Next lesson: Your release plan' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Your release plan' })).toBeVisible();
  await expect(student.getByRole('heading', { level: 2, name: 'Your release plan' })).toBeVisible();
  await student.getByRole('link', { name: 'Take the quiz' }).click();
  await expect(student.getByRole('button', { name: 'Start the quiz' })).toBeVisible();
  const quizId = student.url().split('/').pop()!;
  const api = await (await student.request.get(`/api/school/quizzes/${quizId}`)).text();
  expect(api).not.toMatch(/correctAnswer|acceptedAnswers|explanation|Pitch ahead of release/);
  await student.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(student.getByText(/Pitching to playlists/)).toBeVisible();
  expect(await student.content()).not.toMatch(
    /correctAnswer|Pitch ahead of release|Everything works back from the date/,
  );
  await student.getByRole('radio', { name: 'False' }).check();
  await student.getByRole('radio', { name: 'The release date' }).check();
  await student.getByRole('button', { name: 'Submit answers' }).click();
  await expect(student.getByText(/Your score: 100% \(20\/20 points\)\. Passed/)).toBeVisible();
  await expect(student.getByText('Pitch ahead of release: editors need lead time.')).toBeVisible();

  // Finishing the program shows a certificate whose verification URL confirms it.
  await student.getByRole('link', { name: 'View certificate' }).click();
  await expect(student.getByText('Valid certificate')).toBeVisible();
  await expect(student.getByRole('main').getByText('Robin Applicant', { exact: true })).toBeVisible();
  await expect(
    student.getByRole('main').getByText('Career Accelerator Practicum Certificate', { exact: true }),
  ).toBeVisible();
  await visit(student, '/student-dashboard');
  // Within main: while the page streams, React keeps the arriving section in a hidden node outside main until
  // it moves it in, and a page-wide locator matched both (a strict mode violation in one CI run).
  await expect(student.getByRole('main').getByText('100% · Passed')).toBeVisible();
  // The dashboard's certificates section: download the PDF, open the verification link.
  const certs = student.getByRole('region', { name: 'Certificates' });
  await expect(certs.getByText('Career Accelerator Practicum (CRP)')).toBeVisible();
  const certPdf = await student.request.get(
    (await certs.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
  );
  expect(certPdf.headers()['content-type']).toBe('application/pdf');
  await certs.getByRole('link', { name: 'Verify link' }).click();
  await expect(student.getByText('Valid certificate')).toBeVisible();

  // A forged code fails with a clear message.
  await visit(student, '/musicbizcert/verify/TNM-AAAA-BBBB-CCCC');
  await expect(student.getByText('Not a valid certificate')).toBeVisible();
  await expect(student.getByText(/forged/)).toBeVisible();
});

test('an admin builds a lesson with a quiz: a saved draft is invisible to students, the published lesson is visible', async ({
  browser,
}) => {
  const title = `Publishing splits ${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/emergency-lesson-builder');
  await expect(admin.getByTestId('lesson-status-badge')).toHaveText('Draft');
  for (const tab of ['Content', 'Quiz Builder', 'Assignment', 'Resources', 'Settings'])
    await expect(admin.getByRole('tab', { name: tab })).toBeVisible();
  await admin.getByRole('button', { name: 'Save Draft' }).click();
  await expect(
    admin.getByRole('alert').filter({ hasText: 'Please fill in the lesson title and content' }).first(),
  ).toBeVisible();

  await admin.getByLabel(/^Lesson title/).fill(title);
  await admin.getByLabel(/^Content \(Markdown\)/).fill('# Splits\n\nWriters share the **writer share**.');
  await admin.getByRole('tab', { name: 'Quiz Builder' }).click();
  await admin.getByLabel('This lesson has a quiz').check();
  await admin.getByLabel(/^Quiz title/).fill(`${title} quiz`);
  await admin.getByLabel(/^Question 1 text/).fill('Who owns the writer share?');
  for (const [i, o] of ['The writers', 'The label', 'The DSP', 'The distributor'].entries())
    await admin.getByLabel(new RegExp(`^Option ${i + 1}$`)).fill(o);
  await admin.getByRole('tab', { name: 'Settings' }).click();
  await admin.getByRole('combobox', { name: /Course module/ }).click();
  await admin.getByRole('option', { name: /Music Business Foundations .* Rights and royalties/ }).click();
  await admin.getByRole('button', { name: 'Save Draft' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Draft Saved' })).toBeVisible();

  const student = await (await browser.newContext()).newPage();
  await loginAs(student, 'student@demo.test', /\/student-dashboard$/);
  await expect(student.getByRole('heading', { name: 'Music Business Foundations' })).toBeVisible();
  await expect(student.getByText(title)).toHaveCount(0);
  const quizzes = await (await student.request.get('/api/school/quizzes')).json();
  expect(quizzes.map((q: { title: string }) => q.title)).not.toContain(`${title} quiz`);

  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Lesson Published' })).toBeVisible();
  await expect(admin.getByTestId('lesson-status-badge')).toHaveText('Published');

  await student.reload();
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('heading', { level: 2, name: 'Splits', exact: true })).toBeVisible();
  await expect(student.getByRole('heading', { name: `Quiz: ${title} quiz` })).toBeVisible();
  const after = await (await student.request.get('/api/school/quizzes')).json();
  expect(after.map((q: { title: string }) => q.title)).toContain(`${title} quiz`);
});

test('emergency pages answer non-admins with Access Denied on the server', async ({ page, request }) => {
  const html = await (await request.get('/emergency-applications')).text();
  expect(html).toContain('Access Denied');
  expect(html).toContain('Admin access required');
  expect(html).not.toContain('Imani Carter');
  await loginAs(page, 'student@demo.test', /\/student-dashboard$/);
  await visit(page, '/emergency-lesson-builder');
  await expect(page.getByText('Admin access required')).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in as an admin/ })).toBeVisible();
});

test('emergency applications show the admin their assigned applications', async ({ page }) => {
  await loginAs(page, 'superadmin@demo.test', /\/dashboard$/);
  await visit(page, '/emergency-applications');
  await expect(page.getByText(/assigned to you/)).toBeVisible();
  await expect(page.getByText('Imani Carter')).toBeVisible();
  await expect(page.getByText('Diego Ramos')).toHaveCount(0);
});

test('the learning landing and the application form have no accessibility violations', async ({ page }) => {
  for (const path of ['/tnm-school', '/tnm-application']) {
    await visit(page, path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect({
      path,
      violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    }).toEqual({ path, violations: [] });
  }
  await visit(page, '/musicbizcert');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn the music business');
  await visit(page, '/members');
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
});
