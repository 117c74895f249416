import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Inline } from '../../components/Inline';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchField } from '../../components/SearchField';
import { Stack } from '../../components/Stack';
import { StatusBadge } from '../../components/StatusBadge';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs';
import { demoPartners, type DemoPartner } from './partners';

const tabs = [
  { id: 'approved', status: 'Active' },
  { id: 'pending', status: 'Pending' },
  { id: 'suspended', status: 'Suspended' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/**
 * The Partners screen as the app composes it: header, status tabs with counts, a search toolbar,
 * the table with its states, and pagination. In the app every piece of state here lives in the
 * URL and the rows come a page at a time from the server.
 */
function PartnersScreen({ failFirstLoad = false, isLoading = false }) {
  const titleId = useId();
  const [tab, setTab] = useState<TabId>('approved');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const [failed, setFailed] = useState(failFirstLoad);
  const status = tabs.find((entry) => entry.id === tab)!.status;
  const inTab = (partner: DemoPartner) => partner.status === status;
  const matches = demoPartners
    .filter(inTab)
    .filter((partner) => partner.name.toLowerCase().includes(search.trim().toLowerCase()));
  const rows = matches.slice((page - 1) * pageSize, page * pageSize);
  const list = (
    <Stack gap="md">
      <Inline gap="sm">
        <SearchField
          aria-label="Search partners"
          placeholder="Search partners..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Inline>
      <DataTable
        aria-labelledby={titleId}
        columns={[
          { id: 'name', header: 'Partner Name', cell: (p) => p.name, isRowHeader: true },
          { id: 'email', header: 'Email', cell: (p) => p.email },
          { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
        ]}
        rows={rows}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        rowActions={(p) => [
          { id: 'view', label: 'View' },
          p.status === 'Suspended'
            ? { id: 'activate', label: 'Activate' }
            : { id: 'suspend', label: 'Suspend' },
        ]}
        isLoading={isLoading}
        loadingRowCount={pageSize}
        loadingLabel="Loading partners..."
        error={failed ? 'Error loading partners' : undefined}
        onRetry={() => setFailed(false)}
        emptyState={
          <EmptyState
            title="No partners found."
            hint={search ? 'Try another search, or another status.' : undefined}
            isLive
          />
        }
      />
      <Pagination
        aria-label="Partners pages"
        total={matches.length}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        pageSizeOptions={[5, 10]}
      />
    </Stack>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        titleId={titleId}
        breadcrumbs={[{ label: 'Dashboard', href: '#' }, { label: 'Partners' }]}
        title="Partners"
        actions={<Button>Add Partner</Button>}
      />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key as TabId);
          setPage(1);
        }}
      >
        <TabList aria-label="Partner status">
          {tabs.map((entry) => (
            <Tab
              key={entry.id}
              id={entry.id}
              count={demoPartners.filter((p) => p.status === entry.status).length}
            >
              {entry.status}
            </Tab>
          ))}
        </TabList>
        {/* A panel per tab, each showing the one list filtered by it; only the selected one is
            mounted, so every tab's aria-controls names a panel that exists when it is chosen. */}
        {tabs.map((entry) => (
          <TabPanel key={entry.id} id={entry.id}>
            {list}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/List screen',
  render: () => <PartnersScreen />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The table is named after the page heading.
    const table = canvas.getByRole('table', { name: 'Partners' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getByText('Showing 1 to 5 of 8 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending 2' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('rowheader')).toHaveLength(2),
    );
  },
};

export const SearchWithNoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search partners' }), 'zzz');
    await expect(await canvas.findByText('No partners found.')).toBeVisible();
    await expect(canvas.getByText('Try another search, or another status.')).toBeVisible();
  },
};

export const LoadErrorThenRetry: Story = {
  render: () => <PartnersScreen failFirstLoad />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading partners');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table', { name: 'Partners' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <PartnersScreen isLoading />,
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Loading partners...'))[0]).toBeInTheDocument();
  },
};
