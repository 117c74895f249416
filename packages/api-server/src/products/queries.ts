import { and, asc, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListQuery, Product } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import {
  orderItems,
  orders,
  partners,
  productImages,
  products,
  productVideos,
  users,
} from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  type ListAnswer,
  searchTextWhere,
  statusWhere,
  sortColumns,
} from '../http/list-query.ts';
import { answerList, type StreamedList } from '../http/streamed-list.ts';
import { dollars, dollarsOrNull } from '../db/money.ts';

/** The first picture by position: what lists and order lines show. */
export const primaryImagePath = sql<string | null>`(
  select ${productImages.imagePath} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

// Only the columns a product's answer shows: whole rows would also read the product's and the
// partner's and owner's stored search text and search pieces (migration 0008).
const listFields = {
  product: {
    id: products.id,
    productCode: products.productCode,
    name: products.name,
    category: products.category,
    type: products.type,
    status: products.status,
    version: products.version,
    verificationStatus: products.verificationStatus,
    buyPriceCents: products.buyPriceCents,
    depositCents: products.depositCents,
    stock: products.stock,
    conditionGrade: products.conditionGrade,
    minRentalDays: products.minRentalDays,
    maxRentalDays: products.maxRentalDays,
    lateFeeCents: products.lateFeeCents,
    size: products.size,
    color: products.color,
    material: products.material,
    createdAt: products.createdAt,
  },
  partner: { id: partners.id, businessName: partners.businessName },
  owner: { name: users.name, email: users.email, profilePhoto: users.profilePhoto },
  primaryImagePath,
};

function productsWithPartner(db: Db) {
  return db
    .select(listFields)
    .from(products)
    .innerJoin(partners, eq(partners.id, products.partnerId))
    .innerJoin(users, eq(users.id, partners.userId));
}

type ListRow = Awaited<ReturnType<typeof productsWithPartner>>[number];

function productResource({ product, partner, owner, primaryImagePath }: ListRow): Product {
  return {
    id: product.id,
    product_id: product.productCode,
    name: product.name,
    category: product.category,
    type: product.type,
    status: product.status,
    version: product.version,
    verification_status: product.verificationStatus,
    buy_price: dollars(product.buyPriceCents),
    deposit: dollarsOrNull(product.depositCents),
    stock: product.stock,
    condition_grade: product.conditionGrade,
    partner: {
      id: partner.id,
      name: owner.name,
      email: owner.email,
      profile_photo: owner.profilePhoto,
      business_name: partner.businessName,
    },
    min_rental: product.minRentalDays,
    max_rental: product.maxRentalDays,
    late_fee: dollarsOrNull(product.lateFeeCents),
    size: product.size,
    color: product.color,
    material: product.material,
    primary_image: primaryImagePath,
    created_at: product.createdAt.toISOString(),
  };
}

const sortable = {
  id: products.id,
  product_id: products.productCode,
  name: products.name,
  partner_name: products.partnerName,
  condition_grade: products.conditionGrade,
  stock: products.stock,
  status: products.status,
  buy_price: products.buyPriceCents,
  created_at: products.createdAt,
};

// The tabs' names for the stored statuses, as the partners list also calls Active "Approved".
const statusAliases: Record<string, string> = { approved: 'Active', inactive: 'Pending' };

/** GET /products: newest first unless sorted; searched by product and partner names. */
export async function listProducts(
  db: Db,
  query: ListQuery,
): Promise<ListAnswer<Product> | StreamedList<Product>> {
  const status = query.status && (statusAliases[query.status.toLowerCase()] ?? query.status);
  const where = and(
    searchTextWhere(query, products.searchText),
    statusWhere({ status }, products.status),
  );
  const order = indexedSortOrder(query, sortable, products.id, [
    desc(products.createdAt),
    desc(products.id),
  ]);
  const pick = {
    table: products,
    id: products.id,
    where,
    order,
    collectColumns: sortColumns(sortable),
  };
  const load = async (ids: number[]) => {
    const rows =
      ids.length === 0 ? [] : await productsWithPartner(db).where(amongIds(products.id, ids));
    return inIdOrder(ids, rows, (row) => row.product.id).map(productResource);
  };
  return answerList(db, query, pick, load);
}

/** How often a rental piece went out and came back, or was called off. */
async function rentalStats(db: Db, productId: number) {
  const [stats] = await db
    .select({
      completed: countDistinct(
        sql`case when ${inArray(orders.status, ['Delivered', 'Completed'])} then ${orders.id} end`,
      ),
      cancelled: countDistinct(
        sql`case when ${eq(orders.status, 'Cancelled')} then ${orders.id} end`,
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.productId, productId));
  return { completed_rentals: stats?.completed ?? 0, cancelled_rentals: stats?.cancelled ?? 0 };
}

/** A product with its pictures, videos and (for rentals) rental figures; null if there is none. */
export async function findProduct(db: Db, id: number): Promise<Product | null> {
  const [row] = await productsWithPartner(db).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const images = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const videos = await db
    .select()
    .from(productVideos)
    .where(eq(productVideos.productId, id))
    .orderBy(asc(productVideos.id));
  return {
    ...productResource(row),
    rental_stats: row.product.type === 'Rental' ? await rentalStats(db, id) : null,
    images: images.map((image) => ({ id: image.id, image_url: image.imagePath })),
    videos: videos.map((video) => ({
      id: video.id,
      video_url: video.videoUrl,
      video_path: video.videoPath,
      thumbnail: video.thumbnailPath,
    })),
  };
}
