import { describe, expect, it, vi } from 'vitest';
import { emptySearchGroups } from '@packlight/api-types';
import { paletteSections } from './palette-sections.ts';

const screens = [
  { label: 'Refunds', href: '/refund' },
  { label: 'Orders', href: '/orders' },
];
const suspend = vi.fn();
const record = {
  title: 'Harbor Studio',
  commands: [
    { id: 'suspend', label: 'Suspend this partner', run: suspend, tone: 'danger' as const },
  ],
};

const shown = (sections: ReturnType<typeof paletteSections>) =>
  sections
    .filter((section) => section.items.length > 0)
    .map((section) => [section.title, section.items.map((item) => item.label)]);

describe('paletteSections', () => {
  it('offers the record’s actions and every screen before anything is typed', () => {
    const sections = paletteSections({ text: '', groups: undefined, record, screens });
    expect(shown(sections)).toEqual([
      ['Harbor Studio', ['Suspend this partner']],
      ['Go to', ['Go to Refunds', 'Go to Orders']],
    ]);
    expect(sections[0]!.items[0]).toMatchObject({ onAction: suspend, tone: 'danger' });
  });

  it('lists each kind of record found, with its link, and the actions and screens that match', () => {
    const groups = {
      ...emptySearchGroups(),
      orders: [{ id: 1599, status: 'shipped', traveler_name: 'Mina Park', partner_name: null }],
      refunds: [{ id: 70, refund_code: 'RF-00070', status: 'Pending', traveler_name: null }],
      tickets: [{ id: 4, ticket_code: 'TCK-00004', subject: 'Late', status: 'Rejected' }],
      partners: [{ id: 3, name: 'Ana Ruiz', business_name: 'Nomad Threads', email: 'a@x.dev' }],
    };
    const sections = paletteSections({ text: 'refund', groups, record, screens });
    expect(shown(sections)).toEqual([
      ['Partners', ['Nomad Threads']],
      ['Orders', ['#ORD-1599']],
      ['Refunds', ['RF-00070']],
      ['Tickets', ['TCK-00004 Late']],
      ['Go to', ['Go to Refunds']],
    ]);
    const order = sections.find((section) => section.id === 'orders')!.items[0]!;
    expect(order).toMatchObject({
      href: '/orders/ordersdetail/1599',
      description: 'In Progress · Mina Park',
    });
  });

  it('shows no records for blank text, whatever answer is still held', () => {
    const groups = { ...emptySearchGroups(), riders: [{ id: 9, name: 'Cy Lee', email: null }] };
    const sections = paletteSections({ text: '  ', groups, record: null, screens });
    expect(shown(sections)).toEqual([['Go to', ['Go to Refunds', 'Go to Orders']]]);
  });
});
