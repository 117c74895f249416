import { sql, type SQL } from 'drizzle-orm';
import type { ActivitySubjectType } from '@packlight/api-types';
import {
  adminInvitations,
  partners,
  products,
  refunds,
  riders,
  roles,
  supportTickets,
  travelers,
  users,
} from '../db/schema/index.ts';

/** A user's name as entries show it: name, else first and last name, else email. */
export const userLabelSql = sql`coalesce(nullif(trim(${users.name}), ''), nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`;

/** The name of the user behind an account row (traveler, rider) by its user id column. */
const nameOfUser = (userId: SQL) =>
  sql`(select ${userLabelSql} from ${users} where ${users.id} = ${userId})`;

/**
 * The subject's name as it reads when the entry is written (D50), read in the same statement:
 * a partner's business name, a person's name, a product's name, #ORD-12, a refund's or ticket's
 * code. The entry keeps it after the record is renamed or deleted.
 */
export function subjectLabelSql(type: ActivitySubjectType, id: number): SQL {
  switch (type) {
    case 'partner':
      return sql`(select coalesce(${partners.businessName}, ${nameOfUser(sql`${partners.userId}`)}) from ${partners} where ${partners.id} = ${id})`;
    case 'rider':
      return sql`(select ${nameOfUser(sql`${riders.userId}`)} from ${riders} where ${riders.id} = ${id})`;
    case 'traveler':
      return sql`(select ${nameOfUser(sql`${travelers.userId}`)} from ${travelers} where ${travelers.id} = ${id})`;
    case 'product':
      return sql`(select ${products.name} from ${products} where ${products.id} = ${id})`;
    case 'order':
      return sql`${`#ORD-${id}`}::text`;
    case 'refund':
      return sql`(select ${refunds.refundCode} from ${refunds} where ${refunds.id} = ${id})`;
    case 'ticket':
      return sql`(select ${supportTickets.ticketCode} || ' ' || ${supportTickets.subject} from ${supportTickets} where ${supportTickets.id} = ${id})`;
    case 'admin':
      return nameOfUser(sql`${id}`);
    case 'role':
      return sql`(select ${roles.name} from ${roles} where ${roles.id} = ${id})`;
    case 'invitation':
      return sql`(select ${adminInvitations.name} || ' <' || ${adminInvitations.email} || '>' from ${adminInvitations} where ${adminInvitations.id} = ${id})`;
  }
}
