import { desc, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orders, partners, users } from '../db/schema/index.ts';
import { isSale } from './sales.ts';

const topPartnerCount = 5;

/** GET /dashboard/topPartners: the five partners with the highest total sales (ties: oldest id). */
export async function topPartners(db: Db) {
  const sales = db
    .select({
      partnerId: orders.partnerId,
      cents: sql<number>`sum(${orders.totalCents})`.as('cents'),
    })
    .from(orders)
    .where(isSale)
    .groupBy(orders.partnerId)
    .as('sales');
  const salesCents = sql<number>`coalesce(${sales.cents}, 0)::bigint`;
  const rows = await db
    .select({ partner: partners, owner: users, salesCents })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(sales, eq(sales.partnerId, partners.id))
    .orderBy(desc(salesCents), asc(partners.id))
    .limit(topPartnerCount);
  return rows.map(({ partner, owner, salesCents: cents }) => ({
    id: partner.id,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    profile_photo: owner.profilePhoto,
    business_name: partner.businessName,
    category: partner.category,
    location: partner.location,
    address: partner.address,
    status: partner.status,
    created_at: partner.createdAt.toISOString(),
    total_sales: Number(cents) / 100,
    average_rating: partner.averageRating,
    reviews_count: partner.reviewsCount,
  }));
}
