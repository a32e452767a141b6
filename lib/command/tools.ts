// The command center's nine categories (spec §2.6) and every tool of spec §2.3 in one of them.
// Whether a tool is a link is decided at render time from the pages that exist (built-routes.ts).

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

interface Tool {
  title: string;
  href: string;
  /** Opens the step-up password dialog instead of navigating */
  action?: 'super-settings';
}

export interface Category {
  key: CategoryKey;
  title: string;
  description: string;
  tools: Tool[];
}

const t = (title: string, href: string, action?: Tool['action']): Tool => ({
  title,
  href,
  ...(action ? { action } : {}),
});

export const CATEGORIES: Category[] = [
  {
    key: 'personal',
    title: 'Personal Dashboard',
    description: 'Your profile, activity, calendar and files',
    tools: [
      t('My Activity', '/personal-admin-dashboard'),
      t('My Profile', '/profile'),
      t('Calendar & Tasks', '/admin-calendar-tasks'),
      t('Admin Drive', '/admin-drive'),
    ],
  },
  {
    key: 'distribution',
    title: 'Distribution Center',
    description: 'Releases, stores, deliveries and royalties',
    tools: [
      t('Projects', '/projects'),
      t('Professional Release Workflow', '/professional-release-workflow'),
      t('Release Submissions', '/admin-submissions'),
      t('Store Management', '/store-management'),
      t('Delivery Management', '/delivery-management'),
      t('DSP Delivery Logs', '/dsp-delivery-logs'),
      t('DSP Requirements', '/dsp-requirements'),
      t('DSP Simulator', '/dsp-simulator'),
      t('Distribution Flow', '/distribution-flow'),
      t('DDEX Upload', '/ddex-upload'),
      t('DDEX Conformance', '/ddex-conformance'),
      t('ISRC Management', '/admin-isrc'),
      t('Rights Management', '/rights-management'),
      t('Royalty Dashboard', '/royalty-dashboard'),
      t('Statement Import', '/royalty-statements'),
      t('Auto Royalty Splits', '/auto-royalty-splits'),
      t('Contributor Earnings', '/contributor-earnings'),
      t('Store Earnings', '/store-earnings'),
      t('Payments', '/payments'),
      t('Artist Payout Setup', '/artist-payout-setup'),
      t('Banking & Stripe', '/admin-banking-stripe'),
    ],
  },
  {
    key: 'services',
    title: 'Services Hub',
    description: 'Business services artists order and the tools that fulfil them',
    tools: [
      t('Service Dashboard', '/admin-service-dashboard'),
      t('Artist Dashboard Services', '/admin-services-panel'),
      t('TNM Services', '/tnm-services'),
      t('Service Hub', '/tnm-service-hub'),
      t('Copyright Filing', '/tnm-copyright-filing'),
      t('UPC Requests', '/tnm-upc-request'),
      t('ISRC Requests', '/tnm-isrc-request'),
      t('Website Creation', '/website-creation-service'),
      t('EPK Creation', '/epk-creation-service'),
      t('Luminate Cataloging', '/cataloging-luminate-service'),
      t('Mediabase Cataloging', '/cataloging-mediabase-service'),
      t('Song Split Sheets', '/song-split-sheet-service'),
      t('LLC Formation Guide', '/llc-formation-guide'),
      t('EIN Filing', '/ein-filing-service'),
      t('Publishing Signup', '/tnm-publishing-signup'),
      t('MLC Setup', '/tnm-mlc-setup'),
      t('Copyright Certificates', '/copyright-certificates'),
      t('ISWC Timing', '/iswc-timing-info'),
      t('Location Services', '/location-services-admin'),
      t('Studio Settings', '/admin-studio-settings'),
      t('Studio Booking', '/studio-booking'),
    ],
  },
  {
    key: 'school',
    title: 'Music School',
    description: 'Courses, students and applications',
    tools: [
      t('School Management', '/school-management'),
      t('Course Management', '/course-management'),
      t('School Control', '/tnm-school-control'),
      t('Advanced LMS', '/advanced-lms'),
      t('Unified LMS', '/unified-lms'),
      t('Applications', '/admin-tnm-applications'),
      t('Career Readiness Program', '/admin-tnm-crp'),
    ],
  },
  {
    key: 'communications',
    title: 'Communications Hub',
    description: 'Messages, email, contacts and support',
    tools: [
      t('Communications Hub', '/communications-hub'),
      t('Email Templates', '/admin-email-templates'),
      t('Email Outbox', '/admin/outbox'),
      t('Platform Messaging', '/admin-platform-messaging'),
      t('Contact Management', '/contact-management'),
      t('Customer Service', '/admin-customer-service'),
      t('Meeting Scheduler', '/admin-meeting-scheduler'),
      t('Waiting List', '/admin-waiting-list'),
      t('Support Tickets', '/support-ticket'),
    ],
  },
  {
    key: 'analytics',
    title: 'Analytics and Reports',
    description: 'Reports, impact and per-brand figures',
    tools: [
      t('Reports', '/reports'),
      t('Impact Analytics', '/tnm-impact-analytics'),
      t('Artist Analytics', '/artist-analytics'),
      t('Franchise Dashboard', '/franchise-admin-dashboard'),
      t('System Overview', '/system-overview'),
    ],
  },
  {
    key: 'roster',
    title: 'Label Roster',
    description: "The record label's artists, their order and public pages",
    tools: [
      t('Artist Roster', '/artist-management'),
      t('Artist Accounts', '/artists'),
      t('Featured Artists (public)', '/featured-artists'),
    ],
  },
  {
    key: 'projects',
    title: 'Project Overview',
    description: 'Every project on the platform and its status',
    tools: [t('All Projects', '/projects'), t('Artist Accounts', '/artists')],
  },
  {
    key: 'settings',
    title: 'System Settings',
    description: 'Team, platform settings and system health',
    tools: [
      t('Super Admin Settings', '/admin-super-settings', 'super-settings'),
      t('Team Management', '/team-management'),
      t('System Health Monitor', '/system-health-monitor'),
      t('Google API Monitoring', '/google-api-monitoring'),
      t('Operational Readiness', '/operational-readiness'),
    ],
  },
];

export interface ToolState extends Tool {
  built: boolean;
}

export interface CategoryState extends Omit<Category, 'tools'> {
  tools: ToolState[];
  /** Tools that open (built), the count shown on the card */
  available: number;
}

/** Marks each tool built or planned from the set of page paths that exist. */
export function withAvailability(routes: ReadonlySet<string>): CategoryState[] {
  return CATEGORIES.map((c) => {
    const tools = c.tools.map((tool) => ({ ...tool, built: routes.has(tool.href) }));
    return { ...c, tools, available: tools.filter((x) => x.built).length };
  });
}
