import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { registerSocialRoutes } from '../social/routes.ts';
import { registerAccountRoutes } from './account.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerBroadcastingRoutes } from './broadcasting.ts';
import { registerTwoFactorRoutes } from './two-factor.ts';

/** Every implemented endpoint-table entry; the rest arrive with their issues. */
export function registerRoutes(routes: Registrar, services: Services): void {
  registerAuthRoutes(routes, services);
  registerTwoFactorRoutes(routes, services);
  registerSocialRoutes(routes, services);
  registerAccountRoutes(routes, services);
  registerBroadcastingRoutes(routes);
}
