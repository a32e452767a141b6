// What bench/scale.ts measures: every page (server render) and every API list and detail route, with the
// role that sees the most of it, the ids of the detail routes read from the database, and each row's goal
// (issue #40 goal 2). Routes that stream files, start work, or need a one-time token are left out.
import { withQuery, type Target } from './scale-target';

export type Role = 'none' | 'artist' | 'admin' | 'super' | 'student' | 'member';
export type Kind = 'route' | 'search' | 'dashboard' | 'public' | 'earnings';
export interface Row {
  path: string;
  role: Role;
  kind: Kind;
  method?: 'POST';
  /** detail rows: the path with `{}` for the id (the ids differ between databases) */
  template?: string;
}

/** Absolute goals in ms (p95); `route` rows must also stay within 2x the same route on demo data. */
export const GOAL: Record<Kind, number> = { route: 200, search: 100, dashboard: 150, public: 50, earnings: 50 };

const PAGES: [string, Role][] = [
  ...[
    'projects',
    'artist-dashboard',
    'earnings',
    'artist-analytics',
    'royalty-dashboard',
    'contributor-earnings',
    'store-earnings',
    'copyright-certificates',
    'wallet-settings',
    'artist-payout-setup',
    'studio-booking',
    'tnm-services',
    'tnm-service-hub',
    'business-dashboard',
    'my-business-info',
    'auto-royalty-splits',
    'dsp-requirements',
    'tnm-isrc-request',
    'tnm-upc-request',
    'tnm-drive-storage',
    'career-toolkit',
    'profile',
    'artist-upload',
    'tnm-copyright-filing',
    'epk-creation-service',
    'support-ticket',
    'messages',
    'mms/dashboard',
  ].map((p): [string, Role] => [p, 'artist']),
  ...[
    'admin',
    'dashboard',
    'system-overview',
    'artists',
    'artist-management',
    'analytics-dashboard',
    'rights-management',
    'royalty-statements',
    'royalty-statements/unmatched',
    'store-management',
    'admin-submissions',
    'payments',
    'reports',
    'admin-customer-service',
    'admin-service-dashboard',
    'admin-services-panel',
    'delivery-management',
    'dsp-delivery-logs',
    'distribution-flow',
    'admin-isrc',
    'school-management',
    'course-management',
    'unified-lms',
    'admin-tnm-applications',
    'team-management',
    'contact-management',
    'communications-hub',
    'admin/outbox',
    'admin-calendar-tasks',
    'personal-admin-dashboard',
    'admin-drive',
    'admin-email-templates',
    'admin-waiting-list',
    'system-health-monitor',
    'operational-readiness',
    'tnm-impact-analytics',
    'franchise-admin-dashboard',
    'admin-banking-stripe',
    'admin-studio-settings',
    'dsp-simulator',
    'ddex-upload',
    'admin-meeting-scheduler',
  ].map((p): [string, Role] => [p, 'admin']),
  ['super-admin-settings', 'super'],
  ['student-dashboard', 'student'],
  ['learn/courses', 'student'],
  ['member-dashboard', 'member'],
  ...['', 'tnm-artists', 'featured-artists', 'services', 'faq', 'tnm-school', 'members'].map((p): [string, Role] => [
    p,
    'none',
  ]),
];

const API: [string, Role][] = [
  ...[
    'projects',
    'earnings',
    'royalties/earnings',
    'royalties/payouts',
    'royalties/analytics',
    'royalties/contributors',
    'royalties/tracks',
    'royalties/splits',
    'royalties/splits/releases',
    'royalties/payout-method',
    'royalties/default-split',
    'rights/works',
    'rights/certificates',
    'rights/registrations',
    'rights/filings',
    'services/orders',
    'services/releases',
    'services/dashboard',
    'studio/bookings',
    'support/tickets',
    'epk',
    'epk/links',
    'drive',
    'affiliates',
    'artist-dashboard-categories',
    'artist-dashboard-services',
    'communications/notifications',
    'communications/notifications/unread',
    'calendar',
    'profile',
    'domain-context',
    'auth/me',
  ].map((p): [string, Role] => [p, 'artist']),
  ...[
    'stats',
    'admin/artists',
    'admin/team',
    'admin/waiting-list',
    'admin/outbox',
    'admin/invitations',
    'royalties/statements',
    'royalties/unmatched',
    'royalties/reports',
    'royalties/reports/artists',
    'royalties/admin/payouts',
    'royalties/mappings',
    'royalties/layouts',
    'support/queue',
    'support/stats',
    'support/staff',
    'school/students',
    'school/courses',
    'school/applications',
    'school/analytics',
    'school/certificates',
    'school/submissions',
    'school/attempts',
    'school/quizzes',
    'school/slots',
    'school/crp',
    'services/analytics',
    'services/offerings',
    'services/catalog',
    'distribution/overview',
    'distribution/stores',
    'distribution/deliveries',
    'distribution/settings',
    'communications/contacts',
    'communications/announcements',
    'communications/templates',
    'communications/hub',
    'communications/faq',
    'ops/health/history',
    'ops/integrations',
    'ops/tax/summary',
    'drive/owners',
    'calendar/tasks',
    'studio/rooms',
    'brain/memories',
    'brain/tasks',
    'brain/analytics',
  ].map((p): [string, Role] => [p, 'admin']),
  ['school/me/dashboard', 'student'],
];

/** The rows, with the detail routes' ids read from the database behind the server (before it starts: PGlite). */
export async function rowsFor(target: Target, artistEmail: string): Promise<Row[]> {
  return withQuery(target, async (q) => {
    const one = async (sql: string, params: unknown[] = []): Promise<string | null> =>
      ((await q(sql, params)).rows[0]?.v as string | undefined) ?? null;
    const artist = await one(`SELECT id AS v FROM "User" WHERE email = $1`, [artistEmail]);
    const ids = {
      release: await one(`SELECT id AS v FROM "Release" WHERE "ownerId" = $1 ORDER BY "createdAt" DESC LIMIT 1`, [
        artist,
      ]),
      work: await one(`SELECT id AS v FROM "MusicalWork" WHERE "ownerId" = $1 ORDER BY "createdAt" DESC LIMIT 1`, [
        artist,
      ]),
      // A certificate halfway along the chain
      cert: await one(
        `SELECT code AS v FROM "CopyrightCertificate" ORDER BY seq OFFSET (SELECT count(*) / 2 FROM "CopyrightCertificate") LIMIT 1`,
      ),
      ticket: await one(
        `SELECT id AS v FROM "SupportTicket" WHERE "requesterId" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
        [artist],
      ),
      order: await one(`SELECT id AS v FROM "ServiceOrder" WHERE "customerId" = $1 ORDER BY "createdAt" DESC LIMIT 1`, [
        artist,
      ]),
      student: await one(`SELECT id AS v FROM "User" WHERE role = 'student' ORDER BY "createdAt" DESC LIMIT 1`),
      statement: await one(`SELECT id AS v FROM "StatementImport" ORDER BY "createdAt" DESC LIMIT 1`),
      epk: await one(`SELECT slug AS v FROM "Epk" WHERE published LIMIT 1`),
    };
    const rows: Row[] = [
      ...PAGES.map(([p, role]): Row => ({ path: `/${p}`, role, kind: 'route' })),
      ...API.map(([p, role]): Row => ({ path: `/api/${p}`, role, kind: 'route' })),
    ];
    const detail = (path: string, id: string | null, role: Role, kind: Kind = 'route') => {
      if (id) rows.push({ path: path.replace('{}', encodeURIComponent(id)), role, kind, template: path });
    };
    detail('/api/releases/{}', ids.release, 'artist');
    detail('/project/{}', ids.release, 'artist');
    detail('/api/rights/works/{}', ids.work, 'artist');
    detail('/api/support/tickets/{}', ids.ticket, 'artist');
    detail('/support-ticket/{}', ids.ticket, 'artist');
    detail('/api/services/orders/{}', ids.order, 'artist');
    detail('/api/school/students/{}', ids.student, 'admin');
    detail('/student-crm/{}', ids.student, 'admin');
    detail('/api/royalties/statements/{}', ids.statement, 'admin');
    detail('/admin-submissions/{}', ids.release, 'admin');
    detail('/api/rights/certificates/{}', ids.cert, 'none', 'public');
    detail('/copyright-certificate/{}', ids.cert, 'none', 'public');
    detail('/api/epk/{}', ids.epk, 'none', 'public');
    detail('/epk/{}', ids.epk, 'none', 'public');
    // Search: a word every generated and demo name may hold, and one that matches nothing.
    for (const q of ['midnight', 'zzzz'])
      rows.push(
        { path: `/api/projects?q=${q}`, role: 'artist', kind: 'search' },
        { path: `/projects?q=${q}`, role: 'admin', kind: 'search' },
        { path: `/api/admin/artists?q=${q}`, role: 'admin', kind: 'search' },
        { path: `/api/rights/works?q=${q}`, role: 'admin', kind: 'search' },
        { path: `/api/support/queue?q=${q}`, role: 'admin', kind: 'search' },
        { path: `/api/school/students?q=${q}`, role: 'admin', kind: 'search' },
      );
    // Dashboards: the command center, the artist's (the big artist), the royalty dashboard.
    for (const [p, role] of [
      ['/admin', 'admin'],
      ['/api/stats', 'admin'],
      ['/artist-dashboard', 'artist'],
      ['/mms/dashboard', 'artist'],
      ['/royalty-dashboard', 'artist'],
    ] as const)
      rows.push({ path: p, role, kind: 'dashboard' });
    rows.push({ path: '/api/earnings', role: 'artist', kind: 'earnings' });
    rows.push({ path: '/api/royalties/payouts', role: 'artist', kind: 'earnings', method: 'POST' });
    return rows;
  });
}
