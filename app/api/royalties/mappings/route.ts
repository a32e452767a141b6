// Saved statement column mappings per store: list, save (create or replace by name).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { mappingList, mappingSave } from '@/lib/royalties/contract';
import { listMappings, saveMapping } from '@/lib/royalties/import/mappings-service';

export const GET = withAuth('admin', mappingList, async () => ({ items: await listMappings() }));

export const POST = withAuth('admin', mappingSave, async ({ user, body }) => created(await saveMapping(user, body)));
