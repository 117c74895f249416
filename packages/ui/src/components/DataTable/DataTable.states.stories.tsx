import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { PersonCell } from '../PersonCell/PersonCell';
import { DataTable } from './DataTable';
import {
  args,
  bodyRows,
  clearRowMenuSpies,
  columns,
  loaders,
  makeTravelers,
  travelerActions,
  type Traveler,
} from './DataTable.fixtures';

/** Loading, empty and error states. */
const meta = {
  title: 'Components/DataTable',
  component: DataTable<Traveler>,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders,
  args,
  beforeEach: clearRowMenuSpies,
} satisfies Meta<typeof DataTable<Traveler>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skeleton rows of the table's own columns stand in for the rows while they load. */
export const Loading: Story = {
  args: {
    isLoading: true,
    loadingLabel: 'Loading Travelers...',
    selectedIds: new Set(),
    rowActions: travelerActions,
  },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(within(table).getByRole('status')).toHaveTextContent('Loading Travelers...');
    await expect(within(table).queryByRole('rowheader', { name: 'Jane Doe' })).toBeNull();
    // The headers stay, so the page does not jump when the rows arrive.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    // Five stand-in rows (the default), one cell per column, none of them selectable or opened.
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      await expect(within(row).queryByRole('checkbox')).toBeNull();
      await expect(within(row).queryByRole('button')).toBeNull();
    }
    // Select-all waits for rows.
    await expect(within(table).getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
    await userEvent.click(rows[1]!);
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** A page of rows takes the place of as many skeleton rows without the table changing height. */
export const LoadingKeepsHeight: Story = {
  args: {
    // Columns whose text fits on one line: a wrapped cell would make a real row taller.
    columns: [columns[0]!, columns[2]!, columns[3]!],
    rows: makeTravelers(10),
    loadingRowCount: 10,
    rowActions: travelerActions,
  },
  render: function Render(args) {
    const [isLoading, setIsLoading] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setIsLoading((now) => !now)}>
          Toggle loading
        </button>
        <DataTable {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const loadingHeight = table.getBoundingClientRect().height;
    await expect(bodyRows(table)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle loading' }));
    await expect(within(table).getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
    await expect(Math.abs(table.getBoundingClientRect().height - loadingHeight)).toBeLessThan(4);
  },
};

/**
 * Rows whose header is a PersonCell (avatar, name, email): `loadingRowShape="person"` draws that
 * shape while loading, so each row is as tall before the data as after it.
 */
export const LoadingPersonKeepsHeight: Story = {
  args: {
    columns: [
      {
        id: 'name',
        header: 'Traveler Name',
        isRowHeader: true,
        cell: (row) => <PersonCell name={row.name} secondary={row.email} />,
      },
      columns[2]!,
      columns[3]!,
    ],
    rows: makeTravelers(5),
    loadingRowCount: 5,
    loadingRowShape: 'person',
    rowActions: travelerActions,
  },
  render: LoadingKeepsHeight.render,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const loadingHeights = bodyRows(table).map((row) => row.getBoundingClientRect().height);
    await expect(loadingHeights).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle loading' }));
    await expect(within(table).getByRole('rowheader', { name: /Jane Doe/ })).toBeVisible();
    const heights = bodyRows(table).map((row) => row.getBoundingClientRect().height);
    for (const [index, height] of heights.entries())
      await expect(Math.abs(height - loadingHeights[index]!)).toBeLessThan(1);
    // Toggled back for the picture: the skeleton rows.
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle loading' }));
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LoadingPersonKeepsHeightDark: Story = {
  ...LoadingPersonKeepsHeight,
  globals: { theme: 'dark' },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState title="No travelers found." hint="Try adjusting filters or check back later." />
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(within(table).getByText('No travelers found.')).toBeVisible();
    await expect(
      within(table).getByText('Try adjusting filters or check back later.'),
    ).toBeVisible();
  },
};

export const DefaultEmpty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data found.')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'Error loading travelers', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading travelers');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};
