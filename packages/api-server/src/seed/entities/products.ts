import { type DemoContext } from '../context.ts';
import { productImagePath } from '../images.ts';
import { garmentAdjectives, garments, materials, colours, sizes, grades } from '../shop-words.ts';
import type { PartnerRef } from './partners.ts';

/** An active product as an order line copies it. */
export interface CatalogueItem {
  id: number;
  name: string;
  image: string;
  priceCents: number;
}

/**
 * Products, mostly from approved partners; answers each partner's active products, which orders
 * are made of.
 */
export function generateProducts(
  ctx: DemoContext,
  partnerRows: readonly PartnerRef[],
): Map<number, CatalogueItem[]> {
  const { options, random, data, pastDate, money } = ctx;
  const sellers = partnerRows.filter((partner) => partner.status !== 'Pending');
  const sellerPool = sellers.length > 0 ? sellers : partnerRows;
  const productsByPartner = new Map<number, CatalogueItem[]>();
  let imageCounter = 0;
  for (let i = 1; i <= options.products && sellerPool.length > 0; i++) {
    const partner =
      i <= partnerRows.length && random.chance(0.1)
        ? (partnerRows[i - 1] as (typeof partnerRows)[number])
        : random.pick(sellerPool);
    const [garment, category] = random.pick(garments);
    const material = random.pick(materials);
    const name = `${random.pick(garmentAdjectives)} ${material} ${garment}`;
    const rental = random.chance(0.45);
    const status =
      partner.status === 'Pending'
        ? 'Pending'
        : random.weighted({ Active: 70, Pending: 20, Suspended: 10 });
    const priceCents = money(2500, 40000, 100) - 1;
    const createdAt = pastDate(500, 1);
    data.products.push({
      id: i,
      partnerId: partner.id,
      productCode: `PRD-${String(i).padStart(5, '0')}`,
      name,
      category,
      type: rental ? 'Rental' : 'Purchase',
      status,
      verificationStatus:
        status === 'Active' ? 'Verified' : status === 'Pending' ? 'Pending' : 'Rejected',
      buyPriceCents: priceCents,
      depositCents: rental ? money(2000, 15000, 500) : null,
      stock: status === 'Active' && random.chance(0.1) ? 0 : random.int(1, 40),
      conditionGrade: random.pick(grades),
      size: random.pick(sizes),
      color: random.pick(colours),
      material,
      minRentalDays: rental ? random.int(1, 3) : null,
      maxRentalDays: rental ? random.int(7, 30) : null,
      lateFeeCents: rental ? money(500, 2500, 50) : null,
      createdAt,
      updatedAt: createdAt,
    });
    const imageCount = random.int(1, 3);
    let primary = '';
    for (let position = 0; position < imageCount; position++) {
      const path = productImagePath(imageCounter++);
      if (position === 0) primary = path;
      data.productImages.push({ productId: i, imagePath: path, position });
    }
    if (status === 'Active') {
      const list = productsByPartner.get(partner.id) ?? [];
      list.push({ id: i, name, image: primary, priceCents });
      productsByPartner.set(partner.id, list);
    }
  }
  return productsByPartner;
}
