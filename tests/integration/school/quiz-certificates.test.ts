// A quiz submission that completes the student's program issues the certificate in the grading itself
// (docs/performance.md, quiz grading): one certificate, one email, verifiable; never a second one.
import { db } from '@/lib/platform/db';
import * as complete from '@/app/api/school/lessons/[id]/complete/route';
import * as certificate from '@/app/api/school/certificates/[code]/route';
import * as revoke from '@/app/api/school/certificates/[code]/revoke/route';
import { call } from '../../helpers/api';
import { schoolProgram } from '../../helpers/school-program';

jest.setTimeout(60_000);

const QUESTIONS = [
  { type: 'true_false', question: 'A split sheet should be signed before release.', correctAnswer: 'true' },
  {
    type: 'short_answer',
    question: 'Name the document that records ownership shares.',
    acceptedAnswers: ['split sheet'],
  },
];

async function programWithQuiz() {
  const program = await schoolProgram({
    studentName: 'Ada Lovelace',
    courseTitle: 'Rights 101',
    firstLesson: { title: 'Reading', content: 'Read this' },
    quiz: { lessonTitle: 'Splits', title: 'Check', questions: QUESTIONS },
  });
  const { admin, student, course, firstLesson: reading, emails } = program;
  const sit = (right: boolean) => program.sit(right ? ['true', 'Split-Sheet'] : ['false', 'contract']);
  return { admin, student, course, reading, sit, emails };
}

it('the passing quiz that completes the program returns the certificate, emails it once and it verifies', async () => {
  const { student, reading, sit, emails } = await programWithQuiz();
  expect((await call(complete.POST, { as: student, params: { id: reading.id } })).json.certificate).toBeNull();
  const failed = await sit(false);
  expect(failed.json).toMatchObject({ passed: false, certificate: null });
  expect(await db.certificate.count({ where: { studentId: student.id } })).toBe(0);

  const passed = await sit(true);
  expect(passed.status).toBe(200);
  expect(passed.json).toMatchObject({ score: 100, passed: true, attemptsLeft: 3 });
  const code = passed.json.certificate.code as string;
  expect(code).toMatch(/^TNM-/);
  expect(passed.json.certificate.verifyUrl).toBe(`/musicbizcert/verify/${code}`);

  const ok = await call(certificate.GET, { params: { code } });
  expect(ok.status).toBe(200);
  expect(ok.json).toMatchObject({ valid: true, holderName: 'Ada Lovelace', programName: 'Music Business 101' });
  const mail = await emails();
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain(`/musicbizcert/verify/${code}`);
  expect(mail[0].text).toContain('Congratulations Ada Lovelace!');
  expect(mail[0].html).toContain(code);
  expect(await db.enrolment.count({ where: { studentId: student.id, completedAt: { not: null } } })).toBe(1);
  expect(
    await db.studentActivity.count({
      where: { studentId: student.id, kind: 'certificate_issued', summary: { contains: code } },
    }),
  ).toBe(1);

  // Passing again shows the same certificate; nothing is issued or emailed twice.
  const again = await sit(true);
  expect(again.json.certificate.code).toBe(code);
  expect(await db.certificate.count({ where: { studentId: student.id } })).toBe(1);
  expect(await emails()).toHaveLength(1);
});

it('a revoked certificate is not shown or issued again by a later passing attempt', async () => {
  const { admin, student, reading, sit, emails } = await programWithQuiz();
  await call(complete.POST, { as: student, params: { id: reading.id } });
  const code = (await sit(true)).json.certificate.code as string;
  expect((await call(revoke.POST, { as: admin, params: { code }, body: { reason: 'Copied answers' } })).status).toBe(
    200,
  );
  const again = await sit(true);
  expect(again.json).toMatchObject({ passed: true, certificate: null });
  expect(await db.certificate.count({ where: { studentId: student.id } })).toBe(1);
  expect(await emails()).toHaveLength(1);
});

it('a passing quiz before the rest of the program is done issues nothing; finishing the reading then does', async () => {
  const { student, reading, sit, emails } = await programWithQuiz();
  expect((await sit(true)).json).toMatchObject({ passed: true, certificate: null });
  expect(await emails()).toHaveLength(0);
  const done = await call(complete.POST, { as: student, params: { id: reading.id } });
  expect(done.json.certificate.code).toMatch(/^TNM-/);
  expect(await emails()).toHaveLength(1);
});
