import { asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orderItems, orders, productImages, productVideos } from '../db/schema/index.ts';
import { shownProducts } from './list.ts';
import { productResource } from './resource.ts';

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
  const [row] = await shownProducts(db, [id]);
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
    rental_stats: row.type === 'Rental' ? await rentalStats(db, id) : null,
    images: images.map((image) => ({ id: image.id, image_url: image.imagePath })),
    videos: videos.map((video) => ({
      id: video.id,
      video_url: video.videoUrl,
      video_path: video.videoPath,
      thumbnail: video.thumbnailPath,
    })),
  };
}
