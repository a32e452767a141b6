// The dynamic [id] segment of a brain route, validated like any other input.
import { BadRequest } from '../platform/errors';

export function idParam(params: Record<string, string | string[] | undefined>): string {
  const id = params.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw new BadRequest('Invalid id');
  return id;
}
