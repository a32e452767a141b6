// The Terms of Service's sections, written for the brand the page is shown under.
import type { LegalSection } from './section';
import type { Brand } from '../brands/brands';

type LegalBrand = Pick<Brand, 'name' | 'emails' | 'address'>;

export function termsOfServiceSections(brand: LegalBrand): LegalSection[] {
  return [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms are an agreement between you and ${brand.name} ("we", "us") for the use of this website and the platform behind it, which also serves TNM Music Institute, Master Music Safe, Distro80 and Small Guy Records. By creating an account, uploading a release, applying to a program or buying a service, you accept these terms and our Privacy Policy.`,
        'Some services come with their own written agreement, such as a school program agreement, a label or release-funding agreement, or a franchise agreement. Where that agreement and these terms differ, the specific agreement wins for that service.',
      ],
    },
    {
      heading: 'Accounts and roles',
      paragraphs: [
        'Each account has one role, which decides what you can see and do: artists distribute music and manage earnings; students take school programs; members do both; admins and super admins are staff. Staff accounts are created only by invitation. Your role is checked on our server on every request, so changing anything in your browser does not change what you can reach.',
        'You must be at least 13 to hold an account. If you are under 18, or under the age of majority where you live, a parent or guardian must accept these terms and any agreement for you, and payouts are made to an account they control.',
        `Give us accurate details and keep them up to date. Keep your password to yourself: you are responsible for what happens under your account. If you think someone else has used it, change your password and tell us at ${brand.emails.abuse}.`,
      ],
    },
    {
      heading: 'Your music and your promises to us',
      paragraphs: [
        'You keep ownership of everything you upload. Each time you upload a release or other material, you promise that:',
      ],
      items: [
        'Rights: you own or control all rights in the recordings, compositions, artwork, names, photos and other material you upload, or you have written permission from everyone who does, including producers, featured artists, photographers and the owners of any samples.',
        'Accuracy: titles, artist names, credits, songwriters, release dates, explicit-content flags and split shares are accurate and do not mislead listeners or stores.',
        'No conflicts: you have not given anyone else rights that conflict with ours, such as exclusive distribution of the same recordings to the same stores through another distributor.',
        'Payments to others: you will pay anyone you owe for the material, such as a producer or sample owner, unless they are paid through a split on the platform.',
        'Lawful content: the material breaks no law and follows the content rules below.',
      ],
    },
    {
      heading: 'The licence you give us to distribute',
      paragraphs: [
        'To distribute a release you give us a non-exclusive, worldwide licence, for as long as the release is distributed through us, to store, copy, encode and deliver it to the stores and services you choose; to let those stores sell, stream and display it under their own terms; to use the names, artwork and metadata to identify the release on the platform and in store listings; and to collect the earnings it makes on your behalf.',
        'The licence ends for a release when its takedown is complete, except that stores may keep copies customers bought before the takedown, and we keep the records we need for statements and the law. ISRC and UPC codes we assign stay attached to the recordings and releases they identify.',
      ],
    },
    {
      heading: 'Takedowns',
      paragraphs: [
        `You can ask for a release to be removed from stores at any time from your account or by writing to ${brand.emails.help}. We send takedown messages to every store that has it, but each store removes content on its own timetable, which we do not control. Earnings reported by stores after a takedown are still paid into your account.`,
        "We may refuse to deliver a release, or take one down, if it breaks these terms or a store's rules, if we receive a credible rights complaint, if it is linked to artificial streaming or fraud, or if the law requires it. We tell you why unless the law prevents us.",
        `To report that a release infringes your copyright, email ${brand.emails.abuse} with: the work you own, the release and store links concerned, your contact details, a statement that you believe in good faith the use is not authorised, a statement that your notice is accurate and, under penalty of perjury, that you own or may act for the owner of the rights, and your signature. We may share the notice with the uploader so they can respond. An uploader who believes the notice is mistaken may send us a counter-notice. We close the accounts of repeat infringers.`,
      ],
    },
    {
      heading: 'Content rules',
      paragraphs: ['You may not use the platform to:'],
      items: [
        'Upload material you do not have the rights to, or that imitates another artist so closely that listeners could be misled.',
        "Use another artist's name in titles, artist fields or credits when they are not on the recording, or stuff titles with search keywords.",
        'Upload material that sexualises minors, promotes violence or hatred against people for who they are, harasses individuals, or is otherwise unlawful.',
        'Generate artificial streams, plays or purchases by bots, paid schemes or any other means, or upload large numbers of near-identical tracks.',
        "Try to access other people's accounts or data, probe or disrupt the platform, or upload malicious files.",
        'Harass other users, students or our staff.',
      ],
    },
    {
      heading: 'Reporting abuse',
      paragraphs: [
        `Report abuse, content that breaks these rules, or a security problem to ${brand.emails.abuse}, with links and as much detail as you can. We review every report, and may remove content, withhold earnings connected to it, and suspend or close accounts. We report material that sexualises minors to the authorities.`,
      ],
    },
    {
      heading: 'Royalties, statements and splits',
      paragraphs: [
        "We import the statements stores send us and credit each earning to the release, track and period it is reported for. We pay out what stores actually pay us; store deductions, currency conversion and reporting delays are the stores' and are shown as reported.",
        "Splits are set per release or track in basis points, where 100 basis points are 1%, and must add up to exactly 10,000 basis points (100%) before a split can be saved. Each contributor's share is calculated to the cent, and any fraction of a cent left by rounding is assigned so that the shares always add up to the amount earned.",
        'Where a written agreement sets a recoupable amount, such as release funding from a label, earnings repay that flat amount first, and the percentage splits apply only to what is earned after it is recouped. Your statement shows the balance left to recoup.',
        'A change to splits applies to statement periods processed after the change; periods already processed are not recalculated. Collaborators invited to a split claim their share into their own account, and unclaimed shares are held for them.',
        'If a store corrects or reverses an earning, for example because of fraud or a chargeback, or if we find an error in a statement, we correct the ledger and may deduct an overpayment from future earnings. Tell us about a suspected error as soon as you notice it.',
      ],
    },
    {
      heading: 'Payouts',
      paragraphs: [
        "You can request a payout of your available balance once it reaches the minimum shown in your account. Payouts go to a bank or payment account in your name or your business's name, and you must give us the payout and tax details the law requires. You are responsible for your own taxes; where the law requires us to withhold tax, we do and show it on your statement.",
        'Payout requests are idempotent: if the same request reaches us more than once, for example after a double click or a network retry, only one payout is made. The amount is reserved in your ledger as soon as the request is accepted.',
        'We may hold a payout, and tell you, while we review suspected fraud, artificial streaming, a rights dispute or unusual account activity. When the review clears, the payout goes ahead; if it confirms a problem, earnings connected to it may be withheld or returned to the rightful owner. Payouts sent to wrong details you gave us may not be recoverable.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'The price of every paid service, and any commission we keep from earnings, is shown to you before you buy or distribute, including whether it recurs. We do not charge fees that were not disclosed to you first.',
        'Fees charged by third parties, such as government filing fees for copyright or company registration, are shown separately and passed on to those bodies; once a filing is submitted they cannot be refunded. Any refund terms for our own services are shown with the service before you pay.',
      ],
    },
    {
      heading: 'School programs',
      paragraphs: [
        'TNM Music Institute programs, including Music Business 101, the CMBP Certification, Year 2 Graduate and the Practicum, start with an application. Admission is decided by the school and is not guaranteed. Accepted applicants sign a program agreement online, which sets out the terms of that program; we record the signature with its IP address and time.',
        'Course materials are for your own learning: do not share them, or quiz answers, outside the program. Work you submit must be your own.',
        "Certificates are issued when you meet a program's requirements. We may revoke a certificate for misconduct, such as cheating, plagiarism, false statements in an application, or harassment of students or staff; a revoked certificate shows as revoked to anyone who checks it. Practicum participants keep confidential any unreleased music and business information they see.",
      ],
    },
    {
      heading: 'Our intellectual property',
      paragraphs: [
        "The platform's software, design, course materials, and the names and logos of TNM Music Institute, Master Music Safe, Distro80 and Small Guy Records belong to us or our licensors. We give you a personal, non-transferable permission to use the platform under these terms. You may not copy, resell, scrape or reverse engineer it, or use our names and logos without written permission.",
        'If you send us suggestions, we may use them without owing you anything.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        `You can close your account at any time by writing to ${brand.emails.help}. We take your releases down from stores, and pay your remaining balance once the final statements for your releases have been processed, subject to any hold described above.`,
        'We may suspend or close an account that breaks these terms, is linked to fraud or infringement, or must be closed by law. We give notice and a chance to fix the problem unless the breach is serious or urgent, or the law prevents it.',
        'Sections on your promises, royalties owed, payouts, fees, intellectual property, disclaimers, limitation of liability and governing law continue after an account is closed.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We work hard to keep the platform accurate and available, but we provide it as it is and as available. We do not promise that stores will accept or feature a release, that a release will earn any particular amount, that third parties such as the Copyright Office or The MLC will approve a registration, or that a program will lead to a particular career result.',
        'Guides, courses, the music business wizard and other tools give general information, not legal, tax or financial advice. For decisions about your business, talk to a qualified professional.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for lost profits, revenue or data. Our total liability for any claim is limited to the fees you paid us in the twelve months before the claim arose. This limit never reduces earnings we have collected and owe you.',
        'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud. If you use the platform as a consumer, you keep any rights your local law gives you that cannot be waived.',
        "You agree to cover our reasonable losses from claims by third parties that arise because material you uploaded breaks someone's rights or because you broke these terms.",
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of Georgia, USA, without regard to its conflict-of-law rules. Before starting a claim, please write to us so we can try to resolve it informally within 30 days. Any claim that is not resolved will be heard in the state or federal courts located in Georgia, and both of us accept their jurisdiction.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'When we change these terms we update the date at the top of this page. If a change materially affects your rights, we will tell you by email or with a notice when you sign in at least 30 days before it takes effect, unless the change is required sooner by law. Continuing to use the platform after that means you accept the change; if you do not, you can close your account.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: ${brand.emails.help}. Abuse, infringement and security reports: ${brand.emails.abuse}.`,
        `${brand.name}, ${brand.address}.`,
      ],
    },
  ];
}
