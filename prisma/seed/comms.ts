// Demo help centre: a few articles per brand, so the FAQ and the ticket-subject suggestions have content.
import type { Db } from '../../lib/platform/db';
import { BRAND_KEYS } from '../../lib/platform/brands/brands';

const ARTICLES: { category: string; title: string; body: string }[] = [
  {
    category: 'Releases',
    title: 'How long does the review of my release take?',
    body: 'Our team reviews releases within **two working days**. The status on your release page moves from *Uploaded* to *Under Review* to *Approved*.\n\nIf it is taking longer, open a ticket from **Get Help** and choose the release: we see its checks and history at once.',
  },
  {
    category: 'Releases',
    title: 'Why was my release rejected?',
    body: 'The reason is shown on the release page and in the email we sent. Common reasons: artwork with text or links, a missing ISRC, or a title that does not match the audio. Fix it and submit again.',
  },
  {
    category: 'Earnings and payouts',
    title: 'When are statements imported?',
    body: 'Stores send statements monthly, usually two months after the sales. We import them as they arrive and tell you what each one added.',
  },
  {
    category: 'Earnings and payouts',
    title: 'How do I get paid?',
    body: 'Set up a payout method in your wallet settings, then request a payout of your available balance. We notify you when it is sent.',
  },
  {
    category: 'Account',
    title: 'I forgot my password',
    body: 'Use **Forgot password** on the sign-in page: we email you a link that works for one hour.',
  },
];

export async function seedComms(db: Db) {
  for (const brand of BRAND_KEYS) {
    for (const [i, a] of ARTICLES.entries()) {
      const cat = await db.faqCategory.upsert({
        where: { brand_name: { brand, name: a.category } },
        create: { brand, name: a.category, position: i },
        update: {},
      });
      const exists = await db.faqArticle.findFirst({ where: { brand, title: a.title } });
      if (!exists) await db.faqArticle.create({ data: { brand, categoryId: cat.id, title: a.title, body: a.body } });
    }
  }
}
