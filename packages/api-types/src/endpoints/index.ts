import type { Endpoint } from '../endpoint.ts';
import { accountEndpoints } from './account.ts';
import { activityEndpoints } from './activity.ts';
import { authEndpoints } from './auth.ts';
import { broadcastingEndpoints } from './broadcasting.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { geocodeEndpoints } from './geocode.ts';
import { notificationEndpoints } from './notifications.ts';
import { orderEndpoints } from './orders.ts';
import { partnerEndpoints } from './partners.ts';
import { productEndpoints } from './products.ts';
import { refundEndpoints } from './refunds.ts';
import { riderEndpoints } from './riders.ts';
import { roleEndpoints } from './roles.ts';
import { searchEndpoints } from './search.ts';
import { socialEndpoints } from './social.ts';
import { supportEndpoints } from './support.ts';
import { teamEndpoints } from './team.ts';
import { travelerEndpoints } from './travelers.ts';
import { twoFactorEndpoints } from './two-factor.ts';

// Each group on its own too: a page that imports only its group leaves the others out of its bundle.
export {
  accountEndpoints,
  activityEndpoints,
  authEndpoints,
  broadcastingEndpoints,
  dashboardEndpoints,
  geocodeEndpoints,
  notificationEndpoints,
  orderEndpoints,
  partnerEndpoints,
  productEndpoints,
  refundEndpoints,
  riderEndpoints,
  roleEndpoints,
  searchEndpoints,
  socialEndpoints,
  supportEndpoints,
  teamEndpoints,
  travelerEndpoints,
  twoFactorEndpoints,
};

/** Every call of the API, grouped by area. A call that is not here does not exist. */
export const endpoints = {
  auth: authEndpoints,
  account: accountEndpoints,
  twoFactor: twoFactorEndpoints,
  social: socialEndpoints,
  dashboard: dashboardEndpoints,
  search: searchEndpoints,
  notifications: notificationEndpoints,
  travelers: travelerEndpoints,
  partners: partnerEndpoints,
  riders: riderEndpoints,
  products: productEndpoints,
  orders: orderEndpoints,
  refunds: refundEndpoints,
  support: supportEndpoints,
  geocode: geocodeEndpoints,
  broadcasting: broadcastingEndpoints,
  activity: activityEndpoints,
  team: teamEndpoints,
  roles: roleEndpoints,
};

/** Every endpoint of the table as a flat list, for route registration and coverage tests. */
export function listEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}
