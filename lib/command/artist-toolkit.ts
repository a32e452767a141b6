// The artist dashboard's fixed content (spec §2.9): fallback categories with their tools, and the
// Quick Wins checklist. Every href is a destination the spec lists for this area.

export interface ToolLink {
  title: string;
  href: string;
}

export const FALLBACK_TOOLKIT: { title: string; description: string; tools: ToolLink[] }[] = [
  {
    title: 'Music Distribution',
    description: 'Release your music to stores and streaming services',
    tools: [
      { title: 'Distribute Music', href: '/professional-release-workflow' },
      { title: 'Upload a Release', href: '/artist-upload' },
      { title: 'Enhanced Upload', href: '/artist-upload-enhanced' },
      { title: 'My Projects', href: '/projects' },
      { title: 'Drive Storage', href: '/tnm-drive-storage' },
    ],
  },
  {
    title: 'Royalties & Earnings',
    description: 'What your music earns and how you get paid',
    tools: [
      { title: 'Earnings', href: '/earnings' },
      { title: 'Royalty Dashboard', href: '/royalty-dashboard' },
      { title: 'Store Earnings', href: '/store-earnings' },
      { title: 'Payout Setup', href: '/artist-payout-setup' },
      { title: 'Analytics', href: '/artist-analytics' },
    ],
  },
  {
    title: 'Copyright & Publishing',
    description: 'Protect and register your works',
    tools: [
      { title: 'Copyright Filing', href: '/tnm-copyright-filing' },
      { title: 'Publishing Signup', href: '/tnm-publishing-signup' },
      { title: 'MLC Setup', href: '/tnm-mlc-setup' },
      { title: 'Song Split Sheets', href: '/song-split-sheet-service' },
      { title: 'Copyright Certificates', href: '/copyright-certificates' },
      { title: 'ISWC & Registrations', href: '/iswc-timing-info' },
      { title: 'ISRC Request', href: '/tnm-isrc-request' },
    ],
  },
  {
    title: 'Professional Services',
    description: 'Websites, press kits and more',
    tools: [
      { title: 'Website Creation', href: '/website-creation-service' },
      { title: 'EPK Creation', href: '/epk-creation-service' },
      { title: 'All Services', href: '/tnm-services' },
      { title: 'Get Help', href: '/support-ticket' },
    ],
  },
  {
    title: 'Business Tools',
    description: 'Run your music as a business',
    tools: [
      { title: 'Career Toolkit', href: '/career-toolkit' },
      { title: 'LLC Formation Guide', href: '/llc-formation-guide' },
      { title: 'My Business Info', href: '/my-business-info' },
      { title: 'Music Business Wizard', href: '/music-business-wizard' },
    ],
  },
];
