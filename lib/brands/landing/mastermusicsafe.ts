// Master Music Safe: distribution and royalty protection.
import type { LandingContent } from './types';

export const mmsLanding: LandingContent = {
  eyebrow: 'Distribution and royalty protection',
  headline: 'Release everywhere. Keep every cent you earn.',
  intro:
    'Master Music Safe sends your releases to {stores} digital stores and streaming services, checks them against the ' +
    'rules stores reject releases for before you submit, assigns your ISRC and UPC codes, and pays your royalties ' +
    'out to every collaborator by the splits you set.',
  primary: { label: 'Start distributing', href: '/mms/login' },
  secondary: { label: 'Join the waiting list', href: '/waiting-list?interest=distribution' },
  highlights: [
    { value: '{stores}', label: 'digital stores and services' },
    { value: 'ISRC + UPC', label: 'codes assigned for you' },
    { value: 'To the cent', label: 'royalty splits between collaborators' },
  ],
  featuresTitle: 'Everything a release needs',
  features: [
    {
      title: 'Checks before you submit',
      body: 'Artwork size, audio format, artist names, explicit flags, title styling and release dates are checked as you type, with the field to fix.',
    },
    {
      title: 'Delivery you can follow',
      body: 'Every store delivery is logged: sent, acknowledged, retried or rejected, with the reason, so nothing disappears silently.',
    },
    {
      title: 'Royalties and splits',
      body: 'Store statements are imported and matched to your tracks; each collaborator sees their share and can claim it into their own account.',
    },
    {
      title: 'Payouts on your terms',
      body: 'Request a payout of your available balance to your bank or payment account once you pass the minimum; every movement is in your ledger.',
    },
  ],
  stepsTitle: 'From a finished master to a live release',
  steps: [
    { title: 'Upload', body: 'Add your audio, artwork, credits and release details in one guided workflow.' },
    {
      title: 'Review',
      body: 'Our team reviews the release against store requirements and approves it, or tells you exactly what to fix.',
    },
    {
      title: 'Deliver',
      body: 'We deliver a standard DDEX message to each store you chose and log every acknowledgement.',
    },
    {
      title: 'Get paid',
      body: 'Earnings arrive with each store statement and are split between your collaborators automatically.',
    },
  ],
  closing: {
    title: 'Your music, protected and paid.',
    body: 'Sign in to start a release, or join the waiting list and we will open your artist account.',
    cta: { label: 'Sign in to Master Music Safe', href: '/mms/login' },
  },
};
