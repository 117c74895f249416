import { day, type DemoContext } from '../context.ts';
import { ticketSubjects, userLines, adminLines } from '../shop-words.ts';
import type { PartnerRef } from './partners.ts';
import type { RiderRef } from './riders.ts';
import type { TravelerRef } from './travelers.ts';

/**
 * Support tickets from travelers, partners and riders, with conversations the administrator
 * answers.
 */
export function generateTickets(
  ctx: DemoContext,
  people: {
    travelers: readonly TravelerRef[];
    partners: readonly PartnerRef[];
    riders: readonly RiderRef[];
  },
): void {
  const { options, random, now, data, at, pastDate } = ctx;
  const { travelers: travelerUsers, partners: partnerRows, riders: riderRows } = people;
  const senders = {
    traveler: travelerUsers.map((t) => t.userId),
    partner: partnerRows.map((p) => p.userId),
    rider: riderRows.map((r) => r.userId),
  };
  const ordersOf = new Map<number, number[]>();
  for (const order of data.orders) {
    const list = ordersOf.get(order.travelerId) ?? [];
    list.push(order.id as number);
    ordersOf.set(order.travelerId, list);
  }
  const travelerIdOfUser = new Map(travelerUsers.map((t) => [t.userId, t.travelerId]));
  for (let i = 1; i <= options.tickets; i++) {
    const [subject, kind] = random.pick(ticketSubjects);
    const pool = senders[kind].length > 0 ? senders[kind] : senders.traveler;
    if (pool.length === 0) break;
    const userId = random.pick(pool);
    const senderType = senders[kind].length > 0 ? kind : 'traveler';
    const createdAt = pastDate(90);
    const status =
      i <= 4
        ? (['Pending', 'In Progress', 'Resolved', 'Rejected'] as const)[i - 1]!
        : random.weighted({ Pending: 35, 'In Progress': 30, Resolved: 30, Rejected: 5 });
    const travelerOrders =
      senderType === 'traveler' ? ordersOf.get(travelerIdOfUser.get(userId) ?? 0) : undefined;
    const opening = `${subject}. ${random.pick(userLines)}`;
    data.supportTickets.push({
      id: i,
      ticketCode: `TCK-${String(i).padStart(5, '0')}`,
      userId,
      subject,
      message: opening,
      status,
      orderId: travelerOrders && random.chance(0.5) ? random.pick(travelerOrders) : null,
      createdAt,
      updatedAt: createdAt,
    });
    let time = createdAt.getTime();
    const count = status === 'Pending' ? random.int(1, 2) : random.int(2, 8);
    for (let m = 0; m < count; m++) {
      const fromUser = m % 2 === 0 || options.adminId === null;
      time = Math.min(now - 1000, time + random.float(0.05, 1.5) * day);
      data.supportMessages.push({
        ticketId: i,
        senderId: fromUser ? userId : options.adminId,
        senderType: fromUser ? senderType : 'admin',
        message: m === 0 ? opening : fromUser ? random.pick(userLines) : random.pick(adminLines),
        createdAt: at(time),
      });
    }
  }
}
