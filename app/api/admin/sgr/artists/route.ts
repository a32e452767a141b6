// GET: the label roster in display order. POST (multipart): adds an artist with an optional photo.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { addRosterArtistFromForm, listRoster } from '@/lib/command/roster-service';
import { rosterList } from '@/lib/command/contract';

export const GET = withAuth('admin', rosterList, () => listRoster());

export const POST = withAuth('admin', {}, async ({ req, user }) => {
  const artist = await addRosterArtistFromForm(req, user.id);
  return created({ message: `${artist.stageName} was added to the roster`, artist });
});
