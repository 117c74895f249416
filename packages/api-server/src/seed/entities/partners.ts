import type { StoredAvailability } from '../../db/schema/index.ts';
import { type DemoContext } from '../context.ts';
import { avatarPath, documentImagePath } from '../images.ts';
import { businessFirst, businessSecond, businessCategories } from '../shop-words.ts';

/** What later generators need of a partner. */
export interface PartnerRef {
  id: number;
  userId: number;
  status: string;
}

/**
 * Partners with their owners, opening hours and document scans; about two thirds approved, the
 * rest pending or suspended (all three statuses).
 */
export function generatePartners(ctx: DemoContext): PartnerRef[] {
  const { options, random, data, newUserId, pastDate, phone, slug, email, place, person } = ctx;
  const partnerRows: PartnerRef[] = [];
  for (let i = 1; i <= options.partners; i++) {
    const who = person();
    const userId = newUserId();
    const createdAt = pastDate(720, 30);
    const status = i % 5 === 4 ? 'Pending' : i % 7 === 6 ? 'Suspended' : 'Active';
    const business = `${random.pick(businessFirst)} ${random.pick(businessSecond)}`;
    const domain = `${slug(business)}.com`;
    const where = place();
    data.users.push({
      id: userId,
      type: 'partner',
      firstName: who.first,
      lastName: who.last,
      name: who.name,
      email: email(who.first, who.last, domain),
      phone: phone(where.region),
      profilePhoto: avatarPath(i + 7),
      createdAt,
      updatedAt: createdAt,
    });
    const weekend = random.chance(0.6);
    const availability: StoredAvailability = {};
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      availability[weekday] = {
        checked: true,
        start_time: random.pick(['8:00 AM', '9:00 AM', '10:00 AM']),
        end_time: random.pick(['5:00 PM', '6:00 PM', '7:30 PM']),
      };
    }
    availability.Saturday = weekend
      ? { checked: true, start_time: '10:00 AM', end_time: '4:00 PM' }
      : { checked: false, start_time: null, end_time: null };
    availability.Sunday = { checked: false, start_time: null, end_time: null };
    const reviews = status === 'Pending' ? 0 : random.int(0, 420);
    data.partners.push({
      id: i,
      userId,
      businessName: business,
      category: random.pick(businessCategories),
      location: `${where.neighbourhood}, ${where.region}`,
      address: where.address,
      latitude: where.latitude,
      longitude: where.longitude,
      taxId:
        status === 'Pending' && random.chance(0.4)
          ? null
          : String(random.int(100_000_000, 999_999_999)),
      status: status as 'Active' | 'Pending' | 'Suspended',
      availability,
      averageRating: reviews > 0 ? Number(random.float(3.2, 5).toFixed(1)) : null,
      reviewsCount: reviews,
      latestComplaint: random.chance(0.25)
        ? random.pick([
            'Late handover to rider.',
            'Item not as described.',
            'Slow to answer messages.',
          ])
        : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (status !== 'Pending' || random.chance(0.5)) {
      for (const [kind, side, image] of [
        ['license', 'front', 'license-front'],
        ['license', 'back', 'license-back'],
        ['owner_id_card', 'front', 'id-front'],
        ['owner_id_card', 'back', 'id-back'],
      ] as const) {
        data.partnerDocuments.push({
          partnerId: i,
          kind,
          side,
          filePath: documentImagePath(image, i),
          createdAt,
        });
      }
    }
    partnerRows.push({ id: i, userId, status });
  }
  return partnerRows;
}
