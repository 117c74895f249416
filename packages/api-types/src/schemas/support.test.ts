import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import {
  supportMessagePayloadSchema,
  supportMessageSentSchema,
  supportTicketSchema,
  ticketStatusPayloadSchema,
} from './support.ts';

const message = {
  id: 900,
  ticket_id: 14,
  message: 'Where is my parcel?',
  sender_id: 12,
  sender_type: 'traveler',
  created_at: '2026-11-20T09:30:00Z',
  status: 'sent',
  tempId: 'tmp-1732095000000',
};

describe('supportTicketSchema', () => {
  const ticket = {
    id: 14,
    ticket_id: 'TCK-014',
    sender: {
      type: 'traveler',
      name: 'Mina Park',
      email: 'mina@example.test',
      profile_photo: null,
    },
    subject: 'Late delivery',
    message: 'My order is two days late.',
    created_at: '2026-11-20T09:00:00Z',
    status: 'In Progress',
    order_id: 301,
    messages: [message],
  };

  it('reads a ticket with its chat', () => {
    expect(supportTicketSchema.parse(ticket)).toMatchObject({ status: 'In Progress' });
    expect(supportTicketSchema.parse({ ...ticket, status: 'in progress' }).status).toBe(
      'In Progress',
    );
  });

  it('refuses a message without text', () => {
    const result = supportTicketSchema.safeParse({
      ...ticket,
      messages: [{ ...message, message: undefined }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['messages', 0, 'message']);
  });
});

describe('support payloads', () => {
  it('sets a known ticket status', () => {
    expect(ticketStatusPayloadSchema.parse({ status: 'Rejected' })).toEqual({ status: 'Rejected' });
    expect(fieldErrors(ticketStatusPayloadSchema, { status: 'Closed' })).toEqual({
      status: ['The selected status is invalid.'],
    });
  });

  it('sends a non-blank message', () => {
    expect(
      supportMessagePayloadSchema.parse({ ticket_id: 14, message: ' Hello ', tempId: 'tmp-1' }),
    ).toEqual({ ticket_id: 14, message: 'Hello', tempId: 'tmp-1' });
    expect(fieldErrors(supportMessagePayloadSchema, { ticket_id: 14, message: '   ' })).toEqual({
      message: ['The message field is required.'],
    });
  });
});

describe('supportMessageSentSchema', () => {
  it('reads the broadcast bare or wrapped in {message}', () => {
    expect(supportMessageSentSchema.parse(message)).toMatchObject({ id: 900 });
    expect(supportMessageSentSchema.parse({ message })).toMatchObject({ id: 900 });
  });

  it('refuses an event without a message', () => {
    expect(supportMessageSentSchema.safeParse({ ticket: 14 }).success).toBe(false);
  });
});
