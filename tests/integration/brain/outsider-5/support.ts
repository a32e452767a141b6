// The support and school coordinator: tickets and SLA, applications, students, courses, certificates,
// service orders and studio bookings, as the customer service, school management and services pages show them.
import { db } from '@/lib/platform/db';
import { count, has, oneOf, type Question } from '../outsider/needs';
import { declines } from './checks';

const domain = 'support/school';
const DAY = 86_400_000;
const openTicket = { status: { notIn: ['resolved' as const, 'closed' as const] } };
const student = (email: string) => db.user.findUniqueOrThrow({ where: { email } });

export const support: Question[] = [
  {
    domain,
    q: 'how many open tickets do we have',
    expect: async () => [count(await db.supportTicket.count({ where: openTicket }))],
  },
  {
    domain,
    q: 'any tickets breaching SLA?',
    expect: async () => {
      const now = new Date();
      const ts = await db.supportTicket.findMany({
        where: {
          ...openTicket,
          OR: [
            { firstRespondedAt: null, firstResponseDueAt: { lt: now } },
            { resolvedAt: null, resolutionDueAt: { lt: now } },
          ],
        },
        include: { requester: true },
      });
      return ts.length ? ts.map((t) => oneOf(has(t.requester.name), has(t.subject))) : [count(0)];
    },
  },
  {
    domain,
    q: 'who raised the urgent ticket',
    expect: async () => {
      const t = await db.supportTicket.findFirstOrThrow({
        where: { priority: 'urgent' },
        include: { requester: true },
      });
      return [has(t.requester.name)];
    },
  },
  {
    domain,
    q: 'how many tickets got resolved in the last 7 days',
    expect: async () => [
      count(await db.supportTicket.count({ where: { resolvedAt: { gte: new Date(Date.now() - 7 * DAY) } } })),
    ],
  },
  {
    domain,
    q: 'whos ticket is waiting on the customer',
    expect: async () => {
      const ts = await db.supportTicket.findMany({
        where: { status: 'waiting_on_customer' },
        include: { requester: true },
      });
      return ts.map((t) => has(t.requester.name));
    },
  },
  {
    domain,
    q: 'how many school applications are still pending',
    expect: async () => [count(await db.application.count({ where: { status: 'pending' } }))],
  },
  {
    domain,
    q: 'which applicants are marked high priority',
    expect: async () =>
      (await db.application.findMany({ where: { priority: 'high' } })).map((a) => has(a.applicantName)),
  },
  {
    domain,
    q: 'how many students in music business foundations',
    expect: async () => [
      count(await db.enrolment.count({ where: { course: { title: 'Music Business Foundations' } } })),
    ],
  },
  {
    domain,
    q: 'has anyone finished a course yet? who',
    expect: async () => {
      const es = await db.enrolment.findMany({ where: { completedAt: { not: null } }, include: { student: true } });
      return es.length ? es.map((e) => has(e.student.name)) : [count(0)];
    },
  },
  {
    domain,
    q: 'certificates issued so far',
    expect: async () => [count(await db.certificate.count({ where: { revokedAt: null } }))],
  },
  {
    domain,
    q: 'whats marcus lees certificate code',
    expect: async () => {
      const c = await db.certificate.findFirstOrThrow({ where: { holderName: 'Marcus Lee' } });
      return [has(c.code)];
    },
  },
  {
    domain,
    q: 'how many lessons has Aaliyah Brooks completed',
    expect: async () => {
      const a = await student('student@demo.test');
      return [count(await db.lessonProgress.count({ where: { studentId: a.id } }))];
    },
  },
  {
    domain,
    q: 'average quiz score across students',
    expect: async () => {
      const a = await db.quizAttempt.aggregate({ where: { score: { not: null } }, _avg: { score: true } });
      const avg = a._avg.score ?? 0;
      return [
        oneOf(
          has(`${Math.round(avg)}%`),
          has(`${Math.round(avg)} %`),
          has(`${Math.round(avg)}/100`),
          has(avg.toFixed(1)),
        ),
      ];
    },
  },
  {
    domain,
    q: 'how many published courses are there',
    expect: async () => [count(await db.course.count({ where: { status: 'published' } }))],
  },
  {
    domain,
    q: 'how many ppl on the waiting list',
    expect: async () => [count(await db.waitingListEntry.count())],
  },
  {
    domain,
    q: 'who applied for the CMBP certification',
    expect: async () =>
      (await db.application.findMany({ where: { program: 'cmbp-certification' } })).map((a) => has(a.applicantName)),
  },
  {
    domain,
    q: 'which service orders are still awaiting payment',
    expect: async () =>
      (
        await db.serviceOrder.findMany({ where: { paymentStatus: 'awaiting_payment' }, include: { customer: true } })
      ).map((o) => oneOf(has(o.reference), has(o.customer.name))),
  },
  {
    domain,
    q: 'any studio sessions booked coming up? who and which room',
    expect: async () => {
      const bs = await db.studioBooking.findMany({
        where: { status: 'booked', start: { gte: new Date() } },
        include: { user: true, room: true },
      });
      return bs.length ? bs.flatMap((b) => [has(b.user.name), has(b.room.name)]) : [count(0)];
    },
  },
  {
    domain,
    q: 'whats our NPS for the school this term',
    expect: async () => [declines],
  },
  {
    domain,
    q: 'which student is enrolled in the most courses',
    expect: async () => {
      const g = await db.enrolment.groupBy({ by: ['studentId'], _count: { _all: true } });
      const best = g.sort((a, b) => b._count._all - a._count._all)[0];
      return [has((await db.user.findUniqueOrThrow({ where: { id: best.studentId } })).name)];
    },
  },
];
