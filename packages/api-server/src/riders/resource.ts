import { regions } from '@packlight/api-types';
import type { RiderRow, UserRow } from '../db/schema/index.ts';

/** A rider row with its account, regions and order counts, as the queries load it. */
export interface RiderRecord {
  rider: RiderRow;
  user: UserRow;
  regions: string[];
  currentOrders: number;
  deliveredOrders: number;
  cancelledOrders: number;
}

/** Regions in the order the form offers them, whatever order the rows came in. */
export const orderedRegions = (names: readonly string[]) =>
  regions.filter((region) => names.includes(region));

/** The fields of a rider and its account that the API shows (a list loads only these). */
export interface RiderShown extends Omit<RiderRecord, 'rider' | 'user'> {
  rider: Pick<
    RiderRow,
    | 'id'
    | 'riderCode'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'status'
    | 'version'
    | 'availabilityStatus'
    | 'vehicleType'
    | 'vehicleName'
    | 'licensePlate'
    | 'licenseStatus'
    | 'insuranceExpireDate'
    | 'averageRating'
    | 'reviewsCount'
    | 'averageDeliveryMinutes'
    | 'latestComplaint'
    | 'createdAt'
  >;
  user: Pick<UserRow, 'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'profilePhoto'>;
}

/** A rider as the API shows it. `today` (YYYY-MM-DD) decides whether the insurance is valid. */
export function riderResource(record: RiderShown, today: string) {
  const { rider, user } = record;
  const expires = rider.insuranceExpireDate;
  return {
    id: rider.id,
    rider_id: rider.riderCode,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    profile_photo: user.profilePhoto,
    address: rider.address,
    latitude: rider.latitude,
    longitude: rider.longitude,
    status: rider.status,
    version: rider.version,
    availability_status: rider.availabilityStatus,
    assigned_region: orderedRegions(record.regions),
    vehicle_type: rider.vehicleType,
    vehicle_name: rider.vehicleName,
    license_plate: rider.licensePlate,
    license_status: rider.licenseStatus,
    insurance_expire_date: expires,
    insurance: expires === null ? null : expires >= today ? 'Valid' : 'Expired',
    rating: rider.averageRating,
    average_rating: rider.averageRating,
    reviews_count: rider.reviewsCount,
    average_delivery_time:
      rider.averageDeliveryMinutes === null ? null : `${rider.averageDeliveryMinutes} min`,
    current_assigned_orders: record.currentOrders,
    delivered_orders_count: record.deliveredOrders,
    cancelled_orders_count: record.cancelledOrders,
    latest_complaint: rider.latestComplaint ? { message: rider.latestComplaint } : null,
    created_at: rider.createdAt.toISOString(),
  };
}
