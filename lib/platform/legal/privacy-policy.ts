// The Privacy Policy's sections, written for the brand the page is shown under.
import type { LegalSection } from './section';
import { BRANDS, type Brand } from '../brands/brands';

type LegalBrand = Pick<Brand, 'name' | 'emails' | 'address'>;

const ALL_BRAND_NAMES = Object.values(BRANDS)
  .map((b) => b.name)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

export function privacyPolicySections(brand: LegalBrand): LegalSection[] {
  return [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        `This policy explains how ${brand.name} ("we", "us") collects, uses, shares and protects personal information when you use this website and the platform behind it. ${ALL_BRAND_NAMES} run on the same platform, so this policy applies to each of them and to every account, whichever brand you signed up under.`,
        'The platform distributes music to digital stores, tracks royalties and pays them out, provides copyright, publishing and business services, and runs a music-business school. This policy covers all of those services, the waiting list and our support channels.',
        `If you have a question about this policy or want to use your privacy rights, write to ${brand.emails.help}. We are based in ${brand.address}.`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect only what we need to run the services you use. Depending on what you do on the platform, this includes:',
      ],
      items: [
        'Account data: your name, email address, password (stored only as a hash, never in readable form), role (artist, student, member or staff), and the brand you signed up under.',
        'Releases, audio and artwork: the audio files, cover art, titles, artist and contributor names, credits, explicit-content flags, ISRC and UPC codes, release dates and store choices you enter, and the delivery history of each release.',
        'Royalty statements and earnings: the store and streaming statements we import for your releases, the earnings matched to your tracks, your collaborators and their split shares, and your ledger of balances and payouts.',
        'Payout details: the bank or payment account you ask us to pay. These details are encrypted at rest and are only ever shown masked, for example with just the last four digits visible.',
        'School applications: the information you give when you apply to a program, such as your contact details, artist name, experience, goals and the program you choose, and the decision on your application.',
        'Signatures: when you sign a program agreement or another contract online, we record your typed or drawn signature together with the IP address it came from and the date and time of signing, so the signature can be verified later.',
        'Learning records: your lesson progress, quiz results, assignment submissions and any certificates you earn.',
        'Support messages: what you write to us by email or through support tickets, and our replies.',
        'Waiting-list entries: your name, email address, what you are interested in and any message you add.',
        'Technical data: the IP address and browser details sent with each request, sign-in attempts, and a record of security-relevant actions such as password changes and staff actions on accounts.',
      ],
    },
    {
      heading: 'Why we use your information',
      paragraphs: ['We use personal information for these purposes and no others:'],
      items: [
        'To create and secure your account, sign you in and show you the tools your role allows.',
        'To review, deliver and update your releases at the stores you choose, and to handle takedowns.',
        "To import statements, calculate each contributor's share, keep your ledger and send the payouts you request.",
        'To provide the copyright, publishing, registration and professional services you order.',
        'To assess school applications, run the programs, grade quizzes and assignments and issue certificates.',
        'To answer your messages and send the emails the services depend on, such as password resets, invitations, delivery notices and statements.',
        'To prevent fraud and abuse, for example by throttling repeated sign-in attempts and holding suspicious payouts for review.',
        'To meet our legal obligations, including tax and accounting record keeping.',
      ],
    },
    {
      heading: 'Legal bases for processing',
      paragraphs: ['Where data protection laws such as the EU and UK GDPR apply, we rely on these legal bases:'],
      items: [
        'Contract: most processing is needed to provide the services you signed up for, such as distribution, royalty accounting, payouts and school programs.',
        'Legitimate interests: keeping the platform secure, preventing fraud, improving our services and answering enquiries, where those interests are not outweighed by your rights.',
        'Legal obligation: keeping financial records, responding to lawful requests from authorities and handling copyright complaints.',
        'Consent: joining the waiting list and any optional messages. You can withdraw consent at any time without affecting what we did before.',
      ],
    },
    {
      heading: 'Who we share information with',
      paragraphs: [
        'We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We share it only in these cases:',
      ],
      items: [
        'Digital stores and streaming services: when you distribute a release, the stores you choose receive its metadata, audio and artwork in standard DDEX messages, including the artist, contributor and rights-holder names you entered. Each store then handles that information under its own privacy policy.',
        'Payment processors: the providers that take payments for paid services and send your payouts receive the payment details and amounts needed to do so.',
        'Email provider: when outgoing email is switched on, the email delivery service we use receives your email address and the content of the messages we send you.',
        'Registration bodies: when you ask us to register works or releases, for example for copyright, publishing, The MLC, Luminate or Mediabase, we send them the details that registration requires.',
        'Collaborators and labels: collaborators on a release see the names and split shares on it. If your release is on a Distro80 franchise label or on Small Guy Records, that label sees the releases, statements and earnings of its own catalog.',
        'Our staff: authorised staff see account data where their role needs it to support you, review releases or process applications.',
        'Legal reasons: when the law requires it, to protect the rights and safety of people, or as part of a merger or sale of the business, in which case this policy continues to apply to your information.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We set one cookie to keep you signed in: a session cookie that is httpOnly (page scripts cannot read it), sent only to our own site, marked secure on encrypted connections, and valid for 12 hours from your last activity. While you sign in, the sign-in step also sets short-lived, strictly necessary security cookies that protect the form against cross-site request forgery and remember the page to return to.',
        'We do not use advertising, analytics or tracking cookies, so there is nothing to opt out of.',
        'Your browser\'s local storage keeps a few display preferences on your own device: "user" (your account ID, name, email and role flags, so pages can greet you and show the right menus), "adminSession" (a copy of the same details saved when you sign in), "viewMode" (whether staff are viewing as an admin or as an artist) and "app-version" (so we can tell you when a new version is available). None of these grants access on its own; every request is checked on the server against your session. Signing out removes "user"; the other keys stay until you clear your browser\'s site data, which you can do at any time in your browser settings.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep account data for as long as your account is open. When you delete your account we remove or anonymise your personal information within 30 days, except for what we must keep, described below.',
        'Royalty statements, ledgers, payouts and fee records are kept for as long as tax and accounting law requires, which in the United States is generally up to seven years after the year they relate to. Signed agreements and their signature records are kept for the life of the agreement and for as long afterwards as a claim could be made under it.',
        'Release metadata that stores already hold stays with those stores under their own rules; after a takedown we keep our copy only as part of the release and delivery history linked to your financial records.',
        'Certificates and the records needed to verify them are kept so that employers and partners can check them. Support messages are kept for up to two years after a conversation closes. Waiting-list entries are kept until you join, ask us to remove you, or the list closes.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'Passwords are hashed with argon2id, a memory-hard algorithm designed to resist cracking, and are never stored or shown in readable form. Failed sign-in attempts are limited per account and per network address, so passwords cannot be guessed at speed.',
        'What each person may see and do is decided by role checks on our server on every request, not by the browser. Payout details are encrypted at rest and shown masked. Staff actions on accounts are recorded in an audit log.',
        'Data travels over encrypted connections. No system is perfectly secure; if a breach affects your personal information we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Wherever you live, you can ask us to:'],
      items: [
        'Access: tell you what personal information we hold about you and give you a copy.',
        'Correction: fix information that is wrong or incomplete. Much of it you can also edit yourself in your profile.',
        'Deletion: delete your information, subject to the records we must keep by law or need to settle earnings owed to you or your collaborators.',
        'Portability: give you your information, such as your releases and statements, in a common machine-readable format.',
        'Objection and restriction: stop or limit processing based on our legitimate interests, and withdraw any consent you gave.',
      ],
    },
    {
      heading: 'Residents of the EEA, the UK and California',
      paragraphs: [
        'If the EU or UK GDPR applies to you, you also have the right to complain to your local data protection authority, although we would like the chance to resolve your concern first.',
        'If you are a California resident, the CCPA gives you the rights to know, delete and correct personal information, to limit the use of sensitive personal information, and to opt out of its sale or sharing. We do not sell or share personal information as those terms are defined, and we use sensitive information such as payout details only to provide the services. We will not treat you differently for using any of these rights. You may use an authorised agent, who must show us your signed permission.',
        `To make a request, email ${brand.emails.help} from the address on your account. We may ask you to confirm your identity before acting, and we answer within one month, or within 45 days where California law applies. If we need longer we will tell you why.`,
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        "We operate from the United States, and stores and service providers that receive your information may be in other countries. Where the law requires it, we protect transfers with recognised safeguards such as the European Commission's standard contractual clauses.",
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'You must be at least 13 years old to create an account. If you are under 18, or under the age of majority where you live, a parent or guardian must accept any agreement on your behalf, including distribution, program and payout terms.',
        `We do not knowingly collect information from children under 13. If you believe a child under 13 has given us personal information, write to ${brand.emails.help} and we will delete it.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change materially affects how we use your information, we will tell you by email or with a notice when you sign in before it takes effect.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `For privacy questions and requests, email ${brand.emails.help}. To report abuse, a security problem or content that infringes your rights, email ${brand.emails.abuse}.`,
        `${brand.name}, ${brand.address}.`,
      ],
    },
  ];
}
