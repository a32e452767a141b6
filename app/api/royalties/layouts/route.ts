// GET /api/royalties/layouts: the statement presets the importer recognises and the saved mappings.
import { withAuth } from '@/lib/platform/http/with-auth';
import { layoutList } from '@/lib/royalties/contract';
import { listLayouts } from '@/lib/royalties/import/mappings-service';

export const GET = withAuth('admin', layoutList, () => listLayouts());
