// Distro80: the franchise record-label distribution platform.
import type { LandingContent } from './types';

export const distro80Landing: LandingContent = {
  eyebrow: 'Franchise record label distribution',
  headline: 'Run your own label on a distribution platform built for it.',
  intro:
    'Distro80 gives franchise owners a complete label back office: release intake and review, delivery to {stores} stores, ' +
    'royalty statements, artist payouts and a roster console, under your own label name and with a team that has ' +
    'done it before.',
  primary: { label: 'Ask about a franchise', href: '/waiting-list?interest=franchise' },
  secondary: { label: 'Investor information', href: '/investor-landing' },
  highlights: [
    { value: '{stores}', label: 'stores from day one' },
    { value: '1', label: 'console for releases, royalties and payouts' },
    { value: 'DDEX', label: 'standard deliveries to every store' },
  ],
  featuresTitle: 'What a franchise includes',
  features: [
    {
      title: 'Your label, your roster',
      body: 'Sign artists under your label name, manage their releases and present your roster on your own pages.',
    },
    {
      title: 'A review desk',
      body: 'Approve or reject releases with reasons; quality checks catch what stores would reject before it leaves your desk.',
    },
    {
      title: 'Statements and payouts',
      body: 'Import store statements, match them to your catalog and pay your artists from a ledger that always balances.',
    },
    {
      title: 'Training and support',
      body: 'Franchise owners are trained through our music-business school and supported by the operations team.',
    },
  ],
  stepsTitle: 'Opening a franchise',
  steps: [
    { title: 'Introduce yourself', body: 'Tell us about your market, your artists and your plans.' },
    { title: 'Meet the team', body: 'We walk you through the platform, the economics and the agreement.' },
    { title: 'Launch', body: 'Your label goes live with its own console, stores and statement flow.' },
  ],
  closing: {
    title: 'Build a label, not a spreadsheet.',
    body: 'Places in each region are limited. Tell us where you want to operate.',
    cta: { label: 'Request franchise details', href: '/waiting-list?interest=franchise' },
  },
};
