// The school keeps its word (issue #41 item 10): a certificate waits until every assignment is graded, and the
// grade issues it; a retaken quiz is one line on the dashboard with its best score; lesson media are files
// made and stored here (an example cover to look at, tones to listen to), not links to a store's help pages.
import { expect, test } from '@playwright/test';
import { drawSignature, login, loginAs, visit, waitForEmail } from './helpers';

test.setTimeout(240_000);

test('a certificate waits for the last assignment grade, and the grade issues it', async ({ browser }) => {
  const stamp = Date.now();
  const email = `grad-${stamp}@example.com`;
  const password = 'my graduate password';
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);

  // A Year 2 course whose one lesson has an essay to hand in.
  const course = await (
    await admin.request.post('/api/school/courses', {
      data: { title: `Label Finance ${stamp}`, program: 'year-2-graduate' },
    })
  ).json();
  const mod = await (
    await admin.request.post(`/api/school/courses/${course.id}/modules`, { data: { title: 'Budgets' } })
  ).json();
  const essayTitle = `Your label budget ${stamp}`;
  const lesson = await admin.request.post('/api/school/lessons', {
    data: {
      moduleId: mod.id,
      title: 'Budget a release',
      content: '# Budget a release\n\nList every cost of a release and who pays it.',
      status: 'published',
      assignment: { title: essayTitle, submissionType: 'text' },
    },
  });
  expect(lesson.status()).toBeLessThan(300);
  expect(
    (await admin.request.patch(`/api/school/courses/${course.id}`, { data: { status: 'published' } })).status(),
  ).toBe(200);

  // A graduate applies, is accepted and signs: enrolled in the program's courses.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, '/tnm-application?program=year-2-graduate');
  await visitor.getByLabel(/^Full name/).fill('Sam Graduate');
  await visitor.getByLabel(/^Email/).fill(email);
  await visitor.getByLabel(/^Phone/).fill('+1 555 010 8888');
  await visitor.getByLabel(/^Artist name/).fill('Sam G');
  await visitor.getByRole('button', { name: 'Submit application' }).click();
  await expect(visitor.getByText(/application to Year 2 Graduate Program was received/)).toBeVisible();
  await visit(admin, '/admin-tnm-applications');
  await admin.getByTestId(`application-${email}`).getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByTestId(`application-${email}`).getByText('Accepted')).toBeVisible();
  const accepted = await waitForEmail(email, /You are accepted/);
  await visit(visitor, new URL(accepted.text.match(/https?:\/\/\S+\/sign-contract\/[\w-]+/)![0]).pathname);
  await visitor.getByLabel(/^Type your legal name/).fill('Sam Q Graduate');
  await drawSignature(visitor);
  await visitor.getByLabel(/^Choose a password/).fill(password);
  await visitor.getByLabel(/^Repeat the password/).fill(password);
  await visitor.getByLabel('I have read and accept this agreement').check();
  await visitor.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(visitor.getByText(/Agreement signed on/)).toBeVisible();

  // The student finishes every lesson and hands in the essay: no certificate while it waits for a grade.
  const student = await (await browser.newContext()).newPage();
  await login(student, email, password);
  await expect(student).toHaveURL(/\/student-dashboard$/);
  const dash = await (await student.request.get('/api/school/me/dashboard')).json();
  const lessons: { id: string; title: string }[] = dash.courses.flatMap(
    (c: { modules: { lessons: { id: string; title: string }[] }[] }) => c.modules.flatMap((m) => m.lessons),
  );
  expect(lessons.map((l) => l.title)).toEqual(expect.arrayContaining(['Catalog management', 'Budget a release']));
  for (const l of lessons) {
    await visit(student, `/learn/lessons/${l.id}`);
    if (l.title === 'Budget a release') {
      await student.getByLabel('Your answer').fill('Mastering $400, artwork $150, ads $300: the label pays.');
      await student.getByRole('button', { name: 'Submit assignment' }).click();
      await expect(student.getByText('Submitted. Your instructor will grade it.')).toBeVisible();
    }
    await student.getByRole('button', { name: 'Mark lesson complete' }).click();
    await expect(student.getByText('Lesson complete.', { exact: true })).toBeVisible();
  }
  await visit(student, '/student-dashboard');
  const certs = student.getByRole('region', { name: 'Certificates' });
  await expect(certs.getByText('Year 2 Graduate Program')).toHaveCount(0);
  await expect(student.getByRole('main').getByText(new RegExp(`${essayTitle}`))).toBeVisible();
  await expect(student.getByRole('main').getByText(/Not graded yet/)).toBeVisible();

  // The instructor's grade is the last thing the program waited for: it issues the certificate.
  await visit(admin, '/school-management');
  const card = admin.locator('.MuiCard-root').filter({ hasText: essayTitle });
  await card.getByLabel(/^Grade \(of 100\)/).fill('88');
  await card.getByLabel('Feedback').fill('Clear and complete.');
  await card.getByRole('button', { name: 'Save grade' }).click();
  await expect(admin.getByText(/can see it now and earned the Year 2 Graduate Program Certificate/)).toBeVisible();
  await visit(student, '/student-dashboard');
  await expect(certs.getByText('Year 2 Graduate Program')).toBeVisible();
  await expect(student.getByRole('main').getByText(/88\/100/)).toBeVisible();
});

test('a retaken quiz is listed once with its best score, and lesson media are real files here', async ({ page }) => {
  await loginAs(page, 'student@demo.test', /\/student-dashboard$/);
  const quizzes: { id: string; title: string }[] = await (await page.request.get('/api/school/quizzes')).json();
  const pitching = quizzes.find((q) => q.title === 'Pitching')!;
  const quiz = await (await page.request.get(`/api/school/quizzes/${pitching.id}`)).json();
  const [paying, radar] = quiz.questions as { id: string; question: string }[];
  const sit = async (right: boolean) => {
    const attempt = await (await page.request.post(`/api/school/quizzes/${pitching.id}/attempts`)).json();
    const res = await page.request.post(`/api/school/attempts/${attempt.id}/submit`, {
      data: {
        answers: [
          { questionId: paying.id, response: right ? 'false' : 'true' },
          { questionId: radar.id, response: right ? 'Release Radar' : 'Discover Daily' },
        ],
      },
    });
    expect(res.status()).toBe(200);
  };
  await sit(false);
  await sit(true);
  await sit(false);
  await visit(page, '/student-dashboard');
  const grades = page.getByRole('region', { name: 'Quiz grades' });
  await expect(grades.getByText('Pitching', { exact: true })).toHaveCount(1);
  await expect(grades.getByText('Best of 3 attempts: 100% · Passed')).toBeVisible();

  // The artwork lesson: an example cover to look at and two tones to listen to, stored here.
  const dash = await (await page.request.get('/api/school/me/dashboard')).json();
  const lessonId = dash.courses
    .flatMap((c: { modules: { lessons: { id: string; title: string }[] }[] }) => c.modules.flatMap((m) => m.lessons))
    .find((l: { title: string }) => l.title === 'Artwork and audio that pass quality control').id;
  await visit(page, `/learn/lessons/${lessonId}`);
  const cover = page.getByRole('img', { name: 'Cover artwork: what passes and what stores refuse' });
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(800);
  await expect(page.locator('audio')).toHaveCount(2);
  const clipped = await page.request.get(
    (await page.getByRole('link', { name: /the same tone clipped/ }).getAttribute('href'))!,
  );
  expect(clipped.headers()['content-type']).toMatch(/^audio\//);
  await expect(page.getByRole('main').locator('a[href^="http"]')).toHaveCount(0);
  await expect(page.getByText('Watch the lesson video')).toHaveCount(0);
});
