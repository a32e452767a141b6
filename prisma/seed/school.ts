// Demo school: published courses for the four programs (lessons, quizzes, an assignment, a draft),
// applications in every status, welcome-call slots, the demo student's progress, a graduate's certificate.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { QuestionType } from '../../lib/generated/prisma/client';
import type { Db } from '../../lib/platform/db';
import { agreementText, PROGRAMS, type ProgramKey } from '../../lib/school/programs';
import { hashPassword } from '../../lib/platform/auth/password';
import { DEMO_PASSWORD } from './accounts';

interface SeedQuestion {
  type: QuestionType;
  question: string;
  options?: string[];
  correctAnswer?: string;
  acceptedAnswers?: string[];
  points?: number;
  explanation?: string;
}
interface SeedLesson {
  title: string;
  content: string;
  status?: 'draft' | 'published';
  videoUrl?: string;
  resources?: { name: string; type: 'pdf' | 'video' | 'audio' | 'link' | 'image'; url: string }[];
  quiz?: { title: string; timeLimitMinutes?: number; passingScore?: number; questions: SeedQuestion[] };
  assignment?: { title: string; description: string; dueInDays: number; submissionType: 'text' | 'file' | 'both' };
}
interface SeedCourse {
  program: ProgramKey;
  slug: string;
  title: string;
  description: string;
  modules: { title: string; lessons: SeedLesson[] }[];
}

const COURSES: SeedCourse[] = [
  {
    program: 'music-business-101',
    slug: 'music-business-foundations',
    title: 'Music Business Foundations',
    description: 'How money moves in music: rights, royalties, distribution and the people who make it work.',
    modules: [
      {
        title: 'Rights and royalties',
        lessons: [
          {
            title: 'How music makes money',
            content:
              '# How music makes money\n\nEvery song carries **two copyrights**: the composition (the song) and the sound recording (the master).\n\n- Performance royalties are collected by PROs such as ASCAP and BMI.\n- Mechanical royalties are paid for reproductions and streams.\n- Master royalties flow to whoever owns the recording.\n\nKnow which you own before you sign anything.',
            quiz: {
              title: 'Royalties check',
              timeLimitMinutes: 15,
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'Who collects performance royalties for songwriters?',
                  options: [
                    'A PRO such as ASCAP or BMI',
                    'The streaming service',
                    'The record label',
                    'The distributor',
                  ],
                  correctAnswer: '0',
                  explanation:
                    'Performing rights organisations license public performances and pay songwriters and publishers.',
                },
                {
                  type: 'true_false',
                  question: 'A song has two copyrights: the composition and the sound recording.',
                  correctAnswer: 'true',
                  explanation: 'The composition belongs to writers and publishers; the master to its owner.',
                },
                {
                  type: 'short_answer',
                  question: 'What is the recording itself usually called in the industry?',
                  acceptedAnswers: ['master', 'the master', 'master recording'],
                  explanation: 'The master is the sound recording.',
                },
              ],
            },
          },
          {
            title: 'Split sheets',
            content:
              '# Split sheets\n\nA split sheet records who wrote what share of a song. Sign it **the day** you write, before anyone forgets.',
            assignment: {
              title: 'Write a split sheet',
              description:
                'Draft a split sheet for a song you wrote with at least one collaborator: names, roles, shares that add up to 100%.',
              dueInDays: 10,
              submissionType: 'text',
            },
          },
        ],
      },
      {
        title: 'Distribution',
        lessons: [
          {
            title: 'Getting your music into stores',
            content:
              '# Getting your music into stores\n\nA distributor delivers your release to stores (DSPs) with metadata: ISRC per track, UPC per release, credits, artwork.',
            quiz: {
              title: 'Distribution basics',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'Which code identifies a single recording?',
                  options: ['UPC', 'ISRC', 'ISWC', 'IPI'],
                  correctAnswer: '1',
                  explanation: 'The ISRC identifies a recording; the UPC identifies the release.',
                },
                {
                  type: 'true_false',
                  question: 'A UPC identifies each track of an album.',
                  correctAnswer: 'false',
                  explanation: 'One UPC per release; one ISRC per track.',
                },
              ],
            },
          },
          {
            title: 'Sync licensing',
            status: 'draft',
            content: '# Sync licensing\n\nPlacing music in film, TV and games. (Being written.)',
          },
        ],
      },
    ],
  },
  {
    program: 'cmbp-certification',
    slug: 'music-business-certification',
    title: 'Music Business Certification (CMBP)',
    description: 'Publishing, licensing, marketing and business planning, assessed for the certification.',
    modules: [
      {
        title: 'Publishing',
        lessons: [
          {
            title: 'Publishing administration',
            content:
              '# Publishing administration\n\nA publisher (or administrator) registers works, licenses them and collects the publisher share.',
            quiz: {
              title: 'Publishing assessment',
              passingScore: 70,
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'What does a publishing administrator do?',
                  options: ['Registers and collects for works', 'Masters recordings', 'Books tours', 'Designs artwork'],
                  correctAnswer: '0',
                },
                {
                  type: 'short_answer',
                  question: 'Which US organisation pays digital mechanical royalties since 2021?',
                  acceptedAnswers: ['MLC', 'The MLC', 'Mechanical Licensing Collective'],
                },
                {
                  type: 'essay',
                  question:
                    'Explain, in your own words, the difference between the writer share and the publisher share.',
                  points: 20,
                },
              ],
            },
          },
        ],
      },
      {
        title: 'Marketing',
        lessons: [
          {
            title: 'Release marketing plans',
            content:
              '# Release marketing plans\n\nWork back from release day: pre-save, pitch, content calendar, launch, follow-through.',
          },
        ],
      },
    ],
  },
  {
    program: 'year-2-graduate',
    slug: 'running-a-music-company',
    title: 'Running a Music Company',
    description: 'Label operations, catalog management and the numbers behind them.',
    modules: [
      {
        title: 'Label operations',
        lessons: [
          {
            title: 'Catalog management',
            content:
              '# Catalog management\n\nYour catalog is your asset: clean metadata, clear ownership, steady releases.',
          },
        ],
      },
    ],
  },
  {
    program: 'practicum',
    slug: 'career-accelerator-practicum',
    title: 'Career Accelerator Practicum',
    description: 'Ship a real release plan with a cohort and mentors.',
    modules: [
      {
        title: 'Launch plan',
        lessons: [
          {
            title: 'Your release plan',
            content:
              '# Your release plan\n\nA release plan names the **date**, the **assets**, the **pitch** and the **budget**. Write it down and share it with your mentor.',
            quiz: {
              title: 'Release plan check',
              passingScore: 70,
              questions: [
                {
                  type: 'true_false',
                  question: 'Pitching to playlists should start after release day.',
                  correctAnswer: 'false',
                  explanation: 'Pitch ahead of release: editors need lead time.',
                },
                {
                  type: 'multiple_choice',
                  question: 'What should every release plan name first?',
                  options: ['The release date', 'The after-party venue', 'A merch colour', 'The next album'],
                  correctAnswer: '0',
                  explanation: 'Everything works back from the date.',
                },
              ],
            },
          },
        ],
      },
    ],
  },
];

async function createCourse(db: Db, c: SeedCourse, position: number) {
  const course = await db.course.create({
    data: {
      slug: c.slug,
      title: c.title,
      description: c.description,
      program: c.program,
      status: 'published',
      position,
    },
  });
  const lessons: { id: string; title: string; quizId?: string; questionIds: string[] }[] = [];
  for (const [mi, m] of c.modules.entries()) {
    const mod = await db.courseModule.create({ data: { courseId: course.id, title: m.title, position: mi } });
    for (const [li, l] of m.lessons.entries()) {
      const status = l.status ?? 'published';
      const lesson = await db.lesson.create({
        data: {
          moduleId: mod.id,
          title: l.title,
          content: l.content,
          videoUrl: l.videoUrl,
          status,
          position: li,
          publishedAt: status === 'published' ? new Date() : null,
        },
      });
      if (l.resources)
        await db.lessonResource.createMany({
          data: l.resources.map((r, i) => ({ ...r, lessonId: lesson.id, position: i })),
        });
      let quizId: string | undefined;
      const questionIds: string[] = [];
      if (l.quiz) {
        const quiz = await db.quiz.create({
          data: {
            lessonId: lesson.id,
            title: l.quiz.title,
            timeLimitMinutes: l.quiz.timeLimitMinutes ?? null,
            passingScore: l.quiz.passingScore ?? 70,
          },
        });
        quizId = quiz.id;
        for (const [qi, q] of l.quiz.questions.entries()) {
          const row = await db.quizQuestion.create({
            data: {
              quizId: quiz.id,
              position: qi,
              type: q.type,
              question: q.question,
              options: q.options ?? [],
              correctAnswer: q.correctAnswer ?? null,
              acceptedAnswers: q.acceptedAnswers ?? [],
              points: q.points ?? 10,
              explanation: q.explanation ?? null,
            },
          });
          questionIds.push(row.id);
        }
      }
      if (l.assignment) {
        await db.assignment.create({
          data: {
            lessonId: lesson.id,
            title: l.assignment.title,
            description: l.assignment.description,
            dueAt: new Date(Date.now() + l.assignment.dueInDays * 86400_000),
            submissionType: l.assignment.submissionType,
          },
        });
      }
      lessons.push({ id: lesson.id, title: l.title, quizId, questionIds });
    }
  }
  return { course, lessons };
}

const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
const code = () =>
  `TNM-${Array.from(randomBytes(12), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32])
    .join('')
    .replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3')}`;

async function signedApplication(
  db: Db,
  studentId: string,
  name: string,
  email: string,
  program: ProgramKey,
  signature: Buffer,
  reviewerId: string,
) {
  const app = await db.application.create({
    data: {
      applicantName: name,
      email,
      phone: '+1 555 010 4400',
      artistName: name.split(' ')[0],
      program,
      status: 'accepted',
      priority: 'medium',
      reviewedById: reviewerId,
      reviewedAt: new Date(),
      studentId,
      submittedAt: new Date(Date.now() - 20 * 86400_000),
    },
  });
  await db.applicationDecision.create({
    data: { applicationId: app.id, fromStatus: 'pending', toStatus: 'accepted', decidedById: reviewerId },
  });
  const text = agreementText(program, name);
  await db.contract.create({
    data: {
      applicationId: app.id,
      agreementTitle: `${PROGRAMS[program].name} Program Agreement`,
      agreementText: text,
      agreementSha256: sha(text),
      typedName: name,
      signaturePng: new Uint8Array(signature),
      ipAddress: '127.0.0.1',
      userAgent: 'seed',
    },
  });
  return app;
}

export async function seedSchool(db: Db) {
  const superAdmin = await db.user.findUniqueOrThrow({ where: { email: 'superadmin@demo.test' } });
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
  const student = await db.user.findUniqueOrThrow({ where: { email: 'student@demo.test' } });
  const member = await db.user.findUniqueOrThrow({ where: { email: 'member@demo.test' } });

  const built = [];
  for (const [i, c] of COURSES.entries()) built.push(await createCourse(db, c, i));
  const [mb101, cmbp, , practicum] = built;

  const signature = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="240" height="80"><path d="M10 60 C 60 10, 90 70, 140 30 S 200 50, 230 20" stroke="#0f172a" stroke-width="3" fill="none"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

  // The demo student: signed into Music Business 101, one lesson passed, a welcome call booked.
  const app = await signedApplication(
    db,
    student.id,
    student.name,
    student.email,
    'music-business-101',
    signature,
    superAdmin.id,
  );
  await db.enrolment.create({
    data: { studentId: student.id, courseId: mb101.course.id, enrolledAt: new Date(Date.now() - 18 * 86400_000) },
  });
  const first = mb101.lessons[0];
  const attempt = await db.quizAttempt.create({
    data: {
      quizId: first.quizId!,
      studentId: student.id,
      status: 'graded',
      startedAt: new Date(Date.now() - 5 * 86400_000),
      submittedAt: new Date(Date.now() - 5 * 86400_000 + 600_000),
      pointsEarned: 30,
      pointsPossible: 30,
      score: 100,
      passed: true,
    },
  });
  await db.quizAnswer.createMany({
    data: [
      { attemptId: attempt.id, questionId: first.questionIds[0], response: '0', correct: true, pointsAwarded: 10 },
      { attemptId: attempt.id, questionId: first.questionIds[1], response: 'true', correct: true, pointsAwarded: 10 },
      { attemptId: attempt.id, questionId: first.questionIds[2], response: 'master', correct: true, pointsAwarded: 10 },
    ],
  });
  await db.lessonProgress.create({ data: { studentId: student.id, lessonId: first.id } });
  await db.studentActivity.createMany({
    data: [
      {
        studentId: student.id,
        kind: 'contract_signed',
        summary: 'Signed the Music Business 101 Program Agreement',
        createdAt: new Date(Date.now() - 18 * 86400_000),
      },
      {
        studentId: student.id,
        kind: 'quiz_submitted',
        summary: 'Royalties check: 100%, passed',
        createdAt: new Date(Date.now() - 5 * 86400_000),
      },
      {
        studentId: student.id,
        kind: 'lesson_completed',
        summary: 'Completed "How music makes money"',
        createdAt: new Date(Date.now() - 5 * 86400_000),
      },
    ],
  });
  await db.studentNote.create({
    data: {
      studentId: student.id,
      authorId: superAdmin.id,
      body: 'Strong start; interested in publishing. Suggest the CMBP track next.',
    },
  });

  // The member takes the certification course.
  await db.enrolment.create({ data: { studentId: member.id, courseId: cmbp.course.id } });

  // Welcome-call availability: the next 7 weekdays, 15:00-17:00 UTC in 30-minute slots.
  const slots = [];
  for (let d = 1; slots.length < 28; d++) {
    const day = new Date(Date.now() + d * 86400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (let s = 0; s < 4; s++) {
      const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, s * 30));
      slots.push({
        hostId: s % 2 === 0 ? superAdmin.id : admin.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        hostTimezone: s % 2 === 0 ? 'America/New_York' : 'America/Chicago',
      });
    }
  }
  await db.meetingSlot.createMany({ data: slots });
  const booked = await db.meetingSlot.findFirstOrThrow({
    where: { hostId: superAdmin.id },
    orderBy: { startsAt: 'asc' },
  });
  await db.welcomeCallBooking.create({
    data: {
      slotId: booked.id,
      applicationId: app.id,
      attendeeTimezone: 'America/Los_Angeles',
      ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
    },
  });

  // A graduate of the practicum with a verifiable certificate.
  const graduate = await db.user.create({
    data: {
      email: 'graduate@demo.test',
      name: 'Marcus Lee',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'student',
      brand: 'tnm',
    },
  });
  await signedApplication(db, graduate.id, graduate.name, graduate.email, 'practicum', signature, admin.id);
  await db.enrolment.create({
    data: { studentId: graduate.id, courseId: practicum.course.id, completedAt: new Date(Date.now() - 2 * 86400_000) },
  });
  await db.lessonProgress.create({ data: { studentId: graduate.id, lessonId: practicum.lessons[0].id } });
  await db.quizAttempt.create({
    data: {
      quizId: practicum.lessons[0].quizId!,
      studentId: graduate.id,
      status: 'graded',
      submittedAt: new Date(Date.now() - 2 * 86400_000),
      pointsEarned: 20,
      pointsPossible: 20,
      score: 100,
      passed: true,
    },
  });
  await db.certificate.create({
    data: {
      code: code(),
      studentId: graduate.id,
      holderName: graduate.name,
      program: 'practicum',
      issuedAt: new Date(Date.now() - 2 * 86400_000),
    },
  });

  // Applications waiting in every status.
  const waiting: [
    string,
    string,
    ProgramKey,
    'pending' | 'under_review' | 'rejected',
    'high' | 'medium' | 'low',
    string | null,
  ][] = [
    ['Imani Carter', 'imani.carter@example.com', 'cmbp-certification', 'pending', 'high', superAdmin.id],
    ['Diego Ramos', 'diego.ramos@example.com', 'music-business-101', 'pending', 'medium', null],
    ['Priya Shah', 'priya.shah@example.com', 'practicum', 'under_review', 'high', admin.id],
    ['Tom Becker', 'tom.becker@example.com', 'year-2-graduate', 'pending', 'low', null],
    ['Keisha Moore', 'keisha.moore@example.com', 'music-business-101', 'rejected', 'low', null],
  ];
  for (const [i, [name, email, program, status, priority, assignedToId]] of waiting.entries()) {
    const a = await db.application.create({
      data: {
        applicantName: name,
        email,
        phone: `+1 555 010 ${1000 + i}`,
        artistName: name.split(' ')[0],
        program,
        status,
        priority,
        assignedToId,
        submittedAt: new Date(Date.now() - (i + 1) * 2 * 86400_000),
        ...(status !== 'pending' ? { reviewedById: superAdmin.id, reviewedAt: new Date() } : {}),
      },
    });
    if (status !== 'pending')
      await db.applicationDecision.create({
        data: { applicationId: a.id, fromStatus: 'pending', toStatus: status, decidedById: superAdmin.id },
      });
  }
}
