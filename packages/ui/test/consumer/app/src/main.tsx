// A small app as a user of the published package writes it: named imports from the package
// root, its stylesheet imported once, a theme class on <body>.
import '@packlight/ui/styles.css';
import {
  Button,
  ConfirmDialog,
  DataTable,
  lightTheme,
  type DataTableColumn,
  type DataTableSort,
} from '@packlight/ui';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Listing {
  id: number;
  name: string;
  price: number;
}

const listings: Listing[] = [
  { id: 1, name: 'Rain shell', price: 120 },
  { id: 2, name: 'Merino tee', price: 45 },
  { id: 3, name: 'Packing cubes', price: 30 },
];

const columns: DataTableColumn<Listing>[] = [
  { id: 'name', header: 'Item', cell: (row) => row.name, isSortable: true, isRowHeader: true },
  { id: 'price', header: 'Price', cell: (row) => `€${row.price}`, isSortable: true, align: 'end' },
];

function App() {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const rows = useMemo(() => {
    if (!sort) return listings;
    const key = sort.column as keyof Listing;
    const sorted = [...listings].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    return sort.direction === 'ascending' ? sorted : sorted.reverse();
  }, [sort]);
  return (
    <main style={{ padding: 24 }}>
      <h1>Listings</h1>
      <DataTable
        aria-label="Listings"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
      />
      <p>
        <Button variant="primary" data-testid="delete" onPress={() => setOpen(true)}>
          Delete listing
        </Button>
      </p>
      <p role="status">{status}</p>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Delete listing?"
        message="Rain shell will no longer be listed."
        confirmLabel="Yes, delete"
        onConfirm={() => setStatus('Deleted Rain shell')}
      />
    </main>
  );
}

// The package's declarations are real types, not `any`: a wrong variant must not compile.
// @ts-expect-error 'sparkly' is not a Button variant
export const wrongVariant = <Button variant="sparkly">No</Button>;

document.body.classList.add(lightTheme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
