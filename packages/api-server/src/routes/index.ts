import type { Registrar } from '../http/registrar.ts';
import { registerAuthRoutes } from './auth.ts';

/** Every implemented endpoint-table entry; the rest arrive with their issues. */
export function registerRoutes(routes: Registrar): void {
  registerAuthRoutes(routes);
}
