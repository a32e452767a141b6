// The help centre per brand: categories and articles in Markdown (rendered and sanitised), search,
// "was this helpful" votes, staff editing, and suggestions while a ticket subject is typed.
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { renderMarkdown } from '../platform/markdown';
import type { BrandKey } from '../platform/brands/brands';

/**
 * Published article ids matching a search, best first: the stored vector (title above body, kept by a
 * trigger) through its GIN index. `q` is what a person typed (websearch syntax), or a prepared tsquery.
 */
async function searchArticleIds(brand: string, q: string | { tsquery: string }): Promise<string[]> {
  const query =
    typeof q === 'string'
      ? Prisma.sql`websearch_to_tsquery('english', ${q})`
      : Prisma.sql`to_tsquery('english', ${q.tsquery})`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "FaqArticle"
    WHERE brand = ${brand} AND published AND "searchVector" @@ ${query}
    ORDER BY ts_rank("searchVector", ${query}) DESC
    LIMIT 20`;
  return rows.map((r) => r.id);
}

export async function listFaq(
  brand: BrandKey,
  opts: { q?: string | { tsquery: string }; includeDrafts?: boolean } = {},
) {
  const ids = opts.q ? await searchArticleIds(brand, opts.q) : null;
  const articles = await db.faqArticle.findMany({
    where: { brand, ...(opts.includeDrafts ? {} : { published: true }), ...(ids ? { id: { in: ids } } : {}) },
    include: { category: { select: { name: true, position: true } } },
    orderBy: [{ category: { position: 'asc' } }, { title: 'asc' }],
  });
  const order = ids ? new Map(ids.map((id, i) => [id, i])) : null;
  if (order) articles.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    items: articles.map((a) => ({
      id: a.id,
      category: a.category.name,
      title: a.title,
      body: a.body,
      html: renderMarkdown(a.body, { shiftHeadings: 2 }),
      published: a.published,
      helpfulYes: a.helpfulYes,
      helpfulNo: a.helpfulNo,
      updatedAt: a.updatedAt,
    })),
  };
}

/** Suggestions for a ticket subject: the best few matches, any word. */
export async function suggestArticles(brand: BrandKey, subject: string) {
  const words = subject
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
  if (!words.length) return { items: [] };
  // Any word matches; the last one as a prefix, since the person is still typing it ("payo" finds payouts).
  const tsquery = words.map((w, i) => (i === words.length - 1 && !/\s$/.test(subject) ? `${w}:*` : w)).join(' | ');
  const { items } = await listFaq(brand, { q: { tsquery } });
  return { items: items.slice(0, 3).map((a) => ({ id: a.id, title: a.title, category: a.category })) };
}

export async function saveArticle(
  actor: SessionUser,
  id: string | null,
  input: { brand: BrandKey; category: string; title: string; body: string; published: boolean },
) {
  return db.$transaction(async (tx) => {
    const cat = await tx.faqCategory.upsert({
      where: { brand_name: { brand: input.brand, name: input.category } },
      create: { brand: input.brand, name: input.category },
      update: {},
    });
    const data = {
      brand: input.brand,
      categoryId: cat.id,
      title: input.title,
      body: input.body,
      published: input.published,
    };
    let articleId: string;
    if (id) {
      const res = await tx.faqArticle.updateMany({ where: { id }, data });
      if (!res.count) throw new NotFound('Article not found');
      articleId = id;
    } else {
      articleId = (await tx.faqArticle.create({ data })).id;
    }
    await recordAudit({
      tx,
      actor: actor.id,
      action: id ? 'faq.update' : 'faq.create',
      target: { type: 'faq_article', id: articleId },
    });
    return { id: articleId };
  });
}

export async function deleteArticle(actor: SessionUser, id: string) {
  await db.$transaction(async (tx) => {
    const res = await tx.faqArticle.deleteMany({ where: { id } });
    if (!res.count) throw new NotFound('Article not found');
    await recordAudit({ tx, actor: actor.id, action: 'faq.delete', target: { type: 'faq_article', id } });
  });
}

export async function voteArticle(id: string, helpful: boolean) {
  const res = await db.faqArticle.updateMany({
    where: { id, published: true },
    data: helpful ? { helpfulYes: { increment: 1 } } : { helpfulNo: { increment: 1 } },
  });
  if (!res.count) throw new NotFound('Article not found');
  return { thanks: true };
}
