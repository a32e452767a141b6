// Outsider questions on the school, services and studio, rights, support tickets and operations.
import { db } from '@/lib/platform/db';
import { enabledStoreCount } from '@/lib/distribution';
import { type Need, type Question, count, has, money, oneOf, userId } from './needs';

const OPEN_TICKET = { status: { in: ['new' as const, 'open' as const, 'waiting_on_customer' as const] } };
const matches = (label: string, re: RegExp): Need => ({ label, ok: (t) => re.test(t) });

export const areaQuestions: Question[] = [
  // ---- school
  {
    domain: 'school',
    q: 'how many students are enrolled rn',
    expect: async () => {
      const enrolled = await db.enrolment.findMany({ distinct: ['studentId'], select: { studentId: true } });
      return [oneOf(count(enrolled.length), count(await db.user.count({ where: { role: 'student' } })))];
    },
  },
  {
    domain: 'school',
    q: 'how far along is Aaliyah Brooks in her course?',
    expect: async () => {
      const id = await userId('Aaliyah Brooks');
      const e = await db.enrolment.findFirstOrThrow({ where: { studentId: id } });
      const lessons = { module: { courseId: e.courseId }, status: 'published' as const };
      const total = await db.lesson.count({ where: lessons });
      const done = await db.lessonProgress.count({ where: { studentId: id, lesson: lessons } });
      const pct = (done * 100) / total;
      return [
        oneOf(
          matches(`${done} of ${total}`, new RegExp(`\\b${done}\\s*(of|/|out of)\\s*${total}\\b`)),
          matches(`${Math.round(pct)} %`, new RegExp(`\\b(${Math.round(pct)}|${Math.floor(pct)})(\\.\\d)?\\s?%`)),
        ),
      ];
    },
  },
  {
    domain: 'school',
    q: 'certs issued so far + to who?',
    expect: async () => {
      const c = await db.certificate.findMany({ where: { revokedAt: null } });
      return [count(c.length), ...c.map((x) => has(x.holderName))];
    },
  },
  {
    domain: 'school',
    q: 'who graduated',
    expect: async () => {
      const e = await db.enrolment.findMany({ where: { completedAt: { not: null } }, include: { student: true } });
      return e.length ? e.map((x) => has(x.student.name)) : [count(0)];
    },
  },
  {
    domain: 'school',
    q: 'school applications still waiting on a decision?',
    expect: async () => [
      oneOf(
        count(await db.application.count({ where: { status: 'pending' } })),
        count(await db.application.count({ where: { status: { in: ['pending', 'under_review'] } } })),
      ),
    ],
  },
  // ---- services orders and studio bookings
  {
    domain: 'services',
    q: 'open service orders?',
    expect: async () => [
      oneOf(
        count(await db.serviceOrder.count({ where: { status: { in: ['submitted', 'in_progress'] } } })),
        count(await db.serviceOrder.count({ where: { status: { in: ['submitted', 'in_progress', 'delivered'] } } })),
      ),
    ],
  },
  {
    domain: 'services',
    q: 'services revenue this month',
    expect: async () => {
      const now = new Date();
      const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const a = await db.serviceOrder.aggregate({
        where: { paymentStatus: 'paid', paidAt: { gte: from } },
        _sum: { amountCents: true },
      });
      return [money(a._sum.amountCents ?? 0)];
    },
  },
  {
    domain: 'services',
    q: 'any studio bookings coming up this week?',
    expect: async () => {
      const b = await db.studioBooking.findMany({
        where: { status: 'booked', start: { gte: new Date(), lte: new Date(Date.now() + 7 * 86_400_000) } },
        include: { user: true },
      });
      return b.length ? b.map((x) => has(x.user.name)) : [count(0)];
    },
  },
  {
    domain: 'services',
    q: "what's order SO-OUT-1001 waiting on",
    expect: async () => {
      const o = await db.serviceOrder.findUniqueOrThrow({ where: { reference: 'SO-OUT-1001' } });
      return [o.paymentStatus === 'awaiting_payment' ? matches('payment', /pay/i) : has(o.status)];
    },
  },
  {
    domain: 'services',
    q: 'hourly rate for studio A?',
    expect: async () => [
      money((await db.studioRoom.findFirstOrThrow({ where: { name: 'Studio A' } })).hourlyRateCents),
    ],
  },
  // ---- rights registrations and certificates
  {
    domain: 'rights',
    q: 'how many works have we registered w/ ASCAP',
    expect: async () => [count(await db.workRegistration.count({ where: { target: { contains: 'ASCAP' } } }))],
  },
  {
    domain: 'rights',
    q: "what's the Golden Hour (Song) registration waiting on",
    expect: async () => {
      const r = await db.workRegistration.findFirstOrThrow({ where: { work: { title: 'Golden Hour (Song)' } } });
      return r.status === 'sent'
        ? [has('ASCAP'), matches('acknowledgement / response', /ack|respon|repl|answer|confirm/i)]
        : [has(r.status)];
    },
  },
  {
    domain: 'rights',
    q: 'which works still need signatures',
    expect: async () =>
      (await db.musicalWork.findMany({ where: { splitVersions: { some: { status: 'pending' } } } })).map((w) =>
        has(w.title),
      ),
  },
  {
    domain: 'rights',
    q: "who hasn't signed paper lanterns yet",
    expect: async () =>
      (
        await db.workSplitSignature.findMany({
          where: { signedAt: null, version: { status: 'pending', work: { title: 'Paper Lanterns' } } },
        })
      ).map((s) => has(s.partyName)),
  },
  {
    domain: 'rights',
    q: 'copyright certs issued so far?',
    expect: async () => [count(await db.copyrightCertificate.count({ where: { revokedAt: null } }))],
  },
  // ---- support tickets and SLA
  {
    domain: 'support',
    q: 'how many open tickets do we have',
    expect: async () => [
      oneOf(
        count(await db.supportTicket.count({ where: OPEN_TICKET })),
        count(await db.supportTicket.count({ where: { status: { in: ['new', 'open'] } } })),
      ),
    ],
  },
  {
    domain: 'support',
    q: 'any tix breaching SLA?',
    expect: async () => {
      const t = await db.supportTicket.findMany({
        where: { ...OPEN_TICKET, firstRespondedAt: null, firstResponseDueAt: { lt: new Date() } },
      });
      return t.length ? t.map((x) => has(x.subject)) : [count(0)];
    },
  },
  {
    domain: 'support',
    q: "what's the W-9 ticket waiting on?",
    expect: async () => [matches('the customer / requester', /customer|requester|artist|darius|their reply|user/i)],
  },
  {
    domain: 'support',
    q: 'how many tickets did we resolve this week',
    expect: async () => [
      count(await db.supportTicket.count({ where: { resolvedAt: { gte: new Date(Date.now() - 7 * 86_400_000) } } })),
    ],
  },
  {
    domain: 'support',
    q: 'who opened the ticket about paper planes',
    expect: async () => {
      const t = await db.supportTicket.findFirstOrThrow({
        where: { subject: { contains: 'Paper Planes' } },
        include: { requester: true },
      });
      return [has(t.requester.name)];
    },
  },
  // ---- operations and health
  {
    domain: 'ops',
    q: 'any open incidents?',
    expect: async () => {
      const i = await db.healthIncident.findMany({ where: { resolvedAt: null } });
      return i.length ? i.map((x) => oneOf(has(x.check), has(x.message.slice(0, 30)))) : [count(0)];
    },
  },
  {
    domain: 'ops',
    q: 'how many users do we have total',
    expect: async () => [count(await db.user.count())],
  },
  {
    domain: 'ops',
    q: 'how many artists and how many students on the platform?',
    expect: async () => [
      count(await db.user.count({ where: { role: 'artist' } })),
      count(await db.user.count({ where: { role: 'student' } })),
    ],
  },
  {
    domain: 'ops',
    q: 'are emails failing?',
    expect: async () => [count(await db.outboxEmail.count({ where: { status: 'failed' } }))],
  },
  {
    domain: 'ops',
    q: 'how many stores can we deliver to',
    expect: async () => [count(await enabledStoreCount())],
  },
];
