// The command center's nine categories (spec §2.6) and their tools, each with the one line an admin reads in the
// category's dialog. Artist-only pages that show the signed-in user's own money (royalty dashboard, store and
// contributor earnings, artist analytics, payout setup) are not listed: an admin has none, and the platform-wide
// versions are listed instead (Statement Import, Reports, Payments, Banking & Stripe). Artists reach theirs from
// their dashboard (lib/command/artist-toolkit.ts).
type CategoryKey =
  | 'personal'
  | 'distribution'
  | 'services'
  | 'school'
  | 'communications'
  | 'analytics'
  | 'roster'
  | 'projects'
  | 'settings';

export interface Tool {
  title: string;
  href: string;
  /** The one line the category's dialog shows under the name */
  description: string;
  /** Opens the step-up password dialog instead of navigating */
  action?: 'super-settings';
}

export interface Category {
  key: CategoryKey;
  title: string;
  description: string;
  tools: Tool[];
}

const t = (title: string, href: string, description: string, action?: Tool['action']): Tool => ({
  title,
  href,
  description,
  ...(action ? { action } : {}),
});

export const CATEGORIES: Category[] = [
  {
    key: 'personal',
    title: 'Personal Dashboard',
    description: 'Your profile, activity, calendar and files',
    tools: [
      t('My Activity', '/personal-admin-dashboard', 'What you did recently, your level and your open review work'),
      t('My Profile', '/profile', 'Your name, photo and contact details'),
      t('Calendar & Tasks', '/admin-calendar-tasks', "The platform's dates and your tasks, with a calendar feed"),
      t('Admin Drive', '/admin-drive', 'Your files, and any user’s drive'),
    ],
  },
  {
    key: 'distribution',
    title: 'Distribution Center',
    description: 'Releases, stores, deliveries and royalties',
    tools: [
      t('Projects', '/projects', 'Every release with search and status filter'),
      t('Professional Release Workflow', '/professional-release-workflow', 'Create a release step by step'),
      t('Release Submissions', '/admin-submissions', 'Releases waiting for review: check, approve or reject'),
      t('Store Management', '/store-management', 'Turn stores on or off and see what each requires'),
      t('Delivery Management', '/delivery-management', 'Releases in delivery and each store’s progress'),
      t('DSP Delivery Logs', '/dsp-delivery-logs', 'Every delivery attempt and store answer, newest first'),
      t('DSP Requirements', '/dsp-requirements', 'What each enabled store asks of a release'),
      t('DSP Simulator', '/dsp-simulator', 'The simulated store and the messages it received'),
      t('Distribution Flow', '/distribution-flow', 'Releases moving through review and delivery, live'),
      t('DDEX Upload', '/ddex-upload', 'Import a release from a DDEX ERN 4.3 or 4.3.2 message'),
      t('DDEX Conformance', '/ddex-conformance', 'Validate an ERN message against the DDEX schema'),
      t('ISRC Management', '/admin-isrc', 'The ISRC and UPC prefixes, counters and recent codes'),
      t('Rights Management', '/rights-management', 'Works, society registrations, conflicts and exports'),
      t('Statement Import', '/royalty-statements', 'Import store statements and follow each import'),
      t('Auto Royalty Splits', '/auto-royalty-splits', 'Default splits and split sheets per release or track'),
      t('Payments', '/payments', 'Artists’ payout requests: approve and pay'),
      t('Banking & Stripe', '/admin-banking-stripe', 'Payouts through Stripe, reconciliation, yearly payee summary'),
    ],
  },
  {
    key: 'services',
    title: 'Services Hub',
    description: 'Business services artists order and the tools that fulfil them',
    tools: [
      t('Service Dashboard', '/admin-service-dashboard', 'The service orders queue for staff'),
      t('Artist Dashboard Services', '/admin-services-panel', 'The categories and tool links artists see'),
      t('TNM Services', '/tnm-services', 'The service catalog as artists order from it'),
      t('Service Hub', '/tnm-service-hub', 'Orders with their messages, files, payment and acceptance'),
      t('Copyright Filing', '/tnm-copyright-filing', 'US copyright registration data for songs and albums'),
      t('UPC Requests', '/tnm-upc-request', 'UPC barcodes issued from the platform’s GS1 prefix'),
      t('ISRC Requests', '/tnm-isrc-request', 'ISRCs issued from the platform’s registrant code'),
      t('Website Creation', '/website-creation-service', 'The website service and its order form'),
      t('EPK Creation', '/epk-creation-service', 'Press kits: build one, or order one made'),
      t('Luminate Cataloging', '/cataloging-luminate-service', 'The Luminate cataloging service and its order form'),
      t('Mediabase Cataloging', '/cataloging-mediabase-service', 'The Mediabase cataloging service and its order form'),
      t('Song Split Sheets', '/song-split-sheet-service', 'Split sheets for a work, sent for signature'),
      t('LLC Formation Guide', '/llc-formation-guide', 'A state-aware LLC checklist and a review order'),
      t('EIN Filing', '/ein-filing-service', 'EIN application answers and the order'),
      t('Publishing Signup', '/tnm-publishing-signup', 'The publishing administration agreement, e-signed'),
      t('MLC Setup', '/tnm-mlc-setup', 'The MLC checklist and its export'),
      t('Copyright Certificates', '/copyright-certificates', 'Signed certificates protecting recordings and songs'),
      t('ISWC Timing', '/iswc-timing-info', 'When ISWCs are assigned and where each work stands'),
      t('Location Services', '/location-services-admin', 'Places where in-person services happen'),
      t('Studio Settings', '/admin-studio-settings', 'Studio rooms and engineers'),
      t('Studio Booking', '/studio-booking', 'Book studio time'),
    ],
  },
  {
    key: 'school',
    title: 'Music School',
    description: 'Courses, students and applications',
    tools: [
      t('School Management', '/school-management', 'Students, work waiting for a grade, certificates'),
      t('Course Management', '/course-management', 'Courses, modules and lessons'),
      t('School Control', '/tnm-school-control', 'The school’s headline figures and every school tool'),
      t('Advanced LMS', '/advanced-lms', 'Write courses, lessons and quizzes'),
      t('Unified LMS', '/unified-lms', 'Students, the grading queue and meetings in one place'),
      t('Applications', '/admin-tnm-applications', 'Review and decide school applications'),
      t('Career Readiness Program', '/admin-tnm-crp', 'The career accelerator’s enrolment and cohorts'),
    ],
  },
  {
    key: 'communications',
    title: 'Communications Hub',
    description: 'Messages, email, contacts and support',
    tools: [
      t('Communications Hub', '/communications-hub', 'Messages, email and contacts in one place'),
      t('Email Templates', '/admin-email-templates', 'Every email the platform sends, editable per brand'),
      t('Email Outbox', '/admin/outbox', 'Every email sent or stored, with its status'),
      t('Platform Messaging', '/admin-platform-messaging', 'Announcements and direct messages, with read receipts'),
      t('Contact Management', '/contact-management', 'Everyone the platform knows, as contacts'),
      t('Customer Service', '/admin-customer-service', 'The support team’s ticket queue'),
      t('Meeting Scheduler', '/admin-meeting-scheduler', 'Welcome-call availability and bookings'),
      t('Waiting List', '/admin-waiting-list', 'Who joined the waiting lists, by brand and interest'),
      t('Support Tickets', '/support-ticket', 'Open a ticket or follow your own'),
    ],
  },
  {
    key: 'analytics',
    title: 'Analytics and Reports',
    description: 'Reports, impact and per-brand figures',
    tools: [
      t('Reports', '/reports', 'Royalty statements per artist, as CSV and PDF'),
      t('Impact Analytics', '/tnm-impact-analytics', 'School applications, enrolments, completion and scores'),
      t('Franchise Dashboard', '/franchise-admin-dashboard', 'Figures per brand'),
      t('System Overview', '/system-overview', 'Catalog, queue, stores and checks at a glance'),
    ],
  },
  {
    key: 'roster',
    title: 'Label Roster',
    description: "The record label's artists, their order and public pages",
    tools: [
      t('Artist Roster', '/artist-management', 'The label’s artists and their order'),
      t('Artist Accounts', '/artists', 'Every artist account: search, invite, deactivate'),
      t('Featured Artists (public)', '/featured-artists', 'The public roster page in the order you set'),
    ],
  },
  {
    key: 'projects',
    title: 'Project Overview',
    description: 'Every project on the platform and its status',
    tools: [
      t('All Projects', '/projects', 'Every release with search and status filter'),
      t('Artist Accounts', '/artists', 'Every artist account: search, invite, deactivate'),
    ],
  },
  {
    key: 'settings',
    title: 'System Settings',
    description: 'Team, platform settings and system health',
    tools: [
      t('Super Admin Settings', '/admin-super-settings', 'Platform settings, after your password', 'super-settings'),
      t('Team Management', '/team-management', 'Admins: invite, change role, deactivate'),
      t('System Health Monitor', '/system-health-monitor', 'Health checks every minute, incidents and history'),
      t('Google API Monitoring', '/google-api-monitoring', 'External integrations with error rates and probes'),
      t('Operational Readiness', '/operational-readiness', 'Whether each part of distribution works now'),
    ],
  },
];
