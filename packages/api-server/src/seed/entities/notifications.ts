import { type DemoContext } from '../context.ts';
import type { Random } from '../random.ts';

/** A few notifications for the administrator, the newest unread. */
export function generateNotifications(ctx: DemoContext): void {
  const { options, random, now, data, at } = ctx;
  if (options.adminId !== null) {
    const adminId = options.adminId;
    const notify = (
      title: string,
      message: string,
      url: string,
      hoursAgo: number,
      read: boolean,
      type: string,
    ) => {
      const createdAt = at(now - hoursAgo * 3_600_000);
      data.notifications.push({
        id: uuidFrom(random),
        type: `App\\Notifications\\${type}`,
        notifiableType: 'App\\Models\\User',
        notifiableId: adminId,
        data: { title, message, url },
        readAt: read ? at(createdAt.getTime() + 3_600_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    };
    data.partners
      .filter((p) => p.status === 'Pending')
      .slice(0, 3)
      .forEach((partner, k) =>
        notify(
          'New partner application',
          `${partner.businessName} applied to sell on Packlight.`,
          `/partners/profile/${partner.id}`,
          2 + k * 5,
          false,
          'PartnerApplicationReceived',
        ),
      );
    data.refunds
      .filter((r) => r.status === 'Pending')
      .slice(0, 3)
      .forEach((refund, k) =>
        notify(
          'Refund requested',
          `Refund ${refund.refundCode} is waiting for a decision.`,
          `/refund/refundsdetail/${refund.id}`,
          4 + k * 7,
          k > 0,
          'RefundRequested',
        ),
      );
    data.supportTickets
      .filter((t) => t.status === 'Pending')
      .slice(0, 3)
      .forEach((ticket, k) =>
        notify(
          'New support ticket',
          `${ticket.subject} (${ticket.ticketCode})`,
          `/support/chatsupport/${ticket.id}`,
          1 + k * 9,
          k > 1,
          'SupportTicketOpened',
        ),
      );
    data.orders
      .filter((o) => o.status === 'Pending' && o.riderId === null)
      .slice(0, 3)
      .forEach((order, k) =>
        notify(
          'Order needs a rider',
          `Order #ORD-${order.id} is waiting for a rider.`,
          `/orders/assignrider/${order.id}`,
          3 + k * 11,
          k > 0,
          'OrderAwaitingRider',
        ),
      );
  }
}

/** A version-4 UUID from the seeded generator (deterministic, unlike crypto.randomUUID). */
function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
