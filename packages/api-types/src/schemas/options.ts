/**
 * Option lists shared by the app (filters, selects, badges) and the server (validation, seeds).
 * Each is `as const`, so its values are also the type of the matching field.
 */

/** Page size choices of every paginated table (docs/product/part-1.md and docs/product/part-2.md §9). */
export const pageSizes = [5, 10, 25, 50] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize = 10 satisfies PageSize;
/** The assign-rider table starts smaller (docs/product/part-2.md §9). */
export const assignRiderPageSize = 5 satisfies PageSize;

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export const regions = ['Brooklyn', 'Queens', 'Manhattan'] as const;
export type Region = (typeof regions)[number];

export const vehicleTypes = ['Bike', 'Car', 'Scooter', 'Van'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const socialProviders = ['google', 'apple', 'shopify'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const addressTypes = ['shipping', 'billing'] as const;
export type AddressType = (typeof addressTypes)[number];

export const travelerStatuses = ['Active', 'Suspended'] as const;
export type TravelerStatus = (typeof travelerStatuses)[number];
/** What bulk-update sends; row Suspend sends Deactivate too (docs/product/part-1.md §4). */
export const travelerBulkStatuses = ['Activate', 'Deactivate'] as const;
export type TravelerBulkStatus = (typeof travelerBulkStatuses)[number];

/** Active is what the partners list calls Approved. */
export const partnerStatuses = ['Active', 'Pending', 'Suspended'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
export const partnerStatusActions = ['accept', 'reject', 'suspended'] as const;
export type PartnerStatusAction = (typeof partnerStatusActions)[number];

export const riderStatuses = ['Active', 'Suspended'] as const;
export type RiderStatus = (typeof riderStatuses)[number];
export const riderStatusActions = ['active', 'suspended'] as const;
export type RiderStatusAction = (typeof riderStatusActions)[number];
export const riderAvailabilities = ['Online', 'Offline'] as const;
export type RiderAvailability = (typeof riderAvailabilities)[number];

export const productStatuses = ['Pending', 'Active', 'Suspended'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusActions = ['accept', 'reject', 'suspended'] as const;
export type ProductStatusAction = (typeof productStatusActions)[number];

/**
 * Order statuses the spec names (seen on orders, and counted on the dashboard). The field itself
 * stays an open string: the dashboard counts anything else as Unknown.
 */
export const orderStatuses = [
  'Pending',
  'Processing',
  'In Transit',
  'Shipped',
  'Delivered',
  'Completed',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const refundStatuses = ['Pending', 'Processed', 'Rejected'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
/** Approve sends Processed, Reject sends Rejected. */
export const refundStatusActions = ['Processed', 'Rejected'] as const;
export type RefundStatusAction = (typeof refundStatusActions)[number];

/** The list shows Pending, In Progress and Resolved; the chat dropdown offers Rejected too. */
export const ticketStatuses = ['Pending', 'In Progress', 'Resolved', 'Rejected'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Delivery markers of a chat message; pending is the optimistic copy before the server answers. */
export const messageStatuses = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Deadline choices of the partner request-information dialog. */
export const requestInformationDeadlines = ['today', 'tomorrow', 'next_week'] as const;
export type RequestInformationDeadline = (typeof requestInformationDeadlines)[number];
