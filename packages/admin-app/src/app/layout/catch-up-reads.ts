import { notificationEndpoints, supportEndpoints } from '@packlight/api-types';

/**
 * The reads live events keep current: the header's notifications and an open ticket list. In a
 * module of their own, loaded when the socket first connects (after the first paint), so the
 * support schemas do not travel with every page.
 */
export const catchUpReads = [
  notificationEndpoints.list,
  notificationEndpoints.latest,
  supportEndpoints.list,
];
