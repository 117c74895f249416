// A partner's product list with a detail dialog: the screen a partner-facing tool builds from
// the kit's public exports only. The kit writes its own words (pagination, dialog buttons) in
// the locale the app's I18nProvider sets; the app writes its own and formats its prices.
import {
  Button,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  Dialog,
  PageHeader,
  Pagination,
  StatusBadge,
  type DataTableColumn,
  type DataTableSort,
} from '@packlight/ui';
import { useMemo, useState } from 'react';
import { appMessages, type AppLocale } from './app-messages';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
  status: 'active' | 'pending';
  updated: string;
}

const products: Product[] = [
  { id: 1, name: 'Rain shell', price: 120, stock: 1240, status: 'active', updated: '2026-11-02' },
  { id: 2, name: 'Merino tee', price: 45, stock: 18, status: 'active', updated: '2026-10-21' },
  { id: 3, name: 'Packing cubes', price: 30, stock: 0, status: 'pending', updated: '2026-11-20' },
];

export function ProductList({ locale }: { locale: AppLocale }) {
  const m = appMessages[locale];
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [viewing, setViewing] = useState<Product | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [status, setStatus] = useState('');
  const money = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
    [locale],
  );
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const day = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    [locale],
  );

  const columns: DataTableColumn<Product>[] = [
    { id: 'name', header: m.product, cell: (p) => p.name, isSortable: true, isRowHeader: true },
    {
      id: 'price',
      header: m.price,
      cell: (p) => money.format(p.price),
      isSortable: true,
      align: 'end',
    },
    { id: 'stock', header: m.stock, cell: (p) => count.format(p.stock), align: 'end' },
    {
      id: 'status',
      header: m.status,
      cell: (p) => <StatusBadge status={p.status}>{m.statuses[p.status]}</StatusBadge>,
    },
  ];

  const rows = useMemo(() => {
    if (!sort) return products;
    const collator = new Intl.Collator(locale);
    const sorted = [...products].sort((a, b) =>
      sort.column === 'price' ? a.price - b.price : collator.compare(a.name, b.name),
    );
    return sort.direction === 'ascending' ? sorted : sorted.reverse();
  }, [sort, locale]);

  return (
    <main style={{ padding: 24 }}>
      <PageHeader
        title={m.title}
        titleId="products-title"
        lead={m.lead}
        actions={
          <Button variant="primary" data-testid="delete" onPress={() => setDeleting(true)}>
            {m.delete}
          </Button>
        }
      />
      <DataTable
        aria-labelledby="products-title"
        columns={columns}
        rows={rows}
        getRowId={(p) => p.id}
        sort={sort}
        onSortChange={setSort}
        rowPrimaryAction={(p) => ({
          label: m.view,
          'aria-label': m.viewNamed(p.name),
          onPress: () => setViewing(p),
        })}
      />
      <Pagination total={products.length} pageSizeOptions={[]} />
      <p role="status">{status}</p>
      <Dialog
        isOpen={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing?.name ?? ''}
      >
        {viewing && (
          <DescriptionList
            sections={[
              {
                title: m.details,
                rows: [
                  { label: m.price, value: money.format(viewing.price) },
                  { label: m.stock, value: count.format(viewing.stock) },
                  { label: m.status, value: m.statuses[viewing.status] },
                  { label: m.updated, value: day.format(new Date(viewing.updated)) },
                ],
              },
            ]}
          />
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title={m.deleteTitle}
        message={m.deleteMessage('Rain shell')}
        confirmLabel={m.confirm}
        onConfirm={() => setStatus(m.deleted('Rain shell'))}
      />
    </main>
  );
}
