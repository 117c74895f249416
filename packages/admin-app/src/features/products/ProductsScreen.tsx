import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  partnerEndpoints,
  productEndpoints,
  type Product,
  type ProductStatusAction,
} from '@packlight/api-types';
import {
  Card,
  ConfirmDialog,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
  type MenuAction,
} from '@packlight/ui';
import { useCan } from '../../lib/access/use-permission.ts';
import { errorText } from '../../lib/api-error.ts';
import {
  ListBody,
  ListSearch,
  ListToolbar,
  statusActionBack,
  isTabCountAsked,
  shownTabCount,
  toastWithUndo,
  useListState,
  useTableSort,
} from '../../lib/list/index.ts';
import { rowVersion, versionOf } from '../../lib/live/record-versions.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { setProductStatus, useProductPage, useProductTabCount } from './api.ts';
import { productListRules } from './list-rules.ts';
import { listTabOf, productTabOf, productTabs } from './product-tabs.ts';
import { canAccept, canReject, emptyTitleOf, statusDoneMessage } from './product-rules.ts';
import { ProductsTable } from './ProductsTable.tsx';
import { RequestInfoDialog, type RequestInfoTarget } from './RequestInfoDialog.tsx';
import * as styles from './ProductsScreen.css.ts';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Products' }];

/** /products: the Approved, Pending and Suspended tabs, each paged by the server (part-2.md §2). */
export function ProductsScreen() {
  usePageTitle('Products');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(productListRules);
  const tab = productTabOf(current.tab);
  const list = useProductPage(current, update);
  const counts = {
    approved: useProductTabCount(
      productTabs[0],
      current,
      isTabCountAsked(list.meta, tab.id, 'approved'),
    ),
    pending: useProductTabCount(
      productTabs[1],
      current,
      isTabCountAsked(list.meta, tab.id, 'pending'),
    ),
    suspended: useProductTabCount(
      productTabs[2],
      current,
      isTabCountAsked(list.meta, tab.id, 'suspended'),
    ),
  };
  counts[tab.id] = shownTabCount(list.meta) ?? counts[tab.id];
  const [toReject, setToReject] = useState<Product | null>(null);
  const [askAbout, setAskAbout] = useState<RequestInfoTarget | null>(null);

  /** A change that can be taken back (not one from Pending: no action returns there) offers Undo. */
  const changeStatus = useCallback(async (product: Product, action: ProductStatusAction) => {
    let message: string;
    try {
      // The row's version: refused (412) if the product changed since the list showed it.
      message =
        (await setProductStatus(product.id, action, rowVersion(product))) ||
        statusDoneMessage(action);
    } catch (error) {
      toast.danger(errorText(error, 'Failed to update product status'));
      throw error;
    }
    const back = statusActionBack(product.status);
    if (back === null) toast.success(message);
    else {
      toastWithUndo(
        message,
        async () =>
          (await setProductStatus(product.id, back, versionOf('product', product.id))) ||
          statusDoneMessage(back),
      );
    }
  }, []);

  const openProduct = useCallback(
    (product: Product) => void navigate(paths.productDetail.href(product.id)),
    [navigate],
  );

  const can = useCan();
  // Decisions are offered to roles that may take them (decisions.md D71).
  const mayDecide = can(productEndpoints.statusUpdate);
  const mayAsk = can(partnerEndpoints.requestInformation);

  const rowActions = useCallback(
    (product: Product): MenuAction[] => [
      { id: 'view', label: 'View', onAction: () => openProduct(product) },
      ...(mayDecide && canAccept(product.status)
        ? [
            {
              id: 'accept',
              label: 'Accept',
              onAction: () => void changeStatus(product, 'accept').catch(() => undefined),
            },
          ]
        : []),
      ...(mayDecide && canReject(product.status)
        ? [
            {
              id: 'reject',
              label: 'Reject',
              tone: 'danger' as const,
              onAction: () => setToReject(product),
            },
          ]
        : []),
      ...(mayAsk && product.partner?.email
        ? [
            {
              id: 'request',
              label: 'Request Information',
              onAction: () =>
                setAskAbout({
                  productName: product.name ?? `product ${product.id}`,
                  email: product.partner!.email!,
                  businessName: product.partner!.business_name,
                }),
            },
          ]
        : []),
    ],
    [changeStatus, openProduct, setToReject, setAskAbout, mayDecide, mayAsk],
  );

  const { sort, onSortChange } = useTableSort(current, update);

  const table = (
    <ListBody state={current} update={update} page={list} label="Products pages">
      <ProductsTable
        aria-labelledby={titleId}
        emptyTitle={emptyTitleOf(tab)}
        rows={list.rows}
        sort={sort}
        onSortChange={onSortChange}
        onRowAction={openProduct}
        rowActions={rowActions}
        isLoading={list.isLoading}
        loadingRowCount={current.perPage}
        error={list.error ? 'Error loading products.' : undefined}
        onRetry={list.error ? list.retry : undefined}
      />
    </ListBody>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Products"
        titleId={titleId}
        breadcrumbs={trail}
        lead="Review the pieces partners list for sale and rent."
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            isPending={list.isBusy && !list.isLoading}
            label="Search products"
            placeholder="Search products..."
          />
        </ListToolbar>
        <Tabs
          selectedKey={tab.id}
          onSelectionChange={(key) => update({ tab: listTabOf(String(key)) })}
        >
          <TabList aria-label="Product status">
            {productTabs.map(({ id, label }) => (
              <Tab key={id} id={id} count={counts[id]}>
                {label}
              </Tab>
            ))}
          </TabList>
          {productTabs.map(({ id }) => (
            <TabPanel key={id} id={id} className={styles.panel}>
              {table}
            </TabPanel>
          ))}
        </Tabs>
      </Card>
      <ConfirmDialog
        isOpen={toReject !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToReject(null);
        }}
        title="Reject Product"
        message={`Reject ${toReject?.name ?? 'this product'}? It will be suspended and leave the shop.`}
        confirmLabel="Reject"
        tone="danger"
        onConfirm={() => (toReject ? changeStatus(toReject, 'reject') : undefined)}
      />
      <RequestInfoDialog target={askAbout} onClose={() => setAskAbout(null)} />
    </div>
  );
}
