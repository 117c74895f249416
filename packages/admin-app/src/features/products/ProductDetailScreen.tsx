import { useState } from 'react';
import { useParams } from 'react-router';
import { productEndpoints, type Product } from '@packlight/api-types';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Link,
  MediaGallery,
  PageHeader,
  PersonCell,
  StatusBadge,
  VideoPlayer,
  toast,
} from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { usePermission } from '../../lib/access/use-permission.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { formatMoney } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useRecordCommand } from '../../lib/palette/record-commands.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { setProductStatus, useProduct } from './api.ts';
import {
  productVideo,
  rentalDays,
  statusDoneMessage,
  statusToggle,
  stockLabel,
} from './product-rules.ts';
import { ProductStatusBadge } from './ProductsTable.tsx';
import * as styles from './ProductDetailScreen.css.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { versionOf } from '../../lib/live/record-versions.ts';
import { WithActivityTab } from '../../lib/activity/WithActivityTab.tsx';

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Products', href: paths.products.href() },
  { label: 'Details' },
];
const back = { href: paths.products.href(), label: 'Back to Products' };

const money = (dollars: number | null | undefined) =>
  dollars == null ? null : formatMoney(dollars);

/** /products/productsdetail without an id: say so and lead back (part-2.md §2). */
export function NoProductScreen() {
  usePageTitle('Product Details', 'Products');
  return (
    <div className={styles.page}>
      <PageHeader breadcrumbs={trail} title="Product Details" />
      <EmptyState
        headingLevel={2}
        title="No product selected"
        hint="Choose a product from the list to see its details."
        action={
          <Link href={back.href} variant="standalone">
            {back.label}
          </Link>
        }
      />
    </div>
  );
}

/** /products/productsdetail/:id : one product, its pictures, video and status (part-2.md §2). */
export function ProductDetailScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useProduct(id);
  const product = data?.data;
  usePageTitle(product?.name ?? 'Product Details', 'Products');
  // A role that may not decide reads the product without the toggle (decisions.md D71).
  const mayDecide = usePermission(productEndpoints.statusUpdate);

  return (
    <div className={styles.page}>
      <PageHeader
        breadcrumbs={trail}
        title={product?.name ?? 'Product Details'}
        actions={product && mayDecide && <StatusToggle product={product} />}
      />
      <RecordLiveNote type="product" id={id} />
      <DetailGate
        id={id}
        record={product}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading product details..."
        notFoundTitle="Product not found"
        errorTitle="Error loading product details."
        back={back}
      >
        {(record) => (
          <WithActivityTab subjectType="product" subjectId={record.id}>
            <ProductDetail product={record} />
          </WithActivityTab>
        )}
      </DetailGate>
    </div>
  );
}

/**
 * 'Suspend' on an Active product, 'Activate' otherwise (part-2.md §4, D48); the toast names the
 * state the product is now in (docs/product/decisions.md D6).
 */
function StatusToggle({ product }: { product: Product }) {
  const [isWorking, setIsWorking] = useState(false);
  const toggle = statusToggle(product.status);
  useRecordCommand(
    product.name ?? `Product ${product.id}`,
    toggle.action === 'suspended' ? 'Suspend this product' : 'Activate this product',
    () => void run(),
    toggle.action === 'suspended' ? 'danger' : 'neutral',
  );
  async function run() {
    setIsWorking(true);
    try {
      const message = await setProductStatus(
        product.id,
        toggle.action,
        versionOf('product', product.id),
      );
      toast.success(message || statusDoneMessage(toggle.action));
    } catch (error) {
      toast.danger(errorText(error, 'Failed to update product status'));
    } finally {
      setIsWorking(false);
    }
  }
  return (
    <Button
      variant={toggle.action === 'suspended' ? 'danger' : 'primary'}
      onPress={() => void run()}
      isPending={isWorking}
      pendingLabel="Updating..."
    >
      {toggle.label}
    </Button>
  );
}

/** Verified green, Pending orange, a rejected-style label red (part-2.md §4). */
function verificationTone(status: string) {
  const word = status.trim().toLowerCase();
  if (word === 'verified') return 'success';
  return word === 'pending' ? 'warning' : 'danger';
}

function ProductDetail({ product }: { product: Product }) {
  const name = product.name ?? `Product ${product.id}`;
  const images = (product.images ?? []).map((image, index) => ({
    src: image.image_url,
    alt: `${name}, picture ${index + 1}`,
  }));
  const video = productVideo(product.videos);
  const isRental = product.type?.trim().toLowerCase() === 'rental';
  const stock = product.stock ?? 0;

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <Card as="section" title="Pictures">
          <MediaGallery images={images} label={`${name} pictures`} />
        </Card>
        <Card as="section" title="Video">
          <VideoPlayer src={video?.src} poster={video?.poster} title={`${name} video`} />
        </Card>
      </div>
      <div className={styles.column}>
        <Card as="section" title="Overview">
          <DescriptionList
            sections={[
              {
                rows: [
                  { label: 'Product ID', value: product.product_id ?? product.id },
                  { label: 'Status', value: <ProductStatusBadge status={product.status} /> },
                  { label: 'Category', value: product.category },
                  { label: 'Type', value: product.type },
                  { label: 'Grade', value: product.condition_grade },
                  { label: 'Size', value: product.size },
                  { label: 'Color', value: product.color },
                  { label: 'Material', value: product.material },
                  {
                    label: 'Stock',
                    value: (
                      <StatusBadge
                        status={`${stockLabel(stock)} (${stock})`}
                        tone={stock > 0 ? 'success' : 'danger'}
                      />
                    ),
                  },
                ],
              },
            ]}
          />
        </Card>
        {isRental ? (
          <Card as="section" title="Rental Parameters">
            <DescriptionList
              sections={[
                {
                  rows: [
                    { label: 'Rental Price', value: money(product.buy_price) },
                    {
                      label: 'Rental Duration',
                      value: rentalDays(product.min_rental, product.max_rental),
                    },
                    {
                      label: 'Late Fee',
                      value:
                        product.late_fee == null
                          ? null
                          : `${formatMoney(product.late_fee)} per day after return date`,
                    },
                    { label: 'Deposit', value: money(product.deposit) },
                    {
                      label: 'Completed Rentals',
                      value: product.rental_stats?.completed_rentals,
                    },
                    {
                      label: 'Cancelled Rentals',
                      value: product.rental_stats?.cancelled_rentals,
                    },
                  ],
                },
              ]}
            />
          </Card>
        ) : (
          <Card as="section" title="Purchase Details">
            <DescriptionList
              sections={[{ rows: [{ label: 'Price', value: money(product.buy_price) }] }]}
            />
          </Card>
        )}
        <Card as="section" title="Verification">
          <DescriptionList
            sections={[
              {
                rows: [
                  {
                    label: 'Verification Status',
                    value: product.verification_status && (
                      <StatusBadge
                        status={product.verification_status}
                        tone={verificationTone(product.verification_status)}
                      />
                    ),
                  },
                ],
              },
            ]}
          />
        </Card>
        {product.partner && (
          <Card as="section" title="Partner">
            <PersonCell
              src={product.partner.profile_photo}
              name={product.partner.business_name || product.partner.name || ''}
              secondary={product.partner.email}
              href={product.partner.id ? paths.partnerProfile.href(product.partner.id) : undefined}
            />
          </Card>
        )}
      </div>
    </div>
  );
}
