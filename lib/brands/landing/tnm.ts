// TNM Music Institute: the non-profit school and career accelerator.
import type { LandingContent } from './types';

export const tnmLanding: LandingContent = {
  eyebrow: 'Non-profit music education',
  headline: 'Learn the business behind the music.',
  intro:
    'TNM Music Institute teaches independent artists, managers and producers how the music business really works: ' +
    'copyright and publishing, royalties, distribution, contracts, marketing and building a company around your art. ' +
    'Our programs end with a certification that employers and partners recognise.',
  primary: { label: 'Apply to a program', href: '/waiting-list?interest=school' },
  secondary: { label: 'See our services', href: '/services' },
  highlights: [
    { value: '4', label: 'programs, from first steps to practicum' },
    { value: 'CMBP', label: 'Certified Music Business Professional' },
    { value: '1:1', label: 'welcome call with an advisor' },
  ],
  featuresTitle: 'Programs',
  features: [
    {
      title: 'Music Business 101',
      body: 'The foundations: how money flows from a stream to your bank account, who owns what in a song and a recording, and the deals you will be offered.',
    },
    {
      title: 'CMBP Certification',
      body: 'The Certified Music Business Professional track: graded lessons, quizzes and assignments that end with a verifiable certificate.',
    },
    {
      title: 'Year 2 Graduate',
      body: 'For certified members: advanced publishing, catalog valuation, label operations and negotiating with partners.',
    },
    {
      title: 'Practicum',
      body: 'Work on real releases and campaigns with our label and distribution teams, with a mentor reviewing every step.',
    },
  ],
  stepsTitle: 'How admission works',
  steps: [
    { title: 'Apply', body: 'Tell us about yourself and choose a program. Applications are free.' },
    {
      title: 'Sign your agreement',
      body: 'Accepted applicants sign the program agreement online, with a PDF copy for their records.',
    },
    { title: 'Book a welcome call', body: 'Pick a time with an advisor who sets your goals and first lessons.' },
    {
      title: 'Learn and certify',
      body: 'Follow your lessons at your pace, pass the quizzes and earn your certificate.',
    },
  ],
  closing: {
    title: 'Your career deserves a plan.',
    body: 'Join the next cohort of artists and professionals who treat music as the business it is.',
    cta: { label: 'Join the waiting list', href: '/waiting-list?interest=school' },
  },
};
