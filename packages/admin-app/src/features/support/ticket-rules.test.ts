import { describe, expect, it } from 'vitest';
import { canReply, statusChoices, ticketLabel } from './ticket-rules.ts';

describe('statusChoices', () => {
  it('offers every status the list shows, Resolved included (D47)', () => {
    expect(statusChoices()).toEqual(['Pending', 'In Progress', 'Resolved', 'Rejected']);
  });
});

describe('canReply', () => {
  it("hides the dropdown and input only on an order-linked ticket for type 'User'", () => {
    expect(canReply({ order_id: 12 }, 'User')).toBe(false);
    expect(canReply({ order_id: null }, 'User')).toBe(true);
    expect(canReply({ order_id: 12 }, 'admin')).toBe(true);
  });
});

describe('ticketLabel', () => {
  it('shows the ticket code, or the id when there is none', () => {
    expect(ticketLabel({ id: 3, ticket_id: 'TCK-00003' })).toBe('TCK-00003');
    expect(ticketLabel({ id: 3, ticket_id: null })).toBe('#3');
  });
});
