import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  assignRiderPageSize,
  riderAvailabilities,
  type Order,
  type Rider,
} from '@packlight/api-types';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Link,
  LoadingState,
  Notice,
  PageHeader,
  RadioGroup,
  Stack,
  defaultPageSizeOptions,
  toast,
  type RadioOption,
} from '@packlight/ui';
import { ApiError, failureText } from '../../lib/api-error.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import {
  ListPagination,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  useListState,
  type ListStateRules,
} from '../../lib/list/index.ts';
import { orderLabel } from '../../lib/orders/order-labels.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { assignRider, useOrder, useRiderPage } from './api.ts';
import { waitsForRider } from './order-tabs.ts';
import * as styles from './OrdersScreen.css.ts';
import { versionOf } from '../../lib/live/record-versions.ts';

const listRules: ListStateRules = {
  statuses: riderAvailabilities,
  sorts: [],
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

/** Only Active riders are offered: the server refuses a suspended one (D12). */
const assignable = { standing: 'Active' } as const;

function RiderChoice({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [current, update] = useListState(listRules);
  const list = useRiderPage(current, update, assignable);
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [isAssigning, setIsAssigning] = useState(false);

  const choose = useCallback((id: string) => {
    setSelected(id);
    setMessage('');
  }, []);

  async function assign() {
    // An inline message rather than the original's browser alert (part-2.md §8).
    if (selected === null) {
      setMessage('Please select a rider');
      return;
    }
    setIsAssigning(true);
    try {
      await assignRider(order.id, Number(selected), versionOf('order', order.id));
      toast.success('Rider assigned successfully');
      void navigate(paths.orders.href());
    } catch (error) {
      // A refusal about the rider shows under the choice; any other failure in a toast.
      const riderError = error instanceof ApiError ? error.fieldError('rider_id') : undefined;
      if (riderError) setMessage(riderError);
      else toast.danger(`Failed to assign rider. ${failureText(error)}`);
      setIsAssigning(false);
    }
  }

  return (
    <Card title="Riders">
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
          {list.error ? (
            <Notice
              tone="danger"
              title="Error loading riders."
              action={
                <Button variant="secondary" size="sm" onPress={list.retry}>
                  Retry
                </Button>
              }
            />
          ) : list.isLoading ? (
            <LoadingState label="Loading Riders..." />
          ) : list.rows.length === 0 ? (
            <EmptyState
              title="No riders found."
              hint="Only active riders can take orders. Try adjusting filters."
              isLive
            />
          ) : (
            <RadioGroup
              label="Rider"
              description="Active riders only; a suspended rider cannot take orders."
              name="rider_id"
              value={selected}
              onChange={choose}
              errorMessage={message || undefined}
              options={list.rows.map(riderOption)}
            />
          )}
        </div>
        {list.rows.length === 0 && message && <Notice tone="danger">{message}</Notice>}
        <ListPagination state={current} update={update} page={list} label="Riders pages" />
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

/** A rider as one choice: the name, then how to reach them and how busy they are. */
function riderOption(rider: Rider): RadioOption {
  const orders = rider.current_assigned_orders ?? 0;
  return {
    value: String(rider.id),
    label: rider.name || `Rider ${rider.id}`,
    description: [
      rider.availability_status,
      `${orders} current ${orders === 1 ? 'order' : 'orders'}`,
      rider.phone,
      rider.email,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}
