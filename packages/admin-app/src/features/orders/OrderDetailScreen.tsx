import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Address, Order } from '@packlight/api-types';
import { Card, Link, PageHeader } from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { OrderAddressCard } from '../../lib/orders/OrderAddressCard.tsx';
import { OrderInfoCard } from '../../lib/orders/OrderInfoCard.tsx';
import { OrderItemsList } from '../../lib/orders/OrderItemsList.tsx';
import { orderLabel } from '../../lib/orders/order-labels.ts';
import { PartyCard } from '../../lib/orders/PartyCard.tsx';
import { TransactionsCard } from '../../lib/orders/TransactionsCard.tsx';
import { useRecordCommands } from '../../lib/palette/record-commands.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useOrder } from './api.ts';
import { MoneyBox } from '../../lib/orders/MoneyBox.tsx';
import { waitsForRider } from './order-tabs.ts';
import * as styles from './OrderDetailScreen.css.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { WithActivityTab } from '../../lib/activity/WithActivityTab.tsx';

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Orders', href: paths.orders.href() },
  { label: 'Details' },
];

/** /orders/ordersdetail/:id : one order, its items, money and parties (part-2.md §2). */
export function OrderDetailScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useOrder(id);
  const order = data?.data;
  usePageTitle(id === null ? 'Order Details' : `Order ${orderLabel(id)}`, 'Orders');
  const navigate = useNavigate();
  // Offered to roles that may give orders to riders (decisions.md D71).
  const mayAssign = usePermission(paths.assignRider.permission);
  const canAssign = mayAssign && order !== undefined && waitsForRider(order);
  const commands = useMemo(
    () =>
      canAssign && id !== null
        ? {
            title: `Order ${orderLabel(id)}`,
            commands: [
              {
                id: 'assign',
                label: 'Assign a rider to this order',
                run: () => void navigate(paths.assignRider.href(id)),
              },
            ],
          }
        : null,
    [canAssign, id, navigate],
  );
  useRecordCommands(commands);

  return (
    <div className={styles.page}>
      <PageHeader
        breadcrumbs={trail}
        title={id === null ? 'Order Details' : `Order ${orderLabel(id)}`}
        actions={
          order &&
          canAssign && (
            <Link href={paths.assignRider.href(order.id)} buttonVariant="primary">
              Assign Rider
            </Link>
          )
        }
      />
      <RecordLiveNote type="order" id={id} />
      <DetailGate
        id={id}
        record={order}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading order details..."
        notFoundTitle="Order not found"
        errorTitle="Error loading order details."
        back={{ href: paths.orders.href(), label: 'Back to Orders' }}
      >
        {(record) => (
          <WithActivityTab subjectType="order" subjectId={record.id}>
            <OrderDetail order={record} />
          </WithActivityTab>
        )}
      </DetailGate>
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const addressOf = (type: Address['type']) =>
    order.traveler?.addresses?.find((address) => address.type === type);
  const hasContact = Boolean(order.contact_name || order.contact_phone);
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <OrderInfoCard order={order} />
        <Card as="section" title="Items">
          <OrderItemsList items={order.items ?? []} />
          <MoneyBox order={order} />
        </Card>
        {order.transactions && order.transactions.length > 0 && (
          <TransactionsCard transactions={order.transactions} />
        )}
      </div>
      <div className={styles.column}>
        {order.traveler && (
          <PartyCard
            title="Customer"
            party={order.traveler}
            href={order.traveler.id ? paths.travelerProfile.href(order.traveler.id) : undefined}
          />
        )}
        {order.partner && (
          <PartyCard
            title="Partner"
            party={order.partner}
            href={order.partner.id ? paths.partnerProfile.href(order.partner.id) : undefined}
          />
        )}
        {order.rider && (
          <PartyCard
            title="Rider"
            party={order.rider}
            href={paths.riderProfile.href(order.rider.id)}
            extraRows={[{ label: 'Vehicle', value: order.rider.vehicle_type }]}
          />
        )}
        {hasContact && (
          <PartyCard
            title="Contact Person"
            party={{ name: order.contact_name, phone: order.contact_phone }}
          />
        )}
        <OrderAddressCard type="shipping" address={addressOf('shipping')} />
        <OrderAddressCard type="billing" address={addressOf('billing')} />
      </div>
    </div>
  );
}
