import type { Context } from 'hono';
import { endpoints } from '@packlight/api-types';
import {
  clientAddress,
  consumeOrRefuse,
  ensureNotLimited,
  type Limit,
} from '../http/rate-limit.ts';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { changeAdminRole, deactivateAdmin, reactivateAdmin } from './admins.ts';
import {
  acceptInvitation,
  invite,
  resendInvitation,
  revokeInvitation,
  showInvitation,
} from './invitations.ts';
import { listTeam } from './queries.ts';

// The public invitation calls guess at a secret: limited per address as reset-password is.
const invitationIpLimit = (ip: string): Limit => ({
  key: `invitation-ip:${ip}`,
  max: 10,
  decaySeconds: 60,
});

export function registerTeamRoutes(routes: Registrar, services: Services): void {
  const { limiter } = services;
  const guard = {
    guard: (c: Context) => ensureNotLimited(limiter, [invitationIpLimit(clientAddress(c))]),
  };

  routes.route(endpoints.team.list, async ({ db }) => ({
    data: await listTeam(db, services.clock.now()),
  }));

  routes.route(endpoints.team.invite, async ({ input, auth, db }) => ({
    success: true,
    message: 'Invitation sent.',
    data: await invite(services, db, input, auth.user),
  }));

  routes.route(endpoints.team.resend, async ({ params, db }) => ({
    success: true,
    message: 'Invitation sent again.',
    data: await resendInvitation(services, db, Number(params.id)),
  }));

  routes.route(endpoints.team.revoke, async ({ params, db }) => ({
    success: true,
    message: 'Invitation revoked.',
    data: await revokeInvitation(services, db, Number(params.id)),
  }));

  routes.route(endpoints.team.deactivate, async ({ params, auth, db }) => ({
    success: true,
    message: 'Admin deactivated.',
    data: await deactivateAdmin(db, Number(params.id), auth.user, services.clock.now()),
  }));

  routes.route(endpoints.team.reactivate, async ({ params, auth, db }) => ({
    success: true,
    message: 'Admin reactivated.',
    data: await reactivateAdmin(db, Number(params.id), auth.user),
  }));

  routes.route(endpoints.team.changeRole, async ({ params, input, auth, db, broadcaster }) => ({
    success: true,
    message: 'Role changed.',
    data: await changeAdminRole(db, broadcaster, Number(params.id), input.role, auth.user),
  }));

  routes.publicRoute(
    endpoints.team.showInvitation,
    async ({ input, db, c }) => {
      await consumeOrRefuse(limiter, [invitationIpLimit(clientAddress(c))]);
      return { data: await showInvitation(services, db, input.token) };
    },
    guard,
  );

  routes.publicRoute(
    endpoints.team.acceptInvitation,
    async ({ input, db, c }) => {
      await consumeOrRefuse(limiter, [invitationIpLimit(clientAddress(c))]);
      await acceptInvitation(services, db, input);
      return { message: 'Your password is set. You can sign in now.' };
    },
    guard,
  );
}
