// Second outsider set: the school, services orders and studio bookings, rights, support tickets and SLA.
import { db } from '@/lib/platform/db';
import { type Question, count, has, money, oneOf } from '../outsider/needs';
import { Q, all, countOf, daysAgo, matches, monthStart, no, yes } from './helpers';

const OPEN = { status: { in: ['new' as const, 'open' as const, 'waiting_on_customer' as const] } };
const WAITING_APP = { status: { in: ['pending' as const, 'under_review' as const] } };

export const areaQuestions2: Question[] = [
  // ---- school
  Q('school', 'how many applications are pending', async () => [
    oneOf(
      count(await db.application.count({ where: { status: 'pending' } })),
      count(await db.application.count({ where: WAITING_APP })),
    ),
  ]),
  Q('school', 'who applied for the CMBP program?', async () =>
    all((await db.application.findMany({ where: { program: { contains: 'cmbp' } } })).map((a) => a.applicantName)),
  ),
  Q('school', 'any high priority applications waiting', async () =>
    all((await db.application.findMany({ where: { ...WAITING_APP, priority: 'high' } })).map((a) => a.applicantName)),
  ),
  Q('school', 'list our courses', async () =>
    (await db.course.findMany({ where: { status: 'published' } })).map((c) => has(c.title)),
  ),
  Q('school', 'how many lessons in music business foundations', async () => {
    const where = { module: { course: { title: 'Music Business Foundations' } } };
    return [
      oneOf(
        countOf(await db.lesson.count({ where: { ...where, status: 'published' } }), 'lessons?'),
        countOf(await db.lesson.count({ where }), 'lessons?'),
      ),
    ];
  }),
  Q('school', 'has aaliyah finished her course yet?', async () => {
    const e = await db.enrolment.findFirst({
      where: { student: { name: 'Aaliyah Brooks' }, completedAt: { not: null } },
    });
    // A progress figure below the total ("1 of 3 lessons") answers "not yet" as well as a plain no.
    const partial = matches('no / an unfinished x of y', /\b(\d+) of (\d+) lessons\b/i);
    return [
      e
        ? yes
        : oneOf(no, {
            ...partial,
            ok: (t) => [...t.matchAll(/\b(\d+) of (\d+) lessons/gi)].some((m) => +m[1] < +m[2]),
          }),
    ];
  }),
  Q('school', 'certificates issued this month', async () => [
    count(await db.certificate.count({ where: { issuedAt: { gte: monthStart() }, revokedAt: null } })),
  ]),
  Q('school', 'who has a practicum certificate', async () =>
    all((await db.certificate.findMany({ where: { program: { contains: 'practicum' } } })).map((c) => c.holderName)),
  ),
  Q('school', 'how many students are in Music Business Foundations', async () => [
    countOf(
      await db.enrolment.count({ where: { course: { title: 'Music Business Foundations' } } }),
      'Music Business Foundations',
    ),
  ]),
  // ---- services and studio
  Q('services', 'how many service orders are awaiting payment', async () => [
    countOf(await db.serviceOrder.count({ where: { paymentStatus: 'awaiting_payment' } }), 'awaiting payment'),
  ]),
  Q('services', 'what has nova reyes ordered from services', async () => [
    has('Nova'),
    ...all(
      (
        await db.serviceOrder.findMany({ where: { customer: { name: 'Nova Reyes' } }, include: { offering: true } })
      ).map((o) => o.offering.name),
    ),
  ]),
  Q('services', 'how much does an EPK cost', async () => [
    money((await db.serviceOffering.findFirstOrThrow({ where: { brand: 'tnm', key: 'epk' } })).priceCents),
  ]),
  Q('services', "who's booked in studio A tomorrow", async () => {
    const from = new Date();
    from.setUTCHours(24, 0, 0, 0);
    const b = await db.studioBooking.findMany({
      where: { status: 'booked', start: { gte: from, lt: new Date(from.getTime() + 86_400_000) } },
      include: { user: true },
    });
    return all(b.map((x) => x.user.name));
  }),
  Q('services', 'most expensive service we offer?', async () => {
    const o = await db.serviceOffering.findFirstOrThrow({
      where: { brand: 'tnm', active: true },
      orderBy: { priceCents: 'desc' },
    });
    return [has(o.name), money(o.priceCents)];
  }),
  Q('services', 'total paid service revenue', async () => {
    const a = await db.serviceOrder.aggregate({ where: { paymentStatus: 'paid' }, _sum: { amountCents: true } });
    return [money(a._sum.amountCents ?? 0)];
  }),
  Q('services', 'status of SO-OUT-1002?', async () => {
    const o = await db.serviceOrder.findUniqueOrThrow({ where: { reference: 'SO-OUT-1002' } });
    return [oneOf(has(o.status), has(o.status.replace('_', ' ')))];
  }),
  // ---- rights
  Q('rights', 'how many musical works do we have', async () => [count(await db.musicalWork.count())]),
  Q('rights', 'registrations still waiting on an ack?', async () =>
    all(
      (await db.workRegistration.findMany({ where: { status: 'sent' }, include: { work: true } })).map(
        (r) => r.work.title,
      ),
    ),
  ),
  Q('rights', 'how many days has golden hour (song) been waiting at ascap', async () => {
    const r = await db.workRegistration.findFirstOrThrow({ where: { work: { title: 'Golden Hour (Song)' } } });
    const days = Math.floor((Date.now() - (r.sentAt ?? new Date()).getTime()) / 86_400_000);
    return [matches(`${days} days`, new RegExp(`\\b(${days}|${days + 1})\\s*days?\\b`, 'i'))];
  }),
  Q('rights', 'who are the writers on paper lanterns', async () =>
    (await db.workParty.findMany({ where: { work: { title: 'Paper Lanterns' } } })).map((p) => has(p.name)),
  ),
  Q('rights', 'any copyright filings submitted?', async () => [
    countOf(await db.copyrightFiling.count({ where: { status: { in: ['submitted', 'registered'] } } }), 'filings?'),
  ]),
  Q('rights', "what's lena ortiz's share on paper lanterns", async () => {
    const p = await db.workParty.findFirstOrThrow({ where: { name: 'Lena Ortiz', work: { title: 'Paper Lanterns' } } });
    return [matches(`${p.prShare / 100}%`, new RegExp(`\\b${p.prShare / 100}(\\.0+)?\\s?%`))];
  }),
  Q('rights', 'which works are fully signed', async () => [
    matches('signed', /signed/i),
    ...all(
      (await db.musicalWork.findMany({ where: { splitVersions: { some: { status: 'signed' } } } })).map((w) => w.title),
    ),
  ]),
  Q('rights', 'how many copyright certificates does nova have', async () => [
    countOf(
      await db.copyrightCertificate.count({ where: { owner: { name: 'Nova Reyes' }, revokedAt: null } }),
      'certificates?',
    ),
  ]),
  // ---- support
  Q('support', 'how many urgent tickets are open', async () => [
    countOf(await db.supportTicket.count({ where: { ...OPEN, priority: 'urgent' } }), 'urgent'),
  ]),
  Q('support', 'oldest open ticket?', async () => {
    const t = await db.supportTicket.findFirstOrThrow({ where: OPEN, orderBy: { createdAt: 'asc' } });
    return [has(t.subject.slice(0, 25))];
  }),
  Q('support', 'tickets waiting on the customer', async () =>
    all(
      (await db.supportTicket.findMany({ where: { status: 'waiting_on_customer' } })).map((t) =>
        t.subject.slice(0, 25),
      ),
    ),
  ),
  Q('support', "who's the payout ticket from", async () => {
    const t = await db.supportTicket.findFirstOrThrow({ where: { category: 'payout' }, include: { requester: true } });
    return [has(t.requester.name), has(t.subject.slice(0, 20))];
  }),
  Q('support', 'unassigned tickets?', async () => [
    countOf(
      await db.supportTicket.count({ where: { ...OPEN, assigneeId: null } }),
      '(unassigned|not assigned|without an? (owner|assignee))',
    ),
  ]),
  Q('support', 'how many tix were opened this week', async () => [
    countOf(await db.supportTicket.count({ where: { createdAt: { gte: daysAgo(7) } } }), 'tickets?'),
  ]),
  Q('support', 'how many tickets are past their first response deadline', async () => [
    count(
      await db.supportTicket.count({
        where: { ...OPEN, firstRespondedAt: null, firstResponseDueAt: { lt: new Date() } },
      }),
    ),
  ]),
];
