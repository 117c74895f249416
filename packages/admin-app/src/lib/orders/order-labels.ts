/** Order ids read '#ORD-{id}' everywhere (docs/product/decisions.md: one order id format). */
export const orderLabel = (id: number) => `#ORD-${id}`;

/** The status as order tables show it: 'shipped' is labelled In Progress (part-2.md §2). */
export function orderStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return status.trim().toLowerCase() === 'shipped' ? 'In Progress' : status;
}
