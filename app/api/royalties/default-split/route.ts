// The caller's default split, copied into their releases that have no split of their own.
import { withAuth } from '@/lib/platform/http/with-auth';
import { defaultSplitSchema } from '@/lib/royalties/schema';
import { getDefaultSplit, setDefaultSplit } from '@/lib/royalties/splits';

export const GET = withAuth('artist', {}, ({ user }) => getDefaultSplit(user.id));

export const PUT = withAuth('artist', { body: defaultSplitSchema }, ({ user, body }) => setDefaultSplit(user, body));
