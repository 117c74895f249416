import { memo } from 'react';
import type { Product } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  PersonCell,
  StatusBadge,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';
import { formatMoney } from '../../lib/format.ts';
import * as styles from './ProductsScreen.css.ts';

/** The product's status, as its tab names it (one word per state: D48). */
export function ProductStatusBadge({ status }: { status: Product['status'] }) {
  return <StatusBadge status={status} />;
}

const columns: readonly DataTableColumn<Product>[] = [
  {
    id: 'product_id',
    header: 'Product ID',
    isSortable: true,
    width: '8.5rem',
    cell: (product) => product.product_id ?? product.id,
  },
  {
    id: 'name',
    header: 'Product',
    isRowHeader: true,
    isSortable: true,
    width: '18rem',
    cell: (product) => (
      <span className={styles.productCell}>
        {product.primary_image ? (
          <img className={styles.productImage} src={product.primary_image} alt="" />
        ) : (
          <span className={styles.productImage} aria-hidden="true" />
        )}
        <span className={styles.productName} title={product.name ?? undefined}>
          {product.name}
        </span>
      </span>
    ),
  },
  {
    id: 'partner_name',
    header: 'Partner Name',
    isSortable: true,
    cell: (product) => (
      <PersonCell
        src={product.partner?.profile_photo}
        name={product.partner?.business_name || product.partner?.name || ''}
        secondary={product.partner?.email}
      />
    ),
  },
  { id: 'condition_grade', header: 'Grade', isSortable: true, cell: (p) => p.condition_grade },
  { id: 'stock', header: 'Stock', isSortable: true, align: 'end', cell: (p) => p.stock ?? 0 },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (product) => <ProductStatusBadge status={product.status} />,
  },
  {
    id: 'buy_price',
    header: 'Price ($)',
    isSortable: true,
    align: 'end',
    cell: (product) => (product.buy_price == null ? '' : formatMoney(product.buy_price)),
  },
];

const getRowId = (product: Product) => product.id;
const getRowLabel = (product: Product) => product.name || `Product ${product.id}`;

/** Props of the products table. */
export interface ProductsTableProps extends Pick<
  DataTableProps<Product>,
  | 'aria-labelledby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'onRowAction'
  | 'rowActions'
  | 'isLoading'
  | 'loadingRowCount'
  | 'error'
  | 'onRetry'
> {
  /** The tab's empty text, e.g. 'No active products found.'. */
  emptyTitle: string;
}

/** The products list's table, memoised so a keystroke redraws only the search field. */
export const ProductsTable = memo(function ProductsTable({
  emptyTitle,
  ...props
}: ProductsTableProps) {
  return (
    <DataTable
      {...props}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading Products..."
      emptyState={
        <EmptyState title={emptyTitle} hint="Try adjusting filters or check back later." isLive />
      }
    />
  );
});
