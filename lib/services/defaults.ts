// The starting service catalog of every brand (the seed and new brands use it; admins edit it after).
export const DEFAULT_SERVICES = [
  {
    key: 'epk',
    name: 'Electronic Press Kit',
    description:
      'A press kit at one link: bios, photos with credits, your releases with previews, press quotes, tour dates, stage plot and rider, and a ZIP for the press.',
    priceCents: 14900,
    requirements:
      'Your bio, two or more press photos with photographer credits, press quotes and tour dates if you have them.',
    deliverables: 'A published EPK page, private links per recipient, and a press ZIP.',
    turnaroundDays: 5,
  },
  {
    key: 'website',
    name: 'Website Creation',
    description:
      'A professional artist website built around your music, shows and contact details, on your own domain.',
    priceCents: 49900,
    requirements: 'Your domain (or the one you want), the pages you need and the look you like.',
    deliverables: 'A live website; a one-page artist site from your EPK is ready the day you order.',
    turnaroundDays: 14,
  },
  {
    key: 'cataloging_luminate',
    name: 'Luminate Cataloging',
    description: 'Registration of a release with Luminate so sales and streams count toward the charts.',
    priceCents: 4900,
    requirements: 'A release with a UPC, a label name, a release date and an ISRC on every track.',
    deliverables: 'The registration filed, and its file for your records.',
    turnaroundDays: 7,
  },
  {
    key: 'cataloging_mediabase',
    name: 'Mediabase Cataloging',
    description: 'Registration of a single with Mediabase for radio airplay monitoring.',
    priceCents: 9900,
    requirements: 'The single’s ISRC, label, impact date, radio format and station contacts.',
    deliverables: 'The registration filed, and its file for your records.',
    turnaroundDays: 7,
  },
  {
    key: 'llc_formation',
    name: 'LLC Formation Review',
    description:
      'A review of your LLC filing prepared with the LLC formation guide, before you file it with your state.',
    priceCents: 0,
    requirements: 'Your business name, state and members.',
    deliverables: 'A checked filing and the state’s next steps.',
    turnaroundDays: 3,
  },
  {
    key: 'ein_filing',
    name: 'EIN Filing',
    description: 'The IRS SS-4 answers prepared for you to file online and get your EIN the same day.',
    priceCents: 7900,
    requirements: 'Your legal business name, entity type, state and start date. Never send an SSN.',
    deliverables: 'The SS-4 answers, line by line, and filing instructions.',
    turnaroundDays: 3,
  },
  {
    key: 'studio_session',
    name: 'Studio Session Deposit',
    description: 'The deposit that confirms a studio booking.',
    priceCents: 0,
    requirements: 'A booked studio slot.',
    deliverables: 'Your session, with an engineer when the room has one.',
    turnaroundDays: 30,
    inPerson: true,
  },
] as const;
