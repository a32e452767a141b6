// Small Guy Records: independent label and music investment.
import type { LandingContent } from './types';

export const sgrLanding: LandingContent = {
  eyebrow: 'Independent label and music investment',
  headline: 'We invest in artists, and we show you the numbers.',
  intro:
    'Small Guy Records signs a small roster and backs it properly: recording and video budgets, release planning, ' +
    'distribution and marketing, with statements every collaborator can read. Investors fund releases and share ' +
    'in what they earn, on terms written down in plain language.',
  primary: { label: 'Send us your music', href: '/waiting-list?interest=label' },
  secondary: { label: 'Invest with us', href: '/investor-landing' },
  highlights: [
    { value: 'Fair splits', label: 'recoupment first, then shares as agreed' },
    { value: 'Open books', label: 'statements per release and per contributor' },
    { value: 'Hand-picked', label: 'a roster small enough to care for' },
  ],
  featuresTitle: 'How we work with artists',
  features: [
    {
      title: 'Development first',
      body: 'We plan each release with you: the songs, the visuals, the timing and the audience you are building.',
    },
    {
      title: 'Funding that is recouped fairly',
      body: 'Budgets are recouped from the release they paid for before the agreed percentages apply, and you see where it stands.',
    },
    {
      title: 'Global distribution',
      body: 'Releases reach the major stores and streaming services with correct codes, credits and artwork.',
    },
    {
      title: 'Transparent royalties',
      body: 'Every sale and stream on every statement is matched to a track and split to the cent between contributors.',
    },
  ],
  stepsTitle: 'From demo to release',
  steps: [
    { title: 'Introduce yourself', body: 'Send a short note and links to your music through the form.' },
    { title: 'Talk it through', body: 'If it fits the roster, we meet to discuss goals and a first release.' },
    { title: 'Sign and plan', body: 'A written agreement with clear splits, then a release plan we build together.' },
  ],
  closing: {
    title: 'Small label. Serious about artists.',
    body: 'Meet the roster or tell us about your music.',
    cta: { label: 'Get in touch', href: '/waiting-list?interest=label' },
  },
};
