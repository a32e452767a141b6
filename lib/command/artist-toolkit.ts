// The artist dashboard's fixed content (spec §2.9): fallback categories with their tools, and the
// Quick Wins checklist. Every href is a destination the spec lists for this area.

export interface ToolLink {
  title: string;
  href: string;
}

/** A category with its tools, each a [title, href] pair. */
const category = (title: string, description: string, tools: [title: string, href: string][]) => ({
  title,
  description,
  tools: tools.map(([title, href]): ToolLink => ({ title, href })),
});

export const FALLBACK_TOOLKIT: { title: string; description: string; tools: ToolLink[] }[] = [
  category('Music Distribution', 'Release your music to stores and streaming services', [
    ['Distribute Music', '/professional-release-workflow'],
    ['Upload a Release', '/artist-upload'],
    ['Enhanced Upload', '/artist-upload-enhanced'],
    ['My Projects', '/projects'],
    ['Drive Storage', '/tnm-drive-storage'],
  ]),
  category('Royalties & Earnings', 'What your music earns and how you get paid', [
    ['Earnings', '/earnings'],
    ['Royalty Dashboard', '/royalty-dashboard'],
    ['Store Earnings', '/store-earnings'],
    ['Contributor Earnings', '/contributor-earnings'],
    ['Payout Setup', '/artist-payout-setup'],
    ['Analytics', '/artist-analytics'],
  ]),
  category('Copyright & Publishing', 'Protect and register your works', [
    ['Copyright Filing', '/tnm-copyright-filing'],
    ['Publishing Signup', '/tnm-publishing-signup'],
    ['MLC Setup', '/tnm-mlc-setup'],
    ['Song Split Sheets', '/song-split-sheet-service'],
    ['Copyright Certificates', '/copyright-certificates'],
    ['ISWC & Registrations', '/iswc-timing-info'],
    ['ISRC Request', '/tnm-isrc-request'],
  ]),
  category('Professional Services', 'Websites, press kits and more', [
    ['Website Creation', '/website-creation-service'],
    ['EPK Creation', '/epk-creation-service'],
    ['All Services', '/tnm-services'],
    ['Get Help', '/support-ticket'],
  ]),
  category('Business Tools', 'Run your music as a business', [
    ['Career Toolkit', '/career-toolkit'],
    ['LLC Formation Guide', '/llc-formation-guide'],
    ['My Business Info', '/my-business-info'],
    ['Music Business Wizard', '/music-business-wizard'],
  ]),
];
