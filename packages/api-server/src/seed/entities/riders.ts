import { day, type DemoContext } from '../context.ts';
import { avatarPath, documentImagePath } from '../images.ts';
import { nyc } from '../place-words.ts';
import { vehicles } from '../shop-words.ts';

/** What later generators need of a rider. */
export interface RiderRef {
  id: number;
  userId: number;
  name: string;
  active: boolean;
}

/** Riders with vehicles, regions and licence scans; most active. */
export function generateRiders(ctx: DemoContext): RiderRef[] {
  const { options, random, now, data, newUserId, pastDate, phone, email, place, person } = ctx;
  const riderRows: RiderRef[] = [];
  for (let i = 1; i <= options.riders; i++) {
    const who = person();
    const userId = newUserId();
    const createdAt = pastDate(600, 20);
    const vehicleType = random.pick(Object.keys(vehicles));
    const regions = random.sample(nyc, random.int(1, 3));
    const home = place(regions[0]);
    const active = random.chance(0.85);
    data.users.push({
      id: userId,
      type: 'rider',
      firstName: who.first,
      lastName: who.last,
      name: who.name,
      email: email(who.first, who.last, 'riders.packlight.dev'),
      phone: phone(home.region),
      profilePhoto: avatarPath(i + 23),
      createdAt,
      updatedAt: createdAt,
    });
    const insurance = new Date(now + random.int(-30, 900) * day).toISOString().slice(0, 10);
    data.riders.push({
      id: i,
      userId,
      riderCode: `RD-${String(i).padStart(4, '0')}`,
      address: home.address,
      latitude: home.latitude,
      longitude: home.longitude,
      status: active ? 'Active' : 'Suspended',
      availabilityStatus: active && random.chance(0.55) ? 'Online' : 'Offline',
      vehicleType,
      vehicleName: random.pick(vehicles[vehicleType] as string[]),
      licensePlate:
        vehicleType === 'Bike'
          ? null
          : `${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25), 65 + random.int(0, 25))}-${random.int(1000, 9999)}`,
      licenseStatus: random.chance(0.9) ? 'Verified' : 'Pending',
      insuranceExpireDate: insurance,
      averageRating: Number(random.float(3.5, 5).toFixed(1)),
      reviewsCount: random.int(0, 600),
      averageDeliveryMinutes: random.int(18, 55),
      latestComplaint: random.chance(0.2)
        ? random.pick(['Package left outside the door.', 'Arrived later than the ETA.'])
        : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const region of regions) data.riderRegions.push({ riderId: i, region: region.name });
    data.riderDocuments.push(
      {
        riderId: i,
        kind: 'license_front',
        filePath: documentImagePath('license-front', i + 3),
        createdAt,
      },
      {
        riderId: i,
        kind: 'license_back',
        filePath: documentImagePath('license-back', i + 3),
        createdAt,
      },
    );
    riderRows.push({ id: i, userId, name: who.name, active });
  }
  return riderRows;
}
