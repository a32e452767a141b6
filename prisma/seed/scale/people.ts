// The generated label's operations, in set-based SQL: support tickets, service orders and studio bookings
// (each booking its own slot, one hour apart per room, so none overlap), audit rows, and students enrolled
// in the published courses with lessons done.
import type { Counts } from './counts';
import { NOUNS, T0, WORDS, h, pick } from './counts';
import { bulk, type SeedStatement } from './totals';

export function peopleSql(c: Counts): SeedStatement[] {
  const artist = (n: string) => `'scale-a-' || (1 + (${n}) % ${c.artists})`;
  return [
    `INSERT INTO "SupportTicket" (id, brand, "requesterId", category, subject, status, priority, "firstResponseDueAt",
        "resolutionDueAt", "lastMessageAt", "createdAt", "updatedAt")
     SELECT 'scale-tk-' || n, 'tnm', ${artist(`${h(`'tr' || n`)}`)},
            ${pick(['release', 'delivery', 'royalties', 'payout', 'account', 'other'], h(`'tc' || n`))}::"TicketCategory",
            ${pick(['Question about', 'Problem with', 'Help with', 'Missing'], h(`'ts' || n`))} || ' ' ||
              ${pick(WORDS, h(`'ts2' || n`))} || ' ' || ${pick(NOUNS, h(`'ts3' || n`))} || ' #' || n,
            ${pick(['new', 'open', 'waiting_on_customer', 'resolved', 'closed', 'closed'], h(`'tst' || n`))}::"TicketStatus",
            ${pick(['low', 'normal', 'normal', 'high', 'urgent'], h(`'tp' || n`))}::"TicketPriority",
            ${T0} + (n || ' minutes')::interval + interval '1 day', ${T0} + (n || ' minutes')::interval + interval '3 days',
            ${T0} + (n || ' minutes')::interval, ${T0} + (n || ' minutes')::interval, ${T0} + (n || ' minutes')::interval
     FROM generate_series(1, ${c.tickets}) n`,
    `INSERT INTO "ServiceOrder" (id, reference, "offeringId", "customerId", brand, status, "paymentStatus", "amountCents",
        intake, "createdAt", "updatedAt")
     SELECT 'scale-so-' || n, 'SO-SC-' || lpad(n::text, 7, '0'), o.id, ${artist(`${h(`'sc' || n`)}`)}, o.brand,
            ${pick(['submitted', 'in_progress', 'delivered', 'accepted', 'accepted'], h(`'ss' || n`))}::"ServiceOrderStatus",
            CASE WHEN o."priceCents" = 0 THEN 'not_required' ELSE 'paid' END::"ServicePaymentStatus", o."priceCents",
            '{}'::jsonb, ${T0} + (n || ' minutes')::interval, ${T0} + (n || ' minutes')::interval
     FROM generate_series(1, ${c.serviceOrders}) n
     JOIN LATERAL (SELECT id, brand, "priceCents" FROM "ServiceOffering" ORDER BY id
                   OFFSET ${h(`'so' || n`)} % (SELECT count(*) FROM "ServiceOffering") LIMIT 1) o ON true`,
    `INSERT INTO "StudioBooking" (id, "roomId", "userId", start, "end", status, "priceCents", "depositCents", "createdAt")
     SELECT 'scale-sb-' || n, r.id, ${artist(`${h(`'sb' || n`)}`)}, date '2024-01-01' + (n || ' hours')::interval,
            date '2024-01-01' + (n || ' hours')::interval + interval '1 hour', 'booked', r."hourlyRateCents",
            r."hourlyRateCents" * r."depositPercent" / 100, date '2024-01-01' + (n || ' hours')::interval - interval '7 days'
     FROM generate_series(1, ${c.studioBookings}) n, (SELECT * FROM "StudioRoom" ORDER BY id LIMIT 1) r`,
    `INSERT INTO "StudioSlot" ("roomId", "slotStart", "bookingId")
     SELECT "roomId", start, id FROM "StudioBooking" WHERE id LIKE 'scale-sb-%'`,
    bulk(`INSERT INTO "AuditLog" (id, "actorId", action, "entityType", "entityId", meta, "createdAt")
     SELECT 'scale-au-' || n, CASE WHEN n % 4 = 0 THEN (SELECT id FROM "User" WHERE email = 'admin@demo.test') ELSE ${artist('n')} END,
            ${pick(['release.create', 'release.update', 'release.submit', 'track.update', 'profile.update', 'payout.request'], h(`'aa' || n`))},
            'release', 'scale-r-' || (1 + n % ${c.releases}), '{}'::jsonb, ${T0} + (n || ' seconds')::interval
     FROM generate_series(1, ${c.auditRows}) n`),
    // The audit rows went in with triggers off: their per-actor totals (migration audit_action_totals) once.
    `INSERT INTO "AuditActionTotal" AS t ("actorId", action, count)
     SELECT "actorId", action, COUNT(*) FROM "AuditLog" WHERE id LIKE 'scale-au-%' AND "actorId" IS NOT NULL GROUP BY 1, 2
     ON CONFLICT ("actorId", action) DO UPDATE SET count = t.count + EXCLUDED.count`,
    `INSERT INTO "Enrolment" (id, "studentId", "courseId", "enrolledAt")
     SELECT 'scale-en-' || n, 'scale-s-' || n, c.id, ${T0} + (n || ' minutes')::interval
     FROM generate_series(1, ${c.students}) n
     JOIN LATERAL (SELECT id FROM "Course" WHERE status = 'published' ORDER BY id
                   OFFSET n % GREATEST(1, (SELECT count(*) FROM "Course" WHERE status = 'published')) LIMIT 1) c ON true`,
    // Each student has done the first 0-9 published lessons of their course.
    `INSERT INTO "LessonProgress" (id, "studentId", "lessonId", "completedAt")
     SELECT 'scale-lp-' || e.id || '-' || l.rn, e."studentId", l.id, e."enrolledAt" + (l.rn || ' days')::interval
     FROM "Enrolment" e
     JOIN LATERAL (SELECT le.id, row_number() OVER (ORDER BY m.position, le.position) AS rn
                   FROM "Lesson" le JOIN "CourseModule" m ON m.id = le."moduleId"
                   WHERE m."courseId" = e."courseId" AND le.status = 'published') l
       ON l.rn <= ${h(`e.id`)} % 10
     WHERE e.id LIKE 'scale-en-%'`,
  ];
}
