import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import { createRole, deleteRole, updateRole } from './change.ts';
import { listRoles } from './queries.ts';

/** The roles calls (D71): the list for whoever manages the team; changes for owners only. */
export function registerRoleRoutes(routes: Registrar): void {
  routes.route(endpoints.roles.list, async ({ db }) => ({ data: await listRoles(db) }));

  routes.route(endpoints.roles.create, async ({ input, db }) => ({
    success: true,
    message: 'Role created.',
    data: await createRole(db, input),
  }));

  routes.route(endpoints.roles.update, async ({ params, input, db, broadcaster }) => ({
    success: true,
    message: 'Role saved.',
    data: await updateRole(db, broadcaster, Number(params.id), input),
  }));

  routes.route(endpoints.roles.remove, async ({ params, db }) => {
    await deleteRole(db, Number(params.id));
    return { success: true, message: 'Role deleted.' };
  });
}
