// CWR sender settings (super admin): the sender code CISAC assigned, and the publisher's name and IPI.
import { db } from '../platform/db';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { rightsSettingsInput, type RightsSettings } from './schema';

const KEY = 'rights.cwr';

export async function getRightsSettings(): Promise<RightsSettings | null> {
  const row = await db.setting.findUnique({ where: { key: KEY } });
  if (!row) return null;
  const parsed = rightsSettingsInput.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

/** The CWR version a society reads, from the settings (2.1 unless set). */
export const cwrVersionFor = (settings: RightsSettings, society: string) =>
  settings.cwrVersions?.[society.toUpperCase()] ?? '2.1';

export async function saveRightsSettings(actor: SessionUser, input: RightsSettings): Promise<RightsSettings> {
  await db.$transaction(async (tx) => {
    await tx.setting.upsert({
      where: { key: KEY },
      create: { key: KEY, value: input, updatedById: actor.id },
      update: { value: input, updatedById: actor.id },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'rights.settings',
      target: { type: 'setting', id: KEY },
      detail: input,
    });
  });
  return input;
}
