import { useCallback, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '@packlight/api-types';
import {
  Card,
  DataTable,
  EmptyState,
  Pagination,
  SearchField,
  StatusBadge,
  defaultPageSizeOptions,
  type DataTableColumn,
  type MenuAction,
} from '@packlight/ui';
import { formatMoney } from '../../lib/format.ts';
import {
  pageLocal,
  sortChange,
  tableSort,
  useListState,
  type ListStateRules,
} from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import { partnerProductSorts, shownProducts } from './partner-products.ts';
import * as styles from './PartnerProfileScreen.css.ts';

// Its own address parameters: the Orders tab keeps a list state of its own beside it.
const rules: ListStateRules = {
  statuses: [],
  sorts: partnerProductSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
  prefix: 'products_',
};

const columns: readonly DataTableColumn<Product>[] = [
  {
    id: 'product_id',
    header: 'Product ID',
    isSortable: true,
    cell: (product) => product.product_id,
  },
  { id: 'name', header: 'Product', isRowHeader: true, isSortable: true, cell: (p) => p.name },
  {
    id: 'condition_grade',
    header: 'Grade',
    isSortable: true,
    cell: (product) => product.condition_grade,
  },
  { id: 'stock', header: 'Stock', isSortable: true, align: 'end', cell: (p) => p.stock ?? 0 },
  {
    id: 'buy_price',
    header: 'Price',
    isSortable: true,
    align: 'end',
    cell: (product) => (product.buy_price == null ? '' : formatMoney(product.buy_price)),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (product) => <StatusBadge status={product.status} />,
  },
];

const getRowId = (product: Product) => product.id;
const getRowLabel = (product: Product) => product.name || `Product ${product.id}`;

/** A partner's Products tab: searched, sorted and paged here, as the products come with it. */
export function PartnerProducts({ products }: { products: readonly Product[] }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [state, update] = useListState(rules);
  const openProduct = useCallback(
    (product: Product) => void navigate(paths.productDetail.href(product.id)),
    [navigate],
  );
  // The list pattern on every table (D61): the row menu, as on the products list.
  const rowActions = useCallback(
    (product: Product): MenuAction[] => [
      { id: 'view', label: 'View', onAction: () => openProduct(product) },
    ],
    [openProduct],
  );
  const shown = useMemo(
    () => shownProducts(products, state.search, state.sort, state.dir),
    [products, state.search, state.sort, state.dir],
  );
  const page = pageLocal(shown, state.page, state.perPage);

  return (
    <Card as="section" title={<span id={titleId}>Products</span>}>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search products"
          placeholder="Search by name or product ID..."
          value={state.search}
          onChange={(search) => update({ search }, 'replace')}
          className={styles.search}
        />
      </div>
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        rows={page.rows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        sort={tableSort(state)}
        onSortChange={(next) => update(sortChange(next))}
        onRowAction={openProduct}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            title="No products found."
            hint="Try adjusting filters or check back later."
            isLive
          />
        }
      />
      <Pagination
        className={styles.pagination}
        total={shown.length}
        page={page.page}
        pageSize={state.perPage}
        onPageChange={(next) => update({ page: next })}
        onPageSizeChange={(perPage) => update({ perPage })}
        aria-label="Products pages"
      />
    </Card>
  );
}
