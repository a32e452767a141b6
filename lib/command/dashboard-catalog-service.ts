// The artist dashboard's category cards and their tool links: read by artists, managed by admins.
import type { z } from 'zod';
import { db } from '../db';
import { BadRequest, NotFound } from '../errors';
import { recordAudit } from '../audit/service';
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

export async function createCategory(actorId: string, input: z.output<typeof categoryInputSchema>) {
  const row = await db.$transaction(async (tx) => {
    const written = await tx.dashboardCategory.create({ data: input });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'dashboard_category.create',
      target: { type: 'DashboardCategory', id: written.id },
      detail: { title: written.title },
    });
    return written;
  });
  return row;
}

export async function updateCategory(actorId: string, id: string, input: z.output<typeof categoryPatchSchema>) {
  if (!(await db.dashboardCategory.findUnique({ where: { id } }))) throw new NotFound('Category not found');
  const row = await db.$transaction(async (tx) => {
    const written = await tx.dashboardCategory.update({ where: { id }, data: input });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'dashboard_category.update',
      target: { type: 'DashboardCategory', id },
      detail: { fields: Object.keys(input) },
    });
    return written;
  });
  return row;
}

export async function deleteCategory(actorId: string, id: string) {
  if (!(await db.dashboardCategory.findUnique({ where: { id } }))) throw new NotFound('Category not found');
  await db.$transaction(async (tx) => {
    await tx.dashboardCategory.delete({ where: { id } });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'dashboard_category.delete',
      target: { type: 'DashboardCategory', id },
    });
  });
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
  const row = await db.$transaction(async (tx) => {
    const written = await tx.dashboardService.create({ data: input });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'dashboard_service.create',
      target: { type: 'DashboardService', id: written.id },
      detail: { title: written.title },
    });
    return written;
  });
  return row;
}

export async function updateService(actorId: string, id: string, input: z.output<typeof servicePatchSchema>) {
  if (!(await db.dashboardService.findUnique({ where: { id } }))) throw new NotFound('Service not found');
  if (input.categoryId) await assertCategory(input.categoryId);
  const row = await db.$transaction(async (tx) => {
    const written = await tx.dashboardService.update({ where: { id }, data: input });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'dashboard_service.update',
      target: { type: 'DashboardService', id },
      detail: { fields: Object.keys(input) },
    });
    return written;
  });
  return row;
}

export async function deleteService(actorId: string, id: string) {
  if (!(await db.dashboardService.findUnique({ where: { id } }))) throw new NotFound('Service not found');
  await db.$transaction(async (tx) => {
    await tx.dashboardService.delete({ where: { id } });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'dashboard_service.delete',
      target: { type: 'DashboardService', id },
    });
  });
}
