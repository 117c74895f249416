import type { Registrar } from './http/registrar.ts';
import type { Services } from './services.ts';
import { registerSocialRoutes } from './social/routes.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { registerActivityRoutes } from './activity/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerBroadcastingRoutes } from './broadcasting/routes.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { registerGeocodeRoutes } from './geocode/routes.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerOrderRoutes } from './orders/routes.ts';
import { registerPartnerRoutes } from './partners/routes.ts';
import { registerProductRoutes } from './products/routes.ts';
import { registerRefundRoutes } from './refunds/routes.ts';
import { registerRiderRoutes } from './riders/routes.ts';
import { registerRoleRoutes } from './roles/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerSupportRoutes } from './support/routes.ts';
import { registerTeamRoutes } from './team/routes.ts';
import { registerTravelerRoutes } from './travelers/routes.ts';
import { registerTwoFactorRoutes } from './two-factor/routes.ts';

/** Every implemented endpoint-table entry; the rest arrive with their issues. */
export function registerRoutes(routes: Registrar, services: Services): void {
  registerAuthRoutes(routes, services);
  registerTwoFactorRoutes(routes, services);
  registerSocialRoutes(routes, services);
  registerAccountRoutes(routes, services);
  registerBroadcastingRoutes(routes);
  registerPartnerRoutes(routes, services);
  registerRiderRoutes(routes, services);
  registerProductRoutes(routes);
  registerOrderRoutes(routes, services);
  registerRefundRoutes(routes, services);
  registerSupportRoutes(routes);
  registerGeocodeRoutes(routes, services);
  registerDashboardRoutes(routes);
  registerSearchRoutes(routes);
  registerNotificationRoutes(routes, services);
  registerTravelerRoutes(routes, services);
  registerActivityRoutes(routes);
  registerTeamRoutes(routes, services);
  registerRoleRoutes(routes);
}
