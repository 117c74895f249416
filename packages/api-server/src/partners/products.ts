import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { products } from '../db/schema/index.ts';
import { dollars, dollarsOrNull } from '../db/money.ts';
import { primaryImagePath } from '../products/list.ts';

/** A partner's products as the Products tab lists them, newest first, each with its first image. */
export async function partnerProducts(db: Db, partnerId: number) {
  const rows = await db
    .select({
      product: products,
      primaryImage: primaryImagePath,
    })
    .from(products)
    .where(eq(products.partnerId, partnerId))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(({ product, primaryImage }) => ({
    id: product.id,
    product_id: product.productCode,
    name: product.name,
    category: product.category,
    type: product.type,
    status: product.status,
    verification_status: product.verificationStatus,
    buy_price: dollars(product.buyPriceCents),
    deposit: dollarsOrNull(product.depositCents),
    stock: product.stock,
    condition_grade: product.conditionGrade,
    min_rental: product.minRentalDays,
    max_rental: product.maxRentalDays,
    late_fee: dollarsOrNull(product.lateFeeCents),
    size: product.size,
    color: product.color,
    material: product.material,
    primary_image: primaryImage,
    created_at: product.createdAt.toISOString(),
  }));
}
