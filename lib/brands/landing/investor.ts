// Investors and franchise owners: the four brands as one platform, release funding, franchises and statements.
import type { LandingContent } from './types';

export const investorLanding: LandingContent = {
  eyebrow: 'For investors and franchise owners',
  headline: 'One platform behind every brand, with books you can read.',
  intro:
    'TNM Music Institute, Master Music Safe, Distro80 and Small Guy Records run on the same platform: the school trains ' +
    'artists and label operators, the distributor delivers releases to {stores} stores, franchise labels run on the same ' +
    'back office, and the label funds releases it believes in. Funders and franchise owners read the same statements ' +
    'the artists do.',
  primary: { label: 'Register investor interest', href: '/waiting-list?interest=investor' },
  secondary: { label: 'Ask about a Distro80 franchise', href: '/waiting-list?interest=franchise' },
  highlights: [
    { value: '{stores}', label: 'digital stores and streaming services in the delivery network' },
    { value: 'Recoup first', label: 'a flat, written amount is paid back before any percentage split' },
    { value: 'Open statements', label: 'per release, per period and per contributor' },
  ],
  featuresTitle: 'How the platform fits together',
  features: [
    {
      title: 'A school that trains the people who use it',
      body:
        'TNM Music Institute is a non-profit music-business school and is not part of any investment. Its programs ' +
        'teach artists, managers and future franchise owners how rights, royalties and releases work.',
    },
    {
      title: 'Distribution as the backbone',
      body:
        'Master Music Safe checks releases against store rules, assigns ISRC and UPC codes and delivers standard DDEX ' +
        'messages to {stores} stores, logging every acknowledgement and rejection.',
    },
    {
      title: 'Franchise labels on Distro80',
      body:
        'A Distro80 franchise owner runs a record label under their own name on the same back office: release review, ' +
        'delivery to {stores} stores, statement import, artist payouts and a roster console, with training and an operations team behind them.',
    },
    {
      title: 'Release funding at Small Guy Records',
      body:
        'Funding is tied to specific releases by the label. Each funded release has a written budget for recording, ' +
        'video and marketing, and that budget becomes the flat amount the release must recoup.',
    },
    {
      title: 'Statements everyone can check',
      body:
        'Store statements are imported each period, matched to tracks and split to the cent. A funded release shows its ' +
        "earnings, the recoupment balance still outstanding and each party's share once splits apply.",
    },
    {
      title: 'Terms in writing before money moves',
      body:
        'Funding and franchise arrangements are set out in written agreements in plain language. Nothing starts on a ' +
        'handshake, and nothing on this website commits you or us to anything.',
    },
  ],
  stepsTitle: 'How release funding and recoupment work',
  steps: [
    {
      title: 'A budget is agreed',
      body: 'The label, the artist and the funders agree what the release needs. The total is written down as one flat recoupment amount.',
    },
    {
      title: 'Earnings recoup it first',
      body: 'Earnings credited to that release pay back the flat amount before anything else. Statements show the balance left to recoup.',
    },
    {
      title: 'Then the splits apply',
      body: 'Once the amount is recouped, each later earning is shared by the agreed percentages between the artist, the label and the funders.',
    },
    {
      title: 'Everyone reads one statement',
      body: 'Artist, label and funders see the same figures for the same period, down to the cent, with every payout recorded in the ledger.',
    },
  ],
  closing: {
    title: 'Ask your questions before you commit anything.',
    body:
      'Tell us whether you are interested in funding releases or in running a Distro80 franchise, and we will send ' +
      'the written terms and answer your questions. Please read this risk note: music investments can lose value, ' +
      'a release may never earn back the amount funded, and you could get back less than you put in or nothing at ' +
      'all. Nothing on this page is an offer to sell, or a request for an offer to buy, any security, investment or ' +
      'franchise; any offer is made only through written documents given to you directly.',
    cta: { label: 'Register investor interest', href: '/waiting-list?interest=investor' },
  },
};
