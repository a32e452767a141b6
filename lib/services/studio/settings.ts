// Admin settings of in-person services: locations (/location-services-admin), rooms and engineers
// (/admin-studio-settings).
import type { z } from 'zod';
import { db, type Tx } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { BadRequest, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { listRooms } from './service';
import type { engineerInput, locationInput, locationPatch, roomInput, roomPatch } from './schema';

async function listLocations() {
  const rows = await db.serviceLocation.findMany({
    orderBy: { name: 'asc' },
    include: { _count: { select: { rooms: true } } },
  });
  return rows.map((l) => ({
    id: l.id,
    brand: l.brand,
    name: l.name,
    address: l.address,
    city: l.city,
    timezone: l.timezone,
    hoursText: l.hoursText,
    active: l.active,
    rooms: l._count.rooms,
  }));
}

export async function createLocation(admin: SessionUser, input: z.infer<typeof locationInput>) {
  return db.$transaction(async (tx) => {
    const l = await tx.serviceLocation.create({ data: input });
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'service_location.create',
      target: { type: 'service_location', id: l.id },
    });
    return { id: l.id };
  });
}

/**
 * An admin's patch of one location or room, audited with the values it set in the same transaction; a row that is
 * not there (deleted meanwhile) is a 404.
 */
async function patchAudited(
  tx: Tx,
  admin: SessionUser,
  action: 'service_location.update' | 'studio_room.update',
  target: { type: 'service_location' | 'studio_room'; id: string },
  patch: z.infer<typeof locationPatch> | z.infer<typeof roomPatch>,
  write: Promise<{ count: number }>,
) {
  if ((await write).count !== 1)
    throw new NotFound(target.type === 'studio_room' ? 'Room not found' : 'Location not found');
  await recordAudit({ tx, actor: admin.id, action, target, detail: patch });
  return { id: target.id };
}

export async function updateLocation(admin: SessionUser, id: string, patch: z.infer<typeof locationPatch>) {
  return db.$transaction(async (tx) => {
    const write = tx.serviceLocation.updateMany({ where: { id }, data: patch });
    return patchAudited(tx, admin, 'service_location.update', { type: 'service_location', id }, patch, write);
  });
}

export async function createRoom(admin: SessionUser, input: z.infer<typeof roomInput>) {
  return db.$transaction(async (tx) => {
    const loc = await tx.serviceLocation.findUnique({ where: { id: input.locationId }, select: { id: true } });
    if (!loc) throw new BadRequest('Choose an existing location.');
    const r = await tx.studioRoom.create({ data: input });
    await recordAudit({ tx, actor: admin.id, action: 'studio_room.create', target: { type: 'studio_room', id: r.id } });
    return { id: r.id };
  });
}

export async function updateRoom(admin: SessionUser, id: string, patch: z.infer<typeof roomPatch>) {
  return db.$transaction(async (tx) => {
    const cur = await tx.studioRoom.findUnique({ where: { id } });
    if (!cur) throw new NotFound('Room not found');
    const open = patch.openMinute ?? cur.openMinute;
    const close = patch.closeMinute ?? cur.closeMinute;
    if (close <= open) throw new BadRequest('Closing time must be after opening time.');
    // The hours this check read are in the write's where: a concurrent change of them makes this a 404 to retry.
    const write = tx.studioRoom.updateMany({
      where: { id, openMinute: cur.openMinute, closeMinute: cur.closeMinute },
      data: patch,
    });
    return patchAudited(tx, admin, 'studio_room.update', { type: 'studio_room', id }, patch, write);
  });
}

export async function createEngineer(admin: SessionUser, input: z.infer<typeof engineerInput>) {
  return db.$transaction(async (tx) => {
    const room = await tx.studioRoom.findUnique({ where: { id: input.roomId }, select: { id: true } });
    if (!room) throw new BadRequest('Choose an existing room.');
    const e = await tx.studioEngineer.create({ data: input });
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'studio_engineer.create',
      target: { type: 'studio_engineer', id: e.id },
    });
    return { id: e.id };
  });
}

export async function removeEngineer(admin: SessionUser, id: string) {
  return db.$transaction(async (tx) => {
    const r = await tx.studioEngineer.updateMany({ where: { id, active: true }, data: { active: false } });
    if (r.count !== 1) throw new NotFound('Engineer not found');
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'studio_engineer.remove',
      target: { type: 'studio_engineer', id },
    });
  });
}

/** Everything the settings pages show. */
export async function studioSettings() {
  return { locations: await listLocations(), rooms: await listRooms({ includeInactive: true }) };
}
export type StudioSettings = Awaited<ReturnType<typeof studioSettings>>;
