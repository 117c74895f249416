import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, pageItems } from './Pagination';
import { loadSelectField } from '../Select/Select';
import { preload } from '../../storybook/preload';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadSelectField)],
  args: {
    total: 137,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds page and page size like the app would, so the buttons and summary move. */
function Stateful(args: Story['args']) {
  const [page, setPage] = useState(args?.page ?? 1);
  const [pageSize, setPageSize] = useState(args?.pageSize ?? 10);
  return (
    <Pagination
      total={args?.total ?? 0}
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        args?.onPageChange?.(next);
        setPage(next);
      }}
      onPageSizeChange={(next) => {
        args?.onPageSizeChange?.(next);
        setPageSize(next);
      }}
    />
  );
}

const summary = (text: string) => screen.getByText(text, { selector: 'p' });

export const Default: Story = {
  render: Stateful,
  play: async ({ canvas, args }) => {
    await expect(summary('Showing 1 to 10 of 137 entries')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav);
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(summary('Showing 11 to 20 of 137 entries')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(pages.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(pages.getByRole('button', { name: 'Page 14' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(14);
    await expect(summary('Showing 131 to 137 of 137 entries')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  render: Stateful,
  args: { page: 5 },
  play: async ({ canvas, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    // Page size chooser, then Previous, then the page buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Show.*entries/ })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(summary('Showing 21 to 30 of 137 entries')).toBeVisible();
  },
};

/** Choosing a size reports it and goes back to page 1; the summary follows. */
export const PageSizeChange: Story = {
  render: Stateful,
  args: { page: 3 },
  play: async ({ canvas, args }) => {
    // RAC names a Select's button by its value, then its label: '10 Show entries'.
    const chooser = canvas.getByRole('button', { name: '10 Show entries' });
    await expect(chooser).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(summary('Showing 21 to 30 of 137 entries')).toBeVisible();

    // Pointer.
    await userEvent.click(chooser);
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }),
    );
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(25);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(summary('Showing 1 to 25 of 137 entries')).toBeVisible();

    // Keyboard. The chooser that loaded the list was replaced by React Aria's: look it up again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Show.*entries/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: '25' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(summary('Showing 1 to 50 of 137 entries')).toBeVisible();
    await expect(args.onPageSizeChange).toHaveBeenCalledTimes(2);
  },
};

/** Far from both ends: first, last, the current page with a neighbour each side, two gaps. */
export const Ellipses: Story = {
  render: Stateful,
  args: { total: 100_000, page: 500 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(labels).toEqual(['Previous', '1', '499', '500', '501', '10,000', 'Next']);
    await expect(nav).toHaveTextContent('…');
    await expect(summary('Showing 4,991 to 5,000 of 100,000 entries')).toBeVisible();
    await expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    await expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    await expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  },
};

/** Everything fits on one page: no page buttons, but the summary and chooser stay. */
export const SinglePage: Story = {
  args: { total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(summary('Showing 1 to 7 of 7 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Show.*entries/ })).toBeVisible();
  },
};

/** A search counted only so far: the summary says the list holds more than the figure. */
export const TotalLowerBound: Story = {
  args: { total: 1010, isTotalLowerBound: true },
  play: async ({ canvas }) => {
    await expect(summary('Showing 1 to 10 of more than 1,010 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 101' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(summary('Showing 0 to 0 of 0 entries')).toBeVisible();
  },
};

/** With no `page` props it keeps its own state. */
export const Uncontrolled: Story = {
  args: { page: undefined, pageSize: undefined, defaultPageSize: 5, total: 23 },
  play: async ({ canvas, args }) => {
    await expect(summary('Showing 1 to 5 of 23 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(summary('Showing 21 to 23 of 23 entries')).toBeVisible();
  },
};

export const CustomPageSizes: Story = {
  render: Stateful,
  args: { pageSizeOptions: [20, 100], pageSize: 20, total: 250 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show.*entries/ }));
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20', '100']);
    await userEvent.click(within(list).getByRole('option', { name: '100' }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(100);
    await expect(summary('Showing 1 to 100 of 250 entries')).toBeVisible();
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Stateful {...args} />
    </div>
  ),
  args: { total: 100_000, page: 5000 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    // The compact form: arrows and 'Page 5,000 of 10,000', no page numbers, no lone ellipsis.
    await expect(within(nav).getByText('Page 5,000 of 10,000')).toBeVisible();
    await expect(
      within(nav).getByRole('button', { name: 'Page 5,000', hidden: true }),
    ).not.toBeVisible();
    for (const gap of within(nav).getAllByText('…', { selector: 'li' }))
      await expect(gap).not.toBeVisible();
    const buttons = within(nav)
      .getAllByRole('button')
      .filter((button) => button.checkVisibility());
    await expect(
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Previous', 'Next']);
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5001);
    await expect(within(nav).getByText('Page 5,001 of 10,000')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...Narrow, globals: { theme: 'dark' } };

/** Between the compact form and the full width the page buttons stay on one line. */
export const MediumWidth: Story = {
  render: (args) => (
    <div style={{ width: 580 }}>
      <Stateful {...args} />
    </div>
  ),
  args: { total: 100_000, page: 5000 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const tops = new Set(
      within(nav)
        .getAllByRole('button')
        .map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(
      nav.parentElement!.parentElement!.getBoundingClientRect().right,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Stateful,
  args: { total: 100_000, page: 500 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 501' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(501);
  },
};

/** In French: the kit's words come from its French catalogue, figures grouped the French way. */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  render: Stateful,
  args: { total: 12_345, page: 2 },
  play: async ({ canvas, args }) => {
    // French groups with a narrow no-break space, which the text query reads as a space.
    await expect(canvas.getByText(/^Affichage de 11 à 20 sur 12\s345 entrées$/)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: /Suivant/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * In Arabic, right to left: 'Previous' is on the right and its chevron points right, and the
 * page numbers read from the right.
 */
export const Arabic: Story = {
  globals: { locale: 'ar-AE' },
  render: Stateful,
  args: { total: 137, page: 2 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'ترقيم الصفحات' });
    const previous = within(nav).getByRole('button', { name: /السابق/ });
    const next = within(nav).getByRole('button', { name: /التالي/ });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};
