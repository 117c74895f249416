import type { Order } from '@packlight/api-types';
import { Card, DescriptionList, StatusBadge } from '@packlight/ui';
import { formatDay, formatMoney } from '../format.ts';

/** Order Information: date, items count, ETA, status and total (docs/product/part-2.md §2). */
export function OrderInfoCard({ order }: { order: Order }) {
  return (
    <Card as="section" title="Order Information">
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Order Date', value: formatDay(order.created_at) },
              { label: 'Items', value: order.items_count ?? order.items?.length },
              { label: 'ETA', value: order.eta },
              { label: 'Status', value: order.status && <StatusBadge status={order.status} /> },
              {
                label: 'Total',
                value: order.total_price == null ? null : formatMoney(order.total_price),
              },
            ],
          },
        ]}
      />
    </Card>
  );
}
