import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  refundEndpoints,
  type Address,
  type Refund,
  type RefundStatusAction,
} from '@packlight/api-types';
import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  Inline,
  MediaGallery,
  PageHeader,
  StatusBadge,
  toast,
} from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
import { errorText } from '../../lib/api-error.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { OrderAddressCard } from '../../lib/orders/OrderAddressCard.tsx';
import { OrderInfoCard } from '../../lib/orders/OrderInfoCard.tsx';
import { MoneyBox } from '../../lib/orders/MoneyBox.tsx';
import { OrderItemsList } from '../../lib/orders/OrderItemsList.tsx';
import { orderLabel } from '../../lib/orders/order-labels.ts';
import { PartyCard } from '../../lib/orders/PartyCard.tsx';
import { TransactionsCard } from '../../lib/orders/TransactionsCard.tsx';
import { useRecordCommands } from '../../lib/palette/record-commands.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { decideRefund, useRefund } from './api.ts';
import { decisionMessage, isUndecided, refundDecisions, timeAgo } from './refund-rules.ts';
import * as styles from './RefundDetailScreen.css.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { versionOf } from '../../lib/live/record-versions.ts';
import { WithActivityTab } from '../../lib/activity/WithActivityTab.tsx';

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Refunds', href: paths.refunds.href() },
  { label: 'Details' },
];
const back = { href: paths.refunds.href(), label: 'Back to Refunds' };

/** /refund/refundsdetail/:id : one refund request and its order (docs/product/part-2.md §2). */
export function RefundDetailScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useRefund(id);
  const refund = data?.data;
  const title = refund?.refund_id ? `Refund ${refund.refund_id}` : 'Refund Details';
  usePageTitle(title, 'Refunds');
  // Approve and Reject are offered to roles that decide refunds (decisions.md D71).
  const mayDecide = usePermission(refundEndpoints.statusUpdate);

  return (
    <div className={styles.page}>
      <PageHeader
        breadcrumbs={trail}
        title={title}
        actions={refund && mayDecide && isUndecided(refund.status) && <Decision refund={refund} />}
      />
      <RecordLiveNote type="refund" id={id} />
      <DetailGate
        id={id}
        record={refund}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading refund details..."
        notFoundTitle="Refund not found"
        errorTitle="Error loading refund details."
        back={back}
      >
        {(record) => (
          <WithActivityTab subjectType="refund" subjectId={record.id}>
            <RefundDetail refund={record} />
          </WithActivityTab>
        )}
      </DetailGate>
    </div>
  );
}

/**
 * Reject and Approve, each confirmed with the amount at stake (part-2.md §4: Approve sends
 * Processed, Reject sends Rejected). The record reloads after; once decided the buttons go.
 */
function Decision({ refund }: { refund: Refund }) {
  const [asking, setAsking] = useState<RefundStatusAction | null>(null);
  const amount = refund.amount == null ? 'the requested amount' : formatMoney(refund.amount);
  const decision = asking ? refundDecisions[asking] : null;
  const commands = useMemo(
    () => ({
      title: String(refund.refund_id ?? `Refund ${refund.id}`),
      commands: [
        { id: 'approve', label: 'Approve this refund', run: () => setAsking('Processed') },
        {
          id: 'reject',
          label: 'Reject this refund',
          run: () => setAsking('Rejected'),
          tone: 'danger' as const,
        },
      ],
    }),
    [refund.refund_id, refund.id],
  );
  useRecordCommands(commands);

  return (
    <>
      <Inline gap="sm">
        <Button variant="danger" onPress={() => setAsking('Rejected')}>
          Reject
        </Button>
        <Button variant="primary" onPress={() => setAsking('Processed')}>
          Approve
        </Button>
      </Inline>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsking(null);
        }}
        title={decision ? `${decision.label} Refund` : ''}
        message={
          decision
            ? `${decision.label} the refund of ${amount} to ${refund.traveler?.name ?? 'the traveler'}? This cannot be undone.`
            : ''
        }
        confirmLabel={decision?.label ?? ''}
        tone={decision?.tone ?? 'neutral'}
        onConfirm={async () => {
          if (!asking) return;
          try {
            const message = await decideRefund(refund.id, asking, versionOf('refund', refund.id));
            toast.success(message || decisionMessage(asking));
          } catch (error) {
            toast.danger(errorText(error, 'Failed to update refund status'));
            // Rejecting keeps the dialog open, so the person can try again or cancel.
            throw error;
          }
        }}
      />
    </>
  );
}

function RefundDetail({ refund }: { refund: Refund }) {
  const order = refund.order;
  const addressOf = (type: Address['type']) =>
    (order?.traveler ?? refund.traveler)?.addresses?.find((address) => address.type === type);
  const evidence = (refund.images ?? []).map((image, index) => ({
    src: image.image_path,
    alt: `Evidence ${index + 1}`,
  }));
  const orderId = refund.orderId ?? order?.id;

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <Card as="section" title="Refund Request">
          <DescriptionList
            sections={[
              {
                rows: [
                  { label: 'Refund ID', value: refund.refund_id ?? refund.id },
                  {
                    label: 'Order ID',
                    value: typeof orderId === 'number' ? orderLabel(orderId) : orderId,
                  },
                  { label: 'Status', value: <StatusBadge status={refund.status} /> },
                  {
                    label: 'Requested',
                    value:
                      refund.requested_at &&
                      `${formatDay(refund.requested_at)} (${timeAgo(refund.requested_at)})`,
                  },
                  {
                    label: 'Amount',
                    value: refund.amount == null ? null : formatMoney(refund.amount),
                  },
                  { label: 'Reason', value: refund.reason },
                ],
              },
            ]}
          />
        </Card>
        <Card as="section" title="Evidence">
          <MediaGallery images={evidence} label="Evidence images" emptyText="No evidence images." />
        </Card>
        {order && <OrderInfoCard order={order} />}
        {order && (
          <Card as="section" title="Items">
            <OrderItemsList items={order.items ?? []} />
            <MoneyBox order={order} />
          </Card>
        )}
        {order?.transactions && order.transactions.length > 0 && (
          <TransactionsCard transactions={order.transactions} />
        )}
      </div>
      <div className={styles.column}>
        {refund.traveler && (
          <PartyCard
            title="Customer"
            party={refund.traveler}
            href={refund.traveler.id ? paths.travelerProfile.href(refund.traveler.id) : undefined}
          />
        )}
        {refund.partner && (
          <PartyCard
            title="Partner"
            party={refund.partner}
            href={refund.partner.id ? paths.partnerProfile.href(refund.partner.id) : undefined}
          />
        )}
        {order?.rider && (
          <PartyCard
            title="Rider"
            party={order.rider}
            href={paths.riderProfile.href(order.rider.id)}
          />
        )}
        {order && (order.contact_name || order.contact_phone) && (
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
