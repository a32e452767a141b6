// Stores: listing for the release form and staff, and staff edits (enabled flag, endpoint, requirements).
import { z } from 'zod';
import { db } from '../platform/db';
import { recordAudit } from '../platform/audit';
import type { Prisma } from '../generated/prisma/client';
import { assertStoreEndpointAllowed } from '../platform/security/endpoints';
import { invalidateLandingCache } from '../platform/brands/landing-cache';
import type { StoreRequirements } from './store-catalog';

export function listStores(all: boolean) {
  return db.store
    .findMany({
      where: all ? {} : { enabled: true },
      orderBy: { rank: 'asc' },
      select: {
        id: true,
        slug: true,
        name: true,
        ddexPartyId: true,
        deliveryMethod: true,
        enabled: true,
        requirements: true,
        endpointUrl: all,
        rank: true,
      },
    })
    .then((rows) => rows.map((s) => ({ ...s, requirements: s.requirements as StoreRequirements })));
}

/** A store as the stores route lists it (`requirements` read as the StoreRequirements the column holds). */
export type StoreRow = Awaited<ReturnType<typeof listStores>>[number];

export const storeUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  endpointUrl: z
    .union([
      z.literal(''),
      z
        .string()
        .max(500)
        .regex(/^https?:\/\/\S+$/, 'Deliveries go over HTTP(S): enter an http:// or https:// address'),
    ])
    .optional(),
  ddexPartyId: z
    .string()
    .regex(/^PADPIDA[0-9A-Z]{11}$/, 'A DDEX party id looks like PADPIDA2014120301K')
    .optional(),
  requirements: z
    .object({
      minArtworkPx: z.number().int().min(500).max(10000),
      leadTimeDays: z.number().int().min(0).max(90),
      minSampleRate: z.number().int().min(8000).max(192000),
      notes: z.string().max(500),
      // The ERN version the store is sent (docs/distribution.md): 4.3.2 carries ContainsAI.
      ernVersion: z.enum(['4.3', '4.3.2'], { error: 'A store is sent ERN 4.3 or 4.3.2' }),
    })
    .partial()
    .optional(),
});

export async function updateStore(id: string, input: z.infer<typeof storeUpdateSchema>, actorId: string) {
  const store = await db.store.findUniqueOrThrow({ where: { id } });
  if (input.endpointUrl) await assertStoreEndpointAllowed(input.endpointUrl);
  const requirements = input.requirements
    ? ({ ...(store.requirements as object), ...input.requirements } as Prisma.InputJsonValue)
    : undefined;
  const updated = await db.$transaction(async (tx) => {
    const written = await tx.store.update({
      where: { id },
      data: { enabled: input.enabled, endpointUrl: input.endpointUrl, ddexPartyId: input.ddexPartyId, requirements },
    });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'store.update',
      target: { type: 'Store', id },
      detail: input as Prisma.InputJsonValue,
    });
    return written;
  });
  // The landings state how many stores are enabled.
  invalidateLandingCache();
  return updated;
}
