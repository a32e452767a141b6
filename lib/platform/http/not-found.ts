// The one way a page loads one record: the service throws NotFound for a missing record and for a stranger's
// (the owner is in the query's where), and the page answers with Next's 404 page instead of an error.
import { notFound } from 'next/navigation';
import { NotFound } from '../errors';

/** Awaits a service's read; NotFound becomes Next's notFound() (HTTP 404 and app/not-found.tsx). */
export async function recordOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof NotFound) notFound();
    throw err;
  }
}
