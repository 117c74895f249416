import type { Transaction } from '@packlight/api-types';
import { Card, DataTable, StatusBadge, type DataTableColumn } from '@packlight/ui';
import { formatDay, formatMoney } from '../format.ts';

const money = (dollars: number | null | undefined) => (dollars == null ? '' : formatMoney(dollars));

const columns: readonly DataTableColumn<Transaction>[] = [
  { id: 'method', header: 'Payment', isRowHeader: true, cell: (row) => row.payment_method ?? '' },
  { id: 'date', header: 'Date', cell: (row) => formatDay(row.created_at) },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
  { id: 'fee', header: 'Fee', align: 'end', cell: (row) => money(row.fee) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => row.status && <StatusBadge status={row.status} />,
  },
];

/**
 * The order's real payments and payouts. The original showed fixed sample figures here; we show
 * recorded ones, and the screen leaves the card out when there are none
 * (docs/product/decisions.md D3).
 */
export function TransactionsCard({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <Card as="section" title="Transactions">
      <DataTable
        aria-label="Transactions"
        columns={columns}
        rows={transactions}
        getRowId={(row) => row.id}
        density="compact"
      />
    </Card>
  );
}
