import type { SearchGroups } from '@packlight/api-types';
import type { CommandItem, CommandSection } from '@packlight/ui';
import { orderLabel, orderStatusLabel } from '../../lib/orders/order-labels.ts';
import type { RecordCommands } from '../../lib/palette/record-commands.ts';
import { paths } from '../../lib/paths.ts';
import { labelOf } from './search-sections.ts';

/** A screen the palette can jump to: a sidebar entry. */
export interface PaletteScreen {
  label: string;
  href: string;
}

const contains = (label: string, text: string) =>
  label.toLowerCase().includes(text.trim().toLowerCase());

type PeopleHit = SearchGroups['riders'][number] & { business_name?: string | null };

function people(hits: readonly PeopleHit[], kind: string, href: (id: number) => string) {
  return hits.map((hit): CommandItem => ({
    id: `${kind}-${hit.id}`,
    label: labelOf(hit),
    description: hit.email ?? undefined,
    href: href(hit.id),
  }));
}

/**
 * What the palette shows for a text: the open record's actions, the records of every kind that
 * GET /search?scope=all found, then the screens to jump to. Actions and screens are matched here
 * by their label; the records come matched from the server. Empty groups are left out by the kit.
 */
export function paletteSections({
  text,
  groups,
  record,
  screens,
}: {
  text: string;
  groups: SearchGroups | undefined;
  record: RecordCommands | null;
  screens: readonly PaletteScreen[];
}): CommandSection[] {
  const found = text.trim() && groups ? groups : undefined;
  return [
    {
      id: 'record',
      title: record?.title ?? 'This page',
      items: (record?.commands ?? [])
        .filter((command) => contains(command.label, text))
        .map((command) => ({
          id: `do-${command.id}`,
          label: command.label,
          onAction: command.run,
          tone: command.tone,
        })),
    },
    {
      id: 'partners',
      title: 'Partners',
      items: people(found?.partners ?? [], 'partner', paths.partnerProfile.href),
    },
    {
      id: 'travelers',
      title: 'Travelers',
      items: people(found?.travelers ?? [], 'traveler', paths.travelerProfile.href),
    },
    {
      id: 'riders',
      title: 'Riders',
      items: people(found?.riders ?? [], 'rider', paths.riderProfile.href),
    },
    {
      id: 'products',
      title: 'Products',
      items: (found?.products ?? []).map((hit) => ({
        id: `product-${hit.id}`,
        label: hit.name,
        description: [hit.product_code, hit.partner_name].filter(Boolean).join(' · '),
        href: paths.productDetail.href(hit.id),
      })),
    },
    {
      id: 'orders',
      title: 'Orders',
      items: (found?.orders ?? []).map((hit) => ({
        id: `order-${hit.id}`,
        label: orderLabel(hit.id),
        description: [orderStatusLabel(hit.status), hit.traveler_name].filter(Boolean).join(' · '),
        href: paths.orderDetail.href(hit.id),
      })),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      items: (found?.refunds ?? []).map((hit) => ({
        id: `refund-${hit.id}`,
        label: hit.refund_code,
        description: [hit.status, hit.traveler_name].filter(Boolean).join(' · '),
        href: paths.refundDetail.href(hit.id),
      })),
    },
    {
      id: 'tickets',
      title: 'Tickets',
      items: (found?.tickets ?? []).map((hit) => ({
        id: `ticket-${hit.id}`,
        label: `${hit.ticket_code} ${hit.subject}`,
        description: hit.status,
        href: paths.ticketChat.href(hit.id),
      })),
    },
    {
      id: 'go',
      title: 'Go to',
      items: screens
        .map((screen) => ({
          id: `go-${screen.href}`,
          label: `Go to ${screen.label}`,
          href: screen.href,
        }))
        .filter((item) => !text.trim() || contains(item.label, text)),
    },
  ];
}
