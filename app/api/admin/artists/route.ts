// GET /api/admin/artists: artist accounts by name (search, `?cursor=&limit=` pages) and open invitations. POST: invite
// an artist.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { artistInvite, artistList } from '@/lib/accounts/contract';
import { listArtists } from '@/lib/accounts/artists';
import { inviteArtist } from '@/lib/accounts/join';

export const GET = withAuth('admin', artistList, ({ query }) => listArtists(query));

export const POST = withAuth('admin', artistInvite, async ({ user, body }) => created(await inviteArtist(user, body)));
