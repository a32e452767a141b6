// Saved column mappings (reusable, by name): a label's own layouts, tried before the presets.
import { db } from '../../platform/db';
import { NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import type { MappingInput } from '../schema';
import type { SavedLayout } from './csv/layouts';
import { LAYOUT_CATALOG } from './csv/presets';

export async function listMappings() {
  return db.statementMapping.findMany({ where: { builtIn: false }, orderBy: { name: 'asc' } });
}

/** The presets and saved mappings, for the page. */
export async function listLayouts() {
  const saved = await listMappings();
  return {
    presets: LAYOUT_CATALOG,
    mappings: saved.map(toSaved),
  };
}

export async function saveMapping(actor: SessionUser, input: MappingInput) {
  const data = {
    store: input.store,
    delimiter: input.delimiter,
    builtIn: false,
    columns: { ...input.columns, _headerless: input.headerless, _dateOrder: input.dateOrder },
  };
  return db.$transaction(async (tx) => {
    const m = await tx.statementMapping.upsert({
      where: { name: input.name },
      create: { name: input.name, ...data },
      update: data,
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'statement_mapping.save',
      target: { type: 'StatementMapping', id: m.id },
    });
    return m;
  });
}

/** A saved mapping by id or name. */
export async function findMapping(idOrName: string) {
  const m = await db.statementMapping.findFirst({ where: { OR: [{ id: idOrName }, { name: idOrName }] } });
  if (!m) throw new NotFound(`No saved mapping named "${idOrName}"`);
  return m;
}

export function toSaved(m: {
  id: string;
  name: string;
  store: string;
  delimiter: string;
  columns: unknown;
}): SavedLayout {
  const { _headerless, _dateOrder, _recordType: _r, ...columns } = m.columns as Record<string, unknown>;
  return {
    id: m.id,
    name: m.name,
    store: m.store,
    delimiter: m.delimiter,
    columns: columns as SavedLayout['columns'],
    headerless: _headerless === true,
    dateOrder: _dateOrder === 'dmy' ? 'dmy' : 'mdy',
  };
}

export async function savedLayouts(): Promise<SavedLayout[]> {
  return (await listMappings()).map(toSaved);
}
