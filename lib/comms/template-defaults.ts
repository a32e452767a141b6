// Every email the platform sends, with its variables and the default texts (what used to be hard-coded).
// Admins override subject, body and text per brand in /admin-email-templates; rendering is in templates.ts.

export interface TemplateDefault {
  label: string;
  /** Variables this template may use besides the common ones (brandName, appUrl, recipientName). */
  variables: readonly string[];
  /** Sample values for the live preview and test sends. */
  sample: Record<string, string>;
  subject: string;
  /** Light Markdown with {{variables}} */
  body: string;
  text: string;
}

export const COMMON_VARIABLES = ['brandName', 'appUrl', 'recipientName'] as const;

const t = (d: TemplateDefault) => d;

export const TEMPLATE_DEFAULTS = {
  welcome: t({
    label: 'Welcome',
    variables: ['loginUrl'],
    sample: { loginUrl: 'https://example.test/login' },
    subject: 'Welcome to {{brandName}}',
    body: 'Hello {{recipientName}},\n\nYour account at {{brandName}} is ready. [Sign in]({{loginUrl}}) to get started.',
    text: 'Hello {{recipientName}},\n\nYour account at {{brandName}} is ready. Sign in here: {{loginUrl}}',
  }),
  admin_invitation: t({
    label: 'Admin invitation',
    variables: ['inviterName', 'acceptUrl'],
    sample: { inviterName: 'Sam Admin', acceptUrl: 'https://example.test/admin-invitation/TOKEN' },
    subject: 'You are invited to join the admin team',
    body: "Hello {{recipientName}},\n\n{{inviterName}} invited you to join the platform's admin team. [Accept within 7 days and choose your password]({{acceptUrl}}).",
    text: "Hello {{recipientName}},\n\n{{inviterName}} invited you to join the platform's admin team.\nAccept within 7 days and choose your password here:\n{{acceptUrl}}",
  }),
  password_reset: t({
    label: 'Password reset',
    variables: ['resetUrl'],
    sample: { resetUrl: 'https://example.test/reset-password?token=TOKEN' },
    subject: 'Reset your password',
    body: 'Hello {{recipientName}},\n\n[Use this link within one hour to choose a new password]({{resetUrl}}).\n\nIf you did not ask for this, ignore this email; your password stays the same.',
    text: 'Hello {{recipientName}},\n\nUse this link within one hour to choose a new password:\n{{resetUrl}}\n\nIf you did not ask for this, ignore this email; your password stays the same.',
  }),
  verification: t({
    label: 'Email verification',
    variables: ['verifyUrl'],
    sample: { verifyUrl: 'https://example.test/verify?token=TOKEN' },
    subject: 'Confirm your email address',
    body: 'Hello {{recipientName}},\n\n[Confirm your email address]({{verifyUrl}}) to finish setting up your account.',
    text: 'Hello {{recipientName}},\n\nConfirm your email address to finish setting up your account:\n{{verifyUrl}}',
  }),
  release_approved: t({
    label: 'Release approved',
    variables: ['releaseTitle', 'releaseUrl'],
    sample: { releaseTitle: 'Midnight Drive', releaseUrl: 'https://example.test/project/1' },
    subject: '"{{releaseTitle}}" was approved',
    body: 'Hello {{recipientName}},\n\nGood news: **{{releaseTitle}}** was approved and is on its way to the stores. [Follow its progress]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\nGood news: "{{releaseTitle}}" was approved and is on its way to the stores.\nFollow its progress: {{releaseUrl}}',
  }),
  release_rejected: t({
    label: 'Release rejected',
    variables: ['releaseTitle', 'releaseUrl', 'reason'],
    sample: {
      releaseTitle: 'Midnight Drive',
      releaseUrl: 'https://example.test/project/1',
      reason: 'Artwork has a URL.',
    },
    subject: '"{{releaseTitle}}" needs changes before it can go out',
    body: 'Hello {{recipientName}},\n\nOur review team could not approve **{{releaseTitle}}** yet. The reason:\n\n> {{reason}}\n\n[Make the changes and submit it again]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\nOur review team could not approve "{{releaseTitle}}" yet. The reason:\n\n{{reason}}\n\nMake the changes and submit it again: {{releaseUrl}}',
  }),
  release_changes_requested: t({
    label: 'Release changes requested',
    variables: ['releaseTitle', 'releaseUrl', 'reason'],
    sample: { releaseTitle: 'Midnight Drive', releaseUrl: 'https://example.test/project/1', reason: 'Fix the ISRC.' },
    subject: 'Changes requested on "{{releaseTitle}}"',
    body: 'Hello {{recipientName}},\n\nPlease change the following on **{{releaseTitle}}**:\n\n> {{reason}}\n\n[Open the release]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\nPlease change the following on "{{releaseTitle}}":\n\n{{reason}}\n\nOpen the release: {{releaseUrl}}',
  }),
  release_scheduled: t({
    label: 'Release scheduled',
    variables: ['releaseTitle', 'releaseUrl', 'releaseDate'],
    sample: {
      releaseTitle: 'Midnight Drive',
      releaseUrl: 'https://example.test/project/1',
      releaseDate: 'March 1, 2027',
    },
    subject: '"{{releaseTitle}}" is scheduled for {{releaseDate}}',
    body: 'Hello {{recipientName}},\n\n**{{releaseTitle}}** is scheduled to go live on {{releaseDate}}. [See the release]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\n"{{releaseTitle}}" is scheduled to go live on {{releaseDate}}.\n{{releaseUrl}}',
  }),
  release_live: t({
    label: 'Release live',
    variables: ['releaseTitle', 'releaseUrl'],
    sample: { releaseTitle: 'Midnight Drive', releaseUrl: 'https://example.test/project/1' },
    subject: '"{{releaseTitle}}" is live',
    body: 'Hello {{recipientName}},\n\n**{{releaseTitle}}** is live in the stores. [See where]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\n"{{releaseTitle}}" is live in the stores.\n{{releaseUrl}}',
  }),
  release_taken_down: t({
    label: 'Release taken down',
    variables: ['releaseTitle', 'releaseUrl'],
    sample: { releaseTitle: 'Midnight Drive', releaseUrl: 'https://example.test/project/1' },
    subject: '"{{releaseTitle}}" was taken down',
    body: 'Hello {{recipientName}},\n\n**{{releaseTitle}}** is being removed from the stores. [See the release]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\n"{{releaseTitle}}" is being removed from the stores.\n{{releaseUrl}}',
  }),
  delivery_failed: t({
    label: 'Delivery failed',
    variables: ['releaseTitle', 'releaseUrl', 'detail'],
    sample: {
      releaseTitle: 'Midnight Drive',
      releaseUrl: 'https://example.test/project/1',
      detail: '2 stores refused it',
    },
    subject: 'Delivery of "{{releaseTitle}}" failed',
    body: 'Hello {{recipientName}},\n\nWe could not deliver **{{releaseTitle}}** to every store after several attempts ({{detail}}). Our team has been told; [see the details]({{releaseUrl}}).',
    text: 'Hello {{recipientName}},\n\nWe could not deliver "{{releaseTitle}}" to every store after several attempts ({{detail}}). Our team has been told.\n{{releaseUrl}}',
  }),
  statement_imported: t({
    label: 'Statement added earnings',
    variables: ['store', 'period', 'amount', 'earningsUrl'],
    sample: { store: 'Spotify', period: '2026-09', amount: '$42.10', earningsUrl: 'https://example.test/earnings' },
    subject: 'New earnings from {{store}} ({{period}})',
    body: 'Hello {{recipientName}},\n\nThe {{store}} statement for {{period}} added **{{amount}}** to your earnings. [See your earnings]({{earningsUrl}}).',
    text: 'Hello {{recipientName}},\n\nThe {{store}} statement for {{period}} added {{amount}} to your earnings.\n{{earningsUrl}}',
  }),
  payout_sent: t({
    label: 'Payout sent',
    variables: ['amount', 'walletUrl'],
    sample: { amount: '$120.00', walletUrl: 'https://example.test/wallet-settings' },
    subject: 'Your payout of {{amount}} was sent',
    body: 'Hello {{recipientName}},\n\nWe sent your payout of **{{amount}}**. [See your wallet]({{walletUrl}}).',
    text: 'Hello {{recipientName}},\n\nWe sent your payout of {{amount}}.\n{{walletUrl}}',
  }),
  payout_failed: t({
    label: 'Payout failed',
    variables: ['amount', 'reason', 'walletUrl'],
    sample: {
      amount: '$120.00',
      reason: 'The bank refused the transfer.',
      walletUrl: 'https://example.test/wallet-settings',
    },
    subject: 'Your payout of {{amount}} did not go through',
    body: 'Hello {{recipientName}},\n\nYour payout of **{{amount}}** did not go through: {{reason}} The amount is back in your balance. [Check your payout details]({{walletUrl}}).',
    text: 'Hello {{recipientName}},\n\nYour payout of {{amount}} did not go through: {{reason}} The amount is back in your balance.\n{{walletUrl}}',
  }),
  ticket_reply: t({
    label: 'Support ticket reply',
    variables: ['ticketNumber', 'ticketSubject', 'reply', 'ticketUrl'],
    sample: {
      ticketNumber: '1042',
      ticketSubject: 'My release is stuck',
      reply: 'We have approved it now.',
      ticketUrl: 'https://example.test/support-ticket/1',
    },
    subject: 'Re: [#{{ticketNumber}}] {{ticketSubject}}',
    body: 'Hello {{recipientName}},\n\n{{reply}}\n\n---\n\nReply to this email or [open the ticket]({{ticketUrl}}).',
    text: 'Hello {{recipientName}},\n\n{{reply}}\n\n--\nReply to this email or open the ticket: {{ticketUrl}}',
  }),
  ticket_received: t({
    label: 'Support ticket received',
    variables: ['ticketNumber', 'ticketSubject', 'ticketUrl'],
    sample: {
      ticketNumber: '1042',
      ticketSubject: 'My release is stuck',
      ticketUrl: 'https://example.test/support-ticket/1',
    },
    subject: '[#{{ticketNumber}}] {{ticketSubject}}',
    body: 'Hello {{recipientName}},\n\nWe received your request and will answer soon. [Follow it here]({{ticketUrl}}) or reply to this email.',
    text: 'Hello {{recipientName}},\n\nWe received your request and will answer soon. Follow it here: {{ticketUrl}} or reply to this email.',
  }),
  application_decision: t({
    label: 'Application decision',
    variables: ['programName', 'decision', 'nextStep'],
    sample: {
      programName: 'Career Readiness Program',
      decision: 'accepted',
      nextStep: 'Sign your contract here: https://example.test/sign',
    },
    subject: 'Your application to {{programName}}: {{decision}}',
    body: 'Hello {{recipientName}},\n\nYour application to {{programName}} was **{{decision}}**.\n\n{{nextStep}}',
    text: 'Hello {{recipientName}},\n\nYour application to {{programName}} was {{decision}}.\n\n{{nextStep}}',
  }),
  contract: t({
    label: 'Contract to sign',
    variables: ['programName', 'contractUrl'],
    sample: { programName: 'Career Readiness Program', contractUrl: 'https://example.test/sign-contract/TOKEN' },
    subject: 'Your {{programName}} contract',
    body: 'Hello {{recipientName}},\n\n[Read and sign your {{programName}} contract]({{contractUrl}}).',
    text: 'Hello {{recipientName}},\n\nRead and sign your {{programName}} contract: {{contractUrl}}',
  }),
  welcome_call: t({
    label: 'Welcome call',
    variables: ['when', 'hostName', 'meetingUrl'],
    sample: { when: 'Monday, March 1 at 3:00 PM', hostName: 'Alex', meetingUrl: 'https://meet.example.test/abc' },
    subject: 'Your welcome call on {{when}}',
    body: 'Hello {{recipientName}},\n\nYour welcome call with {{hostName}} is booked for **{{when}}**. [Join here]({{meetingUrl}}).',
    text: 'Hello {{recipientName}},\n\nYour welcome call with {{hostName}} is booked for {{when}}.\nJoin here: {{meetingUrl}}',
  }),
  service_order_step: t({
    label: 'Service order step',
    variables: ['orderTitle', 'step', 'orderUrl'],
    sample: { orderTitle: 'Mixing — 3 tracks', step: 'First mix delivered', orderUrl: 'https://example.test/orders/1' },
    subject: '{{orderTitle}}: {{step}}',
    body: 'Hello {{recipientName}},\n\nYour order **{{orderTitle}}** moved on: {{step}}. [See the order]({{orderUrl}}).',
    text: 'Hello {{recipientName}},\n\nYour order "{{orderTitle}}" moved on: {{step}}.\n{{orderUrl}}',
  }),
  announcement: t({
    label: 'Announcement',
    variables: ['title', 'message', 'unsubscribeUrl'],
    sample: {
      title: 'New stores available',
      message: 'You can now deliver to two more stores.',
      unsubscribeUrl: 'https://example.test/unsubscribe?token=T',
    },
    subject: '{{title}}',
    body: 'Hello {{recipientName}},\n\n{{message}}\n\n---\n\n[Unsubscribe from announcements]({{unsubscribeUrl}})',
    text: 'Hello {{recipientName}},\n\n{{message}}\n\n--\nUnsubscribe from announcements: {{unsubscribeUrl}}',
  }),
  direct_message: t({
    label: 'Message from the team',
    variables: ['senderName', 'message', 'messagesUrl'],
    sample: {
      senderName: 'Sam from support',
      message: 'Your artwork looks great.',
      messagesUrl: 'https://example.test/messages',
    },
    subject: 'A message from {{senderName}}',
    body: 'Hello {{recipientName}},\n\n{{message}}\n\n[Read and answer in your messages]({{messagesUrl}}).',
    text: 'Hello {{recipientName}},\n\n{{message}}\n\nRead and answer in your messages: {{messagesUrl}}',
  }),
} satisfies Record<string, TemplateDefault>;

export type TemplateKey = keyof typeof TEMPLATE_DEFAULTS;
export const TEMPLATE_KEYS = Object.keys(TEMPLATE_DEFAULTS) as TemplateKey[];
