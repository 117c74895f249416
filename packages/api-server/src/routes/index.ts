import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { registerSocialRoutes } from '../social/routes.ts';
import { registerAccountRoutes } from './account.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerBroadcastingRoutes } from './broadcasting.ts';
import { registerDashboardRoutes } from './dashboard.ts';
import { registerGeocodeRoutes } from './geocode.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerOrderRoutes } from './orders.ts';
import { registerPartnerRoutes } from './partners.ts';
import { registerProductRoutes } from './products.ts';
import { registerRefundRoutes } from './refunds.ts';
import { registerRiderRoutes } from './riders.ts';
import { registerSearchRoutes } from './search.ts';
import { registerSupportRoutes } from './support.ts';
import { registerTravelerRoutes } from './travelers.ts';
import { registerTwoFactorRoutes } from './two-factor.ts';

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
}
