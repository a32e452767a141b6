// Everyone the platform knows as contacts: users, the waiting list, applicants, split collaborators,
// the press and business contacts artists list in their press kits;
// tags and notes; the history of tickets, messages and emails; CSV import with a column mapping and
// duplicate detection by email; CSV export.
import { parse } from 'csv-parse/sync';
import { toCsv } from '../platform/csv';
import { db } from '../platform/db';
import { allPages, paginate, type PageQuery } from '../platform/paging';
import { BadRequest, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import type { Prisma } from '../generated/prisma/client';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The `{ role, name, email }` entries of a press kit's contacts that carry an email. */
function pressKitContacts(json: Prisma.JsonValue): { name: string; email: string }[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((c) => {
    if (!c || typeof c !== 'object' || Array.isArray(c) || typeof c.email !== 'string') return [];
    const name = typeof c.name === 'string' ? c.name : '';
    const role = typeof c.role === 'string' && c.role ? ` (${c.role})` : '';
    return [{ email: c.email, name: name + role }];
  });
}

async function upsertSeen(brand: string, email: string, name: string, source: string, userId?: string) {
  const e = email.trim().toLowerCase();
  if (!EMAIL.test(e)) return;
  const existing = await db.contact.findUnique({ where: { brand_email: { brand, email: e } } });
  if (!existing) {
    await db.contact.create({ data: { brand, email: e, name, sources: [source], userId: userId ?? null } });
  } else if (!existing.sources.includes(source) || (userId && !existing.userId)) {
    await db.contact.update({
      where: { brand_email: { brand, email: e } },
      data: {
        sources: [...new Set([...existing.sources, source])],
        name: existing.name || name,
        userId: existing.userId ?? userId ?? null,
      },
    });
  }
}

/** Gathers contacts from the platform's records (idempotent: run any time). */
export async function syncContacts(actor: SessionUser) {
  const before = await db.contact.count();
  const [users, waiting, applicants, shares, kits] = await Promise.all([
    db.user.findMany({ select: { id: true, email: true, name: true, brand: true } }),
    db.waitingListEntry.findMany({ select: { email: true, name: true, brand: true } }),
    db.application.findMany({ select: { email: true, applicantName: true } }),
    db.splitShare.findMany({ select: { email: true, name: true }, where: { email: { not: null } } }),
    db.epk.findMany({ select: { brand: true, contacts: true } }),
  ]);
  for (const u of users) await upsertSeen(u.brand, u.email, u.name, 'user', u.id);
  for (const w of waiting) await upsertSeen(w.brand, w.email, w.name, 'waiting_list');
  for (const a of applicants) await upsertSeen('tnm', a.email, a.applicantName, 'applicant');
  for (const s of shares) await upsertSeen('tnm', s.email!, s.name ?? '', 'collaborator');
  for (const kit of kits) {
    for (const c of pressKitContacts(kit.contacts)) await upsertSeen(kit.brand, c.email, c.name, 'press');
  }
  const after = await db.contact.count();
  await db.$transaction(async (tx) => {
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'contact.sync',
      target: { type: 'contact', id: null },
      detail: { added: after - before },
    });
  });
  return { added: after - before, total: after };
}

/** Contacts matching the search, tag and source, the latest updated first; one page at a time. */
export async function listContacts(q: PageQuery & { q?: string; tag?: string; source?: string }) {
  const where: Prisma.ContactWhereInput = {};
  if (q.q)
    where.OR = [{ email: { contains: q.q, mode: 'insensitive' } }, { name: { contains: q.q, mode: 'insensitive' } }];
  if (q.tag) where.tags = { has: q.tag };
  if (q.source) where.sources = { has: q.source };
  return paginate(
    q,
    (page) => db.contact.findMany({ where, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], ...page }),
    () => db.contact.count({ where }),
  );
}

export async function contactHistory(id: string) {
  const c = await db.contact.findUnique({ where: { id } });
  if (!c) throw new NotFound('Contact not found');
  const user = c.userId
    ? { id: c.userId }
    : await db.user.findUnique({ where: { email: c.email }, select: { id: true } });
  const [tickets, emails, notes] = await Promise.all([
    user
      ? db.supportTicket.findMany({
          where: { requesterId: user.id },
          select: { id: true, number: true, subject: true, status: true, createdAt: true },
          orderBy: { createdAt: 'desc' },
          // bounded: a contact card shows the latest tickets; the support queue has them all.
          take: 20,
        })
      : [],
    db.outboxEmail.findMany({
      where: { to: c.email },
      select: { id: true, subject: true, kind: true, status: true, createdAt: true },
      orderBy: { createdAt: 'desc' },
      // bounded: a contact card shows the latest emails.
      take: 20,
    }),
    user
      ? db.notification.findMany({
          where: { userId: user.id, event: { in: ['direct_message', 'announcement'] } },
          select: { id: true, title: true, readAt: true, createdAt: true },
          orderBy: { createdAt: 'desc' },
          // bounded: a contact card shows the latest messages.
          take: 20,
        })
      : [],
  ]);
  return { contact: c, tickets, emails, messages: notes };
}

export async function updateContact(
  actor: SessionUser,
  id: string,
  input: { name?: string; tags?: string[]; notes?: string },
) {
  return db.$transaction(async (tx) => {
    const res = await tx.contact.updateMany({
      where: { id },
      data: { ...input, ...(input.tags ? { tags: [...new Set(input.tags)] } : {}) },
    });
    if (!res.count) throw new NotFound('Contact not found');
    await recordAudit({ tx, actor: actor.id, action: 'contact.update', target: { type: 'contact', id } });
    return { id };
  });
}

export interface ImportInput {
  brand: string;
  csv: string;
  mapping: { email: string; name?: string; tags?: string; notes?: string };
  dryRun: boolean;
}

/** Imports contacts from CSV; rows whose email is already a contact (or repeats in the file) are duplicates. */
export async function importContacts(actor: SessionUser, input: ImportInput) {
  let rows: Record<string, string>[];
  try {
    rows = parse(input.csv, { columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (err) {
    throw new BadRequest(`The file could not be read as CSV: ${(err as Error).message}`, [
      { path: 'csv', message: 'is not valid CSV' },
    ]);
  }
  if (!rows.length) throw new BadRequest('The file has no rows', [{ path: 'csv', message: 'has no rows' }]);
  const columns = Object.keys(rows[0]);
  for (const [field, col] of Object.entries(input.mapping))
    if (col && !columns.includes(col))
      throw new BadRequest(`The column "${col}" is not in the file`, [
        { path: `mapping.${field}`, message: `is not a column (${columns.join(', ')})` },
      ]);
  const emails = rows.map((r) => (r[input.mapping.email] ?? '').trim().toLowerCase());
  const existing = new Set(
    (await db.contact.findMany({ where: { brand: input.brand, email: { in: emails } }, select: { email: true } })).map(
      (c) => c.email,
    ),
  );
  const seen = new Set<string>();
  const result = { created: 0, duplicates: [] as string[], invalid: [] as { row: number; value: string }[] };
  const toCreate: Prisma.ContactCreateManyInput[] = [];
  rows.forEach((r, i) => {
    const email = emails[i];
    if (!EMAIL.test(email)) return void result.invalid.push({ row: i + 2, value: email });
    if (existing.has(email) || seen.has(email)) return void result.duplicates.push(email);
    seen.add(email);
    toCreate.push({
      brand: input.brand,
      email,
      name: input.mapping.name ? (r[input.mapping.name] ?? '') : '',
      tags: input.mapping.tags
        ? (r[input.mapping.tags] ?? '')
            .split(/[;,|]/)
            .map((t) => t.trim())
            .filter(Boolean)
        : [],
      notes: input.mapping.notes ? (r[input.mapping.notes] ?? '') : '',
      sources: ['import'],
    });
  });
  result.created = toCreate.length;
  if (!input.dryRun && toCreate.length)
    await db.$transaction(async (tx) => {
      await tx.contact.createMany({ data: toCreate, skipDuplicates: true });
      await recordAudit({
        tx,
        actor: actor.id,
        action: 'contact.import',
        target: { type: 'contact', id: null },
        detail: { created: toCreate.length },
      });
    });
  return { ...result, columns, dryRun: input.dryRun };
}

export async function exportContactsCsv(q: { q?: string; tag?: string; source?: string }) {
  // The export has every matching contact, page after page.
  const items = await allPages((page) => listContacts({ ...q, ...page }));
  return toCsv(
    items.map((c) => [
      c.email,
      c.name,
      c.brand,
      c.sources.join(';'),
      c.tags.join(';'),
      c.notes,
      c.createdAt.toISOString(),
    ]),
    ['email', 'name', 'brand', 'sources', 'tags', 'notes', 'created_at'],
  );
}
