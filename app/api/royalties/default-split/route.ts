// The caller's default split, copied into their releases that have no split of their own.
import { withAuth } from '@/lib/platform/http/with-auth';
import { defaultSplitRead, defaultSplitSet } from '@/lib/royalties/contract';
import { getDefaultSplit, setDefaultSplit } from '@/lib/royalties/splits';

export const GET = withAuth('artist', defaultSplitRead, ({ user }) => getDefaultSplit(user.id));

export const PUT = withAuth('artist', defaultSplitSet, ({ user, body }) => setDefaultSplit(user, body));
