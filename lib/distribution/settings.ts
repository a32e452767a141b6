// Distribution settings (ISRC registrant, UPC prefix, DDEX sender, DSP simulator behaviour): one row,
// read with defaults and changed through setDistributionSettings (the command center edits them).
import { z } from 'zod';
import { db, type Client } from '../platform/db';
import type { DistributionSettings } from '../generated/prisma/client';
import { recordAudit } from '../platform/audit';

export const distributionSettingsSchema = z
  .object({
    isrcRegistrant: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'Use the 2-letter country code and your 3-character registrant code, e.g. USMMS'),
    upcPrefix: z
      .string()
      .trim()
      .regex(/^\d{6,11}$/, 'A GS1 company prefix is 6 to 11 digits'),
    barcodeType: z.enum(['upc_a', 'ean_13']),
    senderPartyId: z
      .string()
      .trim()
      .regex(/^PADPIDA[0-9A-Z]{11}$/, 'A DDEX party id looks like PADPIDA2014120301K'),
    senderName: z.string().trim().min(1).max(120),
    simFailurePercent: z.coerce.number().int().min(0).max(100),
    simTimeoutPercent: z.coerce.number().int().min(0).max(100),
    deliveryTimeoutMs: z.coerce.number().int().min(200).max(120_000),
    codeRequestLimit: z.coerce.number().int().min(0).max(10_000),
  })
  .partial()
  .refine((s) => s.upcPrefix === undefined || s.barcodeType !== 'upc_a' || s.upcPrefix.length <= 10, {
    message: 'A UPC-A prefix leaves room for an item number: at most 10 digits',
    path: ['upcPrefix'],
  });

/** Transactions that take a code wait their turn on the counter row rather than failing. */
export const CODE_TX = { maxWait: 60_000, timeout: 30_000 };

export type DistributionSettingsInput = z.infer<typeof distributionSettingsSchema>;

/** The settings row, created with its defaults on first use. */
export async function getDistributionSettings(tx: Client = db): Promise<DistributionSettings> {
  const row = await tx.distributionSettings.findUnique({ where: { id: 1 } });
  if (row) return row;
  // Concurrent first uses: ON CONFLICT keeps this from failing on the unique id.
  await tx.$executeRawUnsafe(
    `INSERT INTO "DistributionSettings" ("id", "updatedAt") VALUES (1, now()) ON CONFLICT ("id") DO NOTHING`,
  );
  return tx.distributionSettings.findUniqueOrThrow({ where: { id: 1 } });
}

/** Changes some settings (validated) and records who did it. */
export async function setDistributionSettings(
  input: DistributionSettingsInput,
  actorId: string | null,
): Promise<DistributionSettings> {
  const data = distributionSettingsSchema.parse(input);
  const current = await getDistributionSettings();
  if (data.barcodeType === 'upc_a' && !data.upcPrefix && current.upcPrefix.length > 10) {
    data.upcPrefix = current.upcPrefix.slice(0, 10);
  }
  const row = await db.$transaction(async (tx) => {
    const written = await tx.distributionSettings.update({ where: { id: 1 }, data: { ...data, updatedById: actorId } });
    await recordAudit({
      tx,
      actor: actorId,
      action: 'distribution_settings.update',
      target: { type: 'DistributionSettings', id: '1' },
      detail: data,
    });
    return written;
  });
  return row;
}
