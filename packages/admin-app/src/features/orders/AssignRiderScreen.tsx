import { useCallback, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { assignRiderPageSize, riderAvailabilities, type Order } from '@packlight/api-types';
import {
  Button,
  Card,
  Inline,
  Link,
  Notice,
  PageHeader,
  Stack,
  defaultPageSizeOptions,
  toast,
} from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import {
  ListPagination,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  useListState,
  useTableSort,
  type ListStateRules,
} from '../../lib/list/index.ts';
import { orderLabel } from '../../lib/orders/order-labels.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { assignRider, useOrder, useRiderPage } from './api.ts';
import { AssignRiderTable, assignRiderSorts } from './AssignRiderTable.tsx';
import { waitsForRider } from './order-tabs.ts';
import * as styles from './OrdersScreen.css.ts';
import { versionOf } from '../../lib/live/record-versions.ts';

const listRules: ListStateRules = {
  statuses: riderAvailabilities,
  sorts: assignRiderSorts,
  pageSizes: defaultPageSizeOptions,
  // The assign-rider table starts at 5 rows (docs/product/part-2.md §9).
  defaultPageSize: assignRiderPageSize,
};

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Orders', href: paths.orders.href() },
  { label: 'Assign Rider' },
];

/** /orders/assignrider/:id : choose one rider for a pending order (part-2.md §2). */
export function AssignRiderScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useOrder(id);
  usePageTitle(id === null ? 'Assign Rider' : `Assign Rider · ${orderLabel(id)}`, 'Orders');

  return (
    <div className={styles.page}>
      <PageHeader
        breadcrumbs={trail}
        title="Assign Rider"
        lead={
          id !== null && (
            <>
              Choose the rider who delivers order{' '}
              <span className={styles.nowrap}>{orderLabel(id)}</span>.
            </>
          )
        }
        back={{ href: paths.orders.href(), label: 'Back to Orders' }}
      />
      <DetailGate
        id={id}
        record={data?.data}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading order details..."
        notFoundTitle="Order not found"
        errorTitle="Error loading order details."
        back={{ href: paths.orders.href(), label: 'Back to Orders' }}
      >
        {(order) =>
          waitsForRider(order) ? (
            <RiderChoice order={order} />
          ) : (
            <Notice
              tone="info"
              title={`${orderLabel(order.id)} is not waiting for a rider.`}
              action={
                <Link href={paths.orderDetail.href(order.id)} variant="standalone">
                  View the order
                </Link>
              }
            >
              {order.rider?.name
                ? `${order.rider.name} is already delivering it.`
                : `It is ${order.status ?? 'no longer Pending'}.`}
            </Notice>
          )
        }
      </DetailGate>
    </div>
  );
}

type Selection = ReadonlySet<string | number>;
const noSelection: Selection = new Set();

function RiderChoice({ order }: { order: Order }) {
  const titleId = useId();
  const messageId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(listRules);
  const list = useRiderPage(current, update);
  const [selected, setSelected] = useState<Selection>(noSelection);
  const [message, setMessage] = useState('');
  const [isAssigning, setIsAssigning] = useState(false);

  const onSelectionChange = useCallback((ids: Set<string | number>) => {
    setSelected(ids);
    if (ids.size > 0) setMessage('');
  }, []);
  const { sort, onSortChange } = useTableSort(current, update);

  async function assign() {
    const [riderId] = [...selected];
    // An inline message rather than the original's browser alert (part-2.md §8).
    if (riderId === undefined) {
      setMessage('Please select a rider');
      return;
    }
    setIsAssigning(true);
    try {
      await assignRider(order.id, Number(riderId), versionOf('order', order.id));
      toast.success('Rider assigned successfully');
      void navigate(paths.orders.href());
    } catch (error) {
      const reason = errorText(error, '');
      toast.danger(reason ? `Failed to assign rider. ${reason}` : 'Failed to assign rider');
      setIsAssigning(false);
    }
  }

  return (
    <Card title={<span id={titleId}>Riders</span>}>
      <Stack gap="md">
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            isPending={list.isBusy && !list.isLoading}
            label="Search riders"
            placeholder="Search riders..."
          />
          <ListStatusFilter state={current} update={update} statuses={riderAvailabilities} />
        </ListToolbar>
        <div aria-busy={list.isBusy}>
          <AssignRiderTable
            aria-labelledby={titleId}
            aria-describedby={message ? messageId : undefined}
            rows={list.rows}
            sort={sort}
            onSortChange={onSortChange}
            selectedIds={selected}
            onSelectionChange={onSelectionChange}
            isLoading={list.isLoading}
            error={list.error ? 'Error loading riders.' : undefined}
            onRetry={list.error ? list.retry : undefined}
          />
        </div>
        <ListPagination state={current} update={update} page={list} label="Riders pages" />
        <div id={messageId}>{message && <Notice tone="danger">{message}</Notice>}</div>
        <Inline gap="sm" justify="end">
          <Link href={paths.orders.href()} buttonVariant="secondary">
            Cancel
          </Link>
          <Button
            variant="primary"
            onPress={() => void assign()}
            isPending={isAssigning}
            pendingLabel="Assigning..."
          >
            Assign
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
