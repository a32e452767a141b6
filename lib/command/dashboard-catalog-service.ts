// The artist dashboard's category cards and their tool links: read by artists, managed by admins.
import type { z } from 'zod';
import { db, type Tx } from '../platform/db';
import { BadRequest, NotFound } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import type {
  categoryInputSchema,
  categoryPatchSchema,
  serviceInputSchema,
  servicePatchSchema,
} from './dashboard-catalog-schema';

const ORDER = [{ order: 'asc' as const }, { title: 'asc' as const }];

/** Active categories for artists; every category when `all` (admins). */
export function listCategories(all = false) {
  return db.dashboardCategory.findMany({ where: all ? {} : { isActive: true }, orderBy: ORDER });
}

/** Active services of active categories for artists; every service when `all`. */
export function listServices(all = false) {
  return db.dashboardService.findMany({
    where: all ? {} : { isActive: true, category: { isActive: true } },
    orderBy: [{ categoryId: 'asc' }, ...ORDER],
  });
}

/** One category of the artist dashboard, as the categories route lists it. */
export type DashboardCategory = Awaited<ReturnType<typeof listCategories>>[number];
/** One tool of the artist dashboard, as the services route lists it. */
export type DashboardService = Awaited<ReturnType<typeof listServices>>[number];

/** What the audit log says of a catalog write, from what was written. */
type AuditAction = Parameters<typeof recordAudit>[0]['action'];
type AuditEntryOf<T> = (written: T) => Omit<Parameters<typeof recordAudit>[0], 'tx' | 'actor'>;

/** A catalog write and its audit entry in one transaction; `audit` describes what was written. */
async function audited<T>(actorId: string, write: (tx: Tx) => Promise<T>, audit: AuditEntryOf<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    const written = await write(tx);
    await recordAudit({ tx, actor: actorId, ...audit(written) });
    return written;
  });
}

/** The audit entry of a created category or link: its title. */
function createEntry(action: AuditAction, type: string): AuditEntryOf<{ id: string; title: string }> {
  return (written) => ({ action, target: { type, id: written.id }, detail: { title: written.title } });
}

/** The audit entry of an edit: which fields the admin changed (not their values). */
function editEntry(action: AuditAction, type: string, id: string, input: object): AuditEntryOf<unknown> {
  return () => ({ action, target: { type, id }, detail: { fields: Object.keys(input) } });
}

export async function createCategory(actorId: string, input: z.output<typeof categoryInputSchema>) {
  return audited(
    actorId,
    (tx) => tx.dashboardCategory.create({ data: input }),
    createEntry('dashboard_category.create', 'DashboardCategory'),
  );
}

export async function updateCategory(actorId: string, id: string, input: z.output<typeof categoryPatchSchema>) {
  if (!(await db.dashboardCategory.findUnique({ where: { id } }))) throw new NotFound('Category not found');
  return audited(
    actorId,
    (tx) => tx.dashboardCategory.update({ where: { id }, data: input }),
    editEntry('dashboard_category.update', 'DashboardCategory', id, input),
  );
}

export async function deleteCategory(actorId: string, id: string) {
  if (!(await db.dashboardCategory.findUnique({ where: { id } }))) throw new NotFound('Category not found');
  await audited(
    actorId,
    (tx) => tx.dashboardCategory.delete({ where: { id } }),
    () => ({ action: 'dashboard_category.delete', target: { type: 'DashboardCategory', id } }),
  );
}

async function assertCategory(categoryId: string) {
  if (!(await db.dashboardCategory.findUnique({ where: { id: categoryId } }))) {
    throw new BadRequest('Invalid request: categoryId: no such category', [
      { path: 'categoryId', message: 'No such category' },
    ]);
  }
}

export async function createService(actorId: string, input: z.output<typeof serviceInputSchema>) {
  await assertCategory(input.categoryId);
  return audited(
    actorId,
    (tx) => tx.dashboardService.create({ data: input }),
    createEntry('dashboard_service.create', 'DashboardService'),
  );
}

export async function updateService(actorId: string, id: string, input: z.output<typeof servicePatchSchema>) {
  if (!(await db.dashboardService.findUnique({ where: { id } }))) throw new NotFound('Service not found');
  if (input.categoryId) await assertCategory(input.categoryId);
  return audited(
    actorId,
    (tx) => tx.dashboardService.update({ where: { id }, data: input }),
    editEntry('dashboard_service.update', 'DashboardService', id, input),
  );
}

export async function deleteService(actorId: string, id: string) {
  if (!(await db.dashboardService.findUnique({ where: { id } }))) throw new NotFound('Service not found');
  await audited(
    actorId,
    (tx) => tx.dashboardService.delete({ where: { id } }),
    () => ({ action: 'dashboard_service.delete', target: { type: 'DashboardService', id } }),
  );
}
