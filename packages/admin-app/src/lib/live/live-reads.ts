import type { RecordType } from '@packlight/api-types';

/**
 * The reads a change of each record type can alter, by endpoint name: its list (tabs and
 * counts included), its page, and the pages that show it (D56). Names, not entries, so the
 * shell that listens does not carry every area's schemas.
 */
export const liveReads: Record<RecordType, readonly string[]> = {
  partner: ['GET /partners', 'GET /partners/{id}', 'GET /dashboard/states'],
  rider: ['GET /riders', 'GET /riders/{id}', 'GET /orders/{id}'],
  traveler: ['GET /travelers', 'GET /travelers/{id}'],
  product: ['GET /products', 'GET /products/{id}', 'GET /partners/{id}'],
  order: ['GET /orders', 'GET /orders/{id}', 'GET /riders/{id}', 'GET /dashboard/states'],
  refund: ['GET /refunds', 'GET /refunds/{id}'],
  ticket: ['GET /support-tickets', 'GET /support-tickets/{id}/messages'],
};
