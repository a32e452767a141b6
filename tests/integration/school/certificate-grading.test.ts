// A certificate waits until every assignment of the program is graded (issue #41 item 10): the passing quiz that
// would have completed the program issues nothing while an essay waits for its grade, and the grade issues it
// (once, emailed once). A retaken quiz is one line on the student's dashboard, with its best score.
import { db } from '@/lib/platform/db';
import * as complete from '@/app/api/school/lessons/[id]/complete/route';
import * as assignmentSubmissions from '@/app/api/school/assignments/[id]/submissions/route';
import * as grade from '@/app/api/school/submissions/[id]/grade/route';
import * as dashboard from '@/app/api/school/me/dashboard/route';
import { call } from '../../helpers/api';
import { schoolProgram } from '../../helpers/school-program';

jest.setTimeout(60_000);

const QUESTIONS = [
  { type: 'true_false', question: 'A split sheet should be signed before release.', correctAnswer: 'true' },
  { type: 'true_false', question: 'An ISRC names a composition.', correctAnswer: 'false' },
];

async function programWithEssayAndQuiz() {
  const program = await schoolProgram({
    studentName: 'Grace Hopper',
    courseTitle: 'Splits 101',
    firstLesson: { title: 'Write a split', content: 'Write one' },
    quiz: { lessonTitle: 'Splits quiz', title: 'Splits check', questions: QUESTIONS },
  });
  const { admin, student, firstLesson: essayLesson, quiz, emails } = program;
  const essay = await db.assignment.create({
    data: { lessonId: essayLesson.id, title: 'Your first split sheet', submissionType: 'text', maxPoints: 10 },
  });
  /** Sits the quiz with `right` of its two questions answered correctly. */
  const sit = (right: 0 | 1 | 2) => program.sit([right >= 1 ? 'true' : 'false', right >= 2 ? 'false' : 'true']);
  return { admin, student, essayLesson, essay, quiz, sit, emails };
}

it('issues the certificate only when the last assignment is graded, and emails it once', async () => {
  const { admin, student, essayLesson, essay, sit, emails } = await programWithEssayAndQuiz();
  const sent = await call(assignmentSubmissions.POST, {
    as: student,
    params: { id: essay.id },
    body: { text: 'Me 50%, my producer 50%.' },
  });
  expect(sent.status).toBe(201);
  expect((await call(complete.POST, { as: student, params: { id: essayLesson.id } })).json.certificate).toBeNull();

  // Every lesson done and the quiz passed, but the essay is not graded: no certificate yet.
  const passed = await sit(2);
  expect(passed.json).toMatchObject({ passed: true, certificate: null });
  expect(await db.certificate.count({ where: { studentId: student.id } })).toBe(0);
  expect(await emails()).toHaveLength(0);

  const graded = await call(grade.POST, {
    as: admin,
    params: { id: sent.json.id },
    body: { grade: 8, feedback: 'Clear shares.' },
  });
  expect(graded.status).toBe(200);
  expect(graded.json).toMatchObject({ grade: 8, certificate: { code: expect.stringMatching(/^TNM-/) } });
  expect(await db.certificate.count({ where: { studentId: student.id } })).toBe(1);
  expect(await emails()).toHaveLength(1);

  // Grading again (a corrected grade) shows the same certificate; nothing is issued or emailed twice.
  const regraded = await call(grade.POST, { as: admin, params: { id: sent.json.id }, body: { grade: 9 } });
  expect(regraded.json.certificate.code).toBe(graded.json.certificate.code);
  expect(await emails()).toHaveLength(1);
});

it('lists a retaken quiz once on the dashboard, with its best score and how many attempts', async () => {
  const { student, quiz, sit } = await programWithEssayAndQuiz();
  expect((await sit(1)).json).toMatchObject({ score: 50, passed: false });
  expect((await sit(2)).json).toMatchObject({ score: 100, passed: true });
  expect((await sit(0)).json).toMatchObject({ score: 0, passed: false });

  const d = await call(dashboard.GET, { as: student });
  expect(d.status).toBe(200);
  const lines = d.json.quizGrades.filter((g: { quizId: string }) => g.quizId === quiz.id);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ quizTitle: 'Splits check', score: 100, passed: true, attempts: 3 });
});
