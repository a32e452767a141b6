// The service catalog per brand: what artists can order, edited by admins on /admin-services-panel.
import { db } from '../platform/db';
import { recordAudit } from '../platform/audit';
import { Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { intakeFields } from './intake';
import type { OfferingInput } from './schema';
import type { z } from 'zod';
import type { offeringPatch } from './schema';

function toView(o: Awaited<ReturnType<typeof db.serviceOffering.findFirstOrThrow>>) {
  return {
    id: o.id,
    brand: o.brand,
    key: o.key,
    name: o.name,
    description: o.description,
    priceCents: o.priceCents,
    requirements: o.requirements,
    deliverables: o.deliverables,
    turnaroundDays: o.turnaroundDays,
    commissionBps: o.commissionBps,
    inPerson: o.inPerson,
    active: o.active,
    fields: intakeFields(o.key),
  };
}
export type OfferingView = ReturnType<typeof toView>;

/** Active services of a brand, for artists. */
export async function listCatalog(brand: string): Promise<OfferingView[]> {
  const rows = await db.serviceOffering.findMany({
    where: { brand, active: true },
    orderBy: [{ position: 'asc' }, { name: 'asc' }],
  });
  return rows.map(toView);
}

/** Every service of every brand (or one), switched off ones included, for admins. */
export async function listAllOfferings(brand?: string): Promise<OfferingView[]> {
  const rows = await db.serviceOffering.findMany({
    where: brand ? { brand } : {},
    orderBy: [{ brand: 'asc' }, { position: 'asc' }, { name: 'asc' }],
  });
  return rows.map(toView);
}

export async function createOffering(admin: SessionUser, input: OfferingInput): Promise<OfferingView> {
  return db.$transaction(async (tx) => {
    const exists = await tx.serviceOffering.findUnique({
      where: { brand_key: { brand: input.brand, key: input.key } },
    });
    if (exists) throw new Conflict('This brand already has a service with that key.');
    const count = await tx.serviceOffering.count({ where: { brand: input.brand } });
    const o = await tx.serviceOffering.create({ data: { ...input, position: count } });
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'service_offering.create',
      target: { type: 'service_offering', id: o.id },
      detail: { brand: o.brand, key: o.key, priceCents: o.priceCents },
    });
    return toView(o);
  });
}

export async function updateOffering(
  admin: SessionUser,
  id: string,
  patch: z.infer<typeof offeringPatch>,
): Promise<OfferingView> {
  return db.$transaction(async (tx) => {
    const r = await tx.serviceOffering.updateMany({ where: { id }, data: patch });
    if (r.count !== 1) throw new NotFound('Service not found');
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'service_offering.update',
      target: { type: 'service_offering', id },
      detail: patch,
    });
    return toView(await tx.serviceOffering.findUniqueOrThrow({ where: { id } }));
  });
}
