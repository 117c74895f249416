import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { travelers, users } from '../db/schema/index.ts';
import type { FileAnswer } from '../http/registrar.ts';
import { toCsv } from './csv.ts';
import { displayName, spentCents } from './resource.ts';

const header = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Country',
  'Status',
  'Orders',
  'Total Spent',
  'Last Active',
  'Registered',
];

/** POST /travelers/export: the chosen travelers as CSV, named after the day (travelers-2026-01-31.csv). */
export async function exportTravelers(db: Db, ids: number[], today: Date): Promise<FileAnswer> {
  const rows = await db
    .select({
      id: travelers.id,
      name: displayName,
      email: users.email,
      phone: users.phone,
      country: travelers.country,
      status: travelers.status,
      orders: travelers.ordersCount,
      spentCents,
      lastActiveAt: travelers.lastActiveAt,
      createdAt: travelers.createdAt,
    })
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(inArray(travelers.id, ids))
    .orderBy(asc(travelers.id));
  const body = toCsv([
    header,
    ...rows.map((row) => [
      row.id,
      row.name,
      row.email,
      row.phone,
      row.country,
      row.status,
      row.orders,
      (row.spentCents / 100).toFixed(2),
      row.lastActiveAt?.toISOString() ?? null,
      row.createdAt.toISOString(),
    ]),
  ]);
  return {
    fileName: `travelers-${today.toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body,
  };
}
