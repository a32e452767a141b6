// The platform's services by section, as listed on the public /services page. The priced services that can be
// ordered come from the brand's catalog (lib/services/catalog.ts) and are listed above these sections.

interface ServiceItem {
  title: string;
  description: string;
}

export interface ServiceSection {
  /** Used for the section heading's id. */
  id: string;
  title: string;
  /** The brand that provides the section's services. */
  provider: string;
  intro: string;
  services: ServiceItem[];
  cta: { label: string; href: string };
}

export const SERVICE_SECTIONS: readonly ServiceSection[] = [
  {
    id: 'music-distribution',
    title: 'Music Distribution',
    provider: 'Master Music Safe, and Distro80 for franchise labels',
    intro:
      'Get a finished release into the stores and streaming services your listeners use, correctly coded and credited.',
    services: [
      {
        title: 'Distribution to {stores} stores',
        description:
          'Release singles, EPs and albums to {stores} digital stores and streaming services from one upload. You choose the stores and the date; the release is checked against store rules before it is sent.',
      },
      {
        title: 'ISRC and UPC codes',
        description:
          'Every track gets an ISRC and every release a UPC, assigned for you when you do not already have them, so sales and streams are credited to the right recording.',
      },
      {
        title: 'DDEX delivery',
        description:
          'Releases reach stores as standard DDEX messages carrying your audio, artwork, credits and rights details in the format stores expect.',
      },
      {
        title: 'Delivery tracking',
        description:
          "Follow each store delivery as it is sent, acknowledged, retried or rejected, with the store's reason whenever something needs fixing.",
      },
    ],
    cta: { label: 'Create your artist account', href: '/mms/register' },
  },
  {
    id: 'royalties-and-earnings',
    title: 'Royalties & Earnings',
    provider: 'Master Music Safe',
    intro: 'See what every release earned, who it belongs to, and move your share to your own account.',
    services: [
      {
        title: 'Statement import',
        description:
          'Store and streaming statements are imported each period and matched line by line to your tracks and releases, so every earning has a source.',
      },
      {
        title: 'Automatic splits',
        description:
          "Set each collaborator's share once and every statement is split between them to the cent. Collaborators claim their share into their own accounts.",
      },
      {
        title: 'Payouts',
        description:
          'Request a payout of your available balance to your bank or payment account once it passes the minimum. Every movement is recorded in your ledger.',
      },
    ],
    cta: { label: 'Sign in to see your earnings', href: '/mms/login' },
  },
  {
    id: 'copyright-and-publishing',
    title: 'Copyright & Publishing',
    provider: 'Master Music Safe',
    intro: 'Own your songs on paper as well as in practice, and collect the songwriter side of your royalties.',
    services: [
      {
        title: 'Copyright filing',
        description:
          'Guided preparation of copyright registrations for your songs and sound recordings, with your filing records and protection certificates kept next to your catalog.',
      },
      {
        title: 'Publishing setup',
        description:
          'Set up publishing for your compositions so performance and mechanical royalties from your songwriting are collected, not only the earnings of your recordings.',
      },
      {
        title: 'MLC setup',
        description:
          'Register with The MLC, the U.S. collective that licenses and pays digital mechanical royalties, and match your works so streams in the United States pay you as a songwriter.',
      },
      {
        title: 'Song split sheets',
        description:
          'Record who wrote what on each song, with the agreed percentages signed by every writer before the song is released or registered.',
      },
    ],
    cta: { label: 'Start a copyright filing', href: '/tnm-copyright-filing' },
  },
  {
    id: 'professional-services',
    title: 'Professional Services',
    provider: 'Master Music Safe',
    intro: 'The materials and registrations that make an independent artist look and count like a professional one.',
    services: [
      {
        title: 'Website creation',
        description:
          'A professional artist website built around your music, releases, shows and contact details, on a domain in your own name.',
      },
      {
        title: 'Electronic press kit',
        description:
          'Your bio, photos, music, videos and press highlights at one shareable link for promoters, journalists, venues and bookers.',
      },
      {
        title: 'Cataloguing with Luminate and Mediabase',
        description:
          'Register your releases with Luminate, the data source behind industry sales and streaming charts, and with Mediabase for radio airplay monitoring, so your activity is counted.',
      },
    ],
    cta: { label: 'See prices and order', href: '#order' },
  },
  {
    id: 'business-tools',
    title: 'Business Tools',
    provider: 'Master Music Safe',
    intro: 'Run your music as a company: the structure, the paperwork and a plan for what to do next.',
    services: [
      {
        title: 'LLC formation guide',
        description:
          'A step-by-step guide to forming a limited liability company for your music business: choosing a state, filing the articles and writing an operating agreement.',
      },
      {
        title: 'EIN filing',
        description:
          'Help obtaining an Employer Identification Number from the IRS for your business, which you need for a business bank account, tax forms and many payouts.',
      },
      {
        title: 'Career toolkit',
        description:
          'Checklists, templates and quick wins for running your career as a business: budgets, release plans, contract reading and goals to track.',
      },
      {
        title: 'Music business wizard',
        description:
          'Answer a short set of questions about where your career stands and get an ordered plan of the business setup, registrations and release steps to take next.',
      },
    ],
    cta: { label: 'See prices and order', href: '#order' },
  },
  {
    id: 'education',
    title: 'Education',
    provider: 'TNM Music Institute, a non-profit music-business school',
    intro:
      'Learn how the music business works, from first principles to real releases, and earn a certificate that proves it.',
    services: [
      {
        title: 'Music Business 101',
        description:
          'The foundations: how money flows from a stream to your bank account, who owns what in a song and a recording, and the deals you will be offered.',
      },
      {
        title: 'CMBP Certification',
        description:
          'The Certified Music Business Professional track: graded lessons, quizzes and assignments that end with a verifiable certificate.',
      },
      {
        title: 'Year 2 Graduate',
        description:
          'For certified members: advanced publishing, catalog valuation, label operations and negotiating with partners.',
      },
      {
        title: 'Practicum',
        description:
          'Work on real releases and campaigns with the label and distribution teams, with a mentor reviewing every step.',
      },
    ],
    cta: { label: 'Apply to a program', href: '/tnm-application' },
  },
];
