// The support and community lead's questions: tickets, messages, school students and courses, services and
// studio bookings.
import { db } from '@/lib/platform/db';
import { money, type Question } from '../outsider/needs';
import { count, declines, has, oneOf, percent, startOfMonth } from './voices';

const OPEN = { status: { in: ['new' as const, 'open' as const, 'waiting_on_customer' as const] } };
const requesters = async (where: object) =>
  (await db.supportTicket.findMany({ where, include: { requester: true } })).map((t) => has(t.requester.name));
const userNames = (rows: { student?: { name: string }; user?: { name: string } }[]) =>
  rows.map((r) => has((r.student ?? r.user)!.name));

export const support: Question[] = [
  {
    domain: 'support',
    q: 'how many tix are still unresolved',
    expect: async () => [count(await db.supportTicket.count({ where: OPEN }))],
  },
  {
    domain: 'support',
    q: 'Any urgent tickets? Who raised them?',
    expect: async () => requesters({ ...OPEN, priority: 'urgent' }),
  },
  {
    domain: 'support',
    q: 'which tickets have blown the first response SLA',
    expect: async () => requesters({ ...OPEN, firstRespondedAt: null, firstResponseDueAt: { lt: new Date() } }),
  },
  {
    domain: 'support',
    q: "what's darius's ticket about",
    expect: async () => {
      const t = await db.supportTicket.findFirstOrThrow({ where: { requester: { name: 'Darius Cole' } } });
      return [has(t.subject.match(/W-9/)?.[0] ?? t.subject)];
    },
  },
  {
    domain: 'support',
    q: 'how many students are in the Royalties and Splits course',
    expect: async () => [count(await db.enrolment.count({ where: { course: { title: 'Royalties and Splits' } } }))],
  },
  {
    domain: 'support',
    q: 'total enrolments across all courses',
    expect: async () => [count(await db.enrolment.count())],
  },
  {
    domain: 'support',
    q: 'pending school apps?',
    expect: async () => [count(await db.application.count({ where: { status: 'pending' } }))],
  },
  {
    domain: 'support',
    q: 'who applied for the CMBP',
    expect: async () =>
      (await db.application.findMany({ where: { program: 'cmbp-certification' } })).map((a) => has(a.applicantName)),
  },
  {
    domain: 'support',
    q: 'aliyahs quiz score?',
    expect: async () => {
      const a = await db.quizAttempt.findFirstOrThrow({
        where: { student: { email: 'student@demo.test' }, status: 'graded' },
        orderBy: { submittedAt: 'desc' },
      });
      return [oneOf(percent(a.score ?? -1), has(`${a.pointsEarned}/${a.pointsPossible}`))];
    },
  },
  {
    domain: 'support',
    q: 'service orders still waiting on payment',
    expect: async () => {
      const o = await db.serviceOrder.findMany({ where: { paymentStatus: 'awaiting_payment' } });
      return [count(o.length), ...o.map((x) => has(x.reference))];
    },
  },
  {
    domain: 'support',
    q: 'how much have we taken in from services this month',
    expect: async () => {
      const s = await db.serviceOrder.aggregate({
        where: { paymentStatus: 'paid', paidAt: { gte: startOfMonth() } },
        _sum: { amountCents: true },
      });
      return [money(s._sum.amountCents ?? 0)];
    },
  },
  {
    domain: 'support',
    q: 'upcoming studio bookings + who booked',
    expect: async () => {
      const b = await db.studioBooking.findMany({
        where: { status: 'booked', start: { gt: new Date() } },
        include: { user: true },
      });
      return [count(b.length), ...userNames(b)];
    },
  },
  {
    domain: 'support',
    q: 'Studio A hourly rate?',
    expect: async () => [
      money((await db.studioRoom.findFirstOrThrow({ where: { name: 'Studio A' } })).hourlyRateCents),
    ],
  },
  {
    domain: 'support',
    q: 'most expensive service we sell',
    expect: async () => [
      has(
        (await db.serviceOffering.findFirstOrThrow({ where: { active: true }, orderBy: { priceCents: 'desc' } })).name,
      ),
    ],
  },
  {
    domain: 'support',
    q: 'how many tickets has nobody replied to yet',
    expect: async () => [count(await db.supportTicket.count({ where: { ...OPEN, firstRespondedAt: null } }))],
  },
  {
    domain: 'support',
    q: 'how many welcome calls are booked',
    expect: async () => [count(await db.welcomeCallBooking.count())],
  },
  {
    domain: 'support',
    q: 'how many open welcome call slots are left',
    expect: async () => [count(await db.meetingSlot.count({ where: { booking: null, startsAt: { gt: new Date() } } }))],
  },
  {
    domain: 'support',
    q: 'tickets resolved in the last 7 days',
    expect: async () => [
      count(await db.supportTicket.count({ where: { resolvedAt: { gte: new Date(Date.now() - 7 * 86_400_000) } } })),
    ],
  },
  {
    domain: 'support',
    q: "where's the EPK order at",
    expect: async () => {
      const o = await db.serviceOrder.findFirstOrThrow({
        where: { offering: { key: 'epk' } },
        orderBy: { createdAt: 'desc' },
      });
      return [has(o.status.replace('_', ' '))];
    },
  },
  {
    domain: 'support',
    q: 'how many help center articles are published',
    expect: async () => {
      // Every brand's help center, or the asking admin's brand's.
      const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
      const brand = await db.faqArticle.count({ where: { published: true, brand: admin.brand } });
      return [oneOf(count(await db.faqArticle.count({ where: { published: true } })), count(brand))];
    },
  },
  {
    domain: 'support',
    q: 'which tix r waiting on the customer',
    expect: async () => requesters({ status: 'waiting_on_customer' }),
  },
  {
    domain: 'support',
    q: 'has the LLC formation order been paid and how much was it',
    expect: async () => {
      const o = await db.serviceOrder.findFirstOrThrow({ where: { offering: { key: 'llc_formation' } } });
      return [has(o.paymentStatus === 'paid' ? 'paid' : 'not paid'), money(o.amountCents)];
    },
  },
  {
    domain: 'support',
    q: "who's the engineer on studio A",
    expect: async () =>
      (await db.studioEngineer.findMany({ where: { room: { name: 'Studio A' }, active: true } })).map((e) =>
        has(e.name),
      ),
  },
  {
    domain: 'support',
    q: 'how many students have finished a course, and who',
    expect: async () => {
      const e = await db.enrolment.findMany({ where: { completedAt: { not: null } }, include: { student: true } });
      return [count(e.length), ...userNames(e)];
    },
  },
  {
    domain: 'support',
    q: 'whats our CSAT score on support tickets this month',
    expect: async () => {
      // Answerable only when customers rated their tickets; otherwise an honest "no ratings" answer.
      const r = await db.supportTicket.aggregate({ where: { rating: { not: null } }, _avg: { rating: true } });
      const avg = r._avg.rating;
      return avg === null ? [declines] : [oneOf(has(avg.toFixed(1)), has(String(Math.round(avg * 100) / 100)))];
    },
  },
];
