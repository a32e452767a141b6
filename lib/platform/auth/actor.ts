// Who acts on a record: the one type every domain's access rules (`lib/<d>/access.ts`) and services take.
// A SessionUser is one; jobs and webhooks act as the system and pass no actor.
import { isAdminRole, type Role } from './roles';

export interface Actor {
  id: string;
  role: Role;
  /** The brand the request came through (support tickets are filed under it). */
  brand?: string;
}

/** Staff (admins and super admins) see every record; everyone else their own. */
export const isStaff = (actor: Pick<Actor, 'role'>): boolean => isAdminRole(actor.role);
