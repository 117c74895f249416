import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search travelers',
    placeholder: 'Search travelers...',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search travelers' });
    await expect(input).toHaveAttribute('placeholder', 'Search travelers...');
    // Nothing to clear yet.
    await expect(canvasElement.querySelector('[aria-label="Clear search"]')).not.toBeVisible();
    await userEvent.type(input, 'Maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Maria');
  },
};

export const ClearWithButton: Story = {
  args: { defaultValue: 'Lisbon' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search travelers' });
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Focus goes back to the input, ready for the next search.
    await expect(input).toHaveFocus();
    await expect(clear).not.toBeVisible();
  },
};

export const ClearWithEscape: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'Search travelers' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Porto');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // The clear button is for the pointer; keyboard users have Escape, so Tab skips it.
    await userEvent.keyboard('Porto');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).not.toHaveFocus();
  },
};

/**
 * Escape with text clears the field and goes no further, so a dialog around it stays open; on the
 * empty field it reaches the page. Enter with `onSubmit` does not submit a surrounding form.
 */
export const EscapeAndEnterStayInField: Story = {
  args: { defaultValue: 'Porto' },
  render: function Render(args) {
    const [escapes, setEscapes] = useState(0);
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
      <form
        aria-label="Filters"
        onSubmit={(event) => {
          event.preventDefault();
          throw new Error('The form was submitted');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEscapes((count) => count + 1);
        }}
      >
        <SearchField {...args} />
        <output>Escapes seen: {escapes}</output>
      </form>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search travelers' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Porto');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(canvas.getByText(/Escapes seen/)).toHaveTextContent('Escapes seen: 0');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText(/Escapes seen/)).toHaveTextContent('Escapes seen: 1');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** The app owns the value when it lives in the URL. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('rider');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <SearchField {...args} value={value} onChange={setValue} />
        <output>Query: {value}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByText('Query:')).toHaveTextContent(/^Query:\s*$/);
    await userEvent.type(canvas.getByRole('searchbox'), 'ana');
    await expect(canvas.getByText(/Query:/)).toHaveTextContent('Query: ana');
  },
};

export const WithLabel: Story = {
  args: {
    'aria-label': undefined,
    label: 'Search',
    placeholder: 'Search Partner, Traveler, Rider...',
    description: 'Matches names, emails and IDs.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAccessibleDescription('Matches names, emails and IDs.');
  },
};

export const Pending: Story = {
  args: { defaultValue: 'Mar', isPending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('Mar');
    // A wait shorter than 500 ms shows no spinner: the icon stays.
    await expect(canvasElement.querySelector('[data-decorative]')).toBeNull();
    // A longer one does. The spinner is decorative; the results area announces the loading.
    await waitFor(() => expect(canvasElement.querySelector('[data-decorative]')).toBeVisible(), {
      timeout: 2000,
    });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Results that load for 200 ms at each keystroke, as a quick server answers. */
function QuickResults() {
  const [value, setValue] = useState('');
  const [isPending, setPending] = useState(false);
  return (
    <SearchField
      aria-label="Search travelers"
      value={value}
      onChange={(next) => {
        setValue(next);
        setPending(true);
        setTimeout(() => setPending(false), 200);
      }}
      isPending={isPending}
    />
  );
}

export const QuickAnswers: Story = {
  render: () => <QuickResults />,
  play: async ({ canvas, canvasElement }) => {
    // Every change of the icon is recorded: a spinner that flashed for a moment would be seen.
    let spun = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[data-decorative]')) spun = true;
    });
    observer.observe(canvasElement, { subtree: true, childList: true });
    await userEvent.type(canvas.getByRole('searchbox'), 'Maria');
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    await expect(canvas.getByRole('searchbox')).toHaveValue('Maria');
    await expect(spun).toBe(false);
  },
};

export const WithError: Story = {
  args: { defaultValue: '%%', errorMessage: 'Use letters, numbers or @.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search travelers' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use letters, numbers or @.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Lisbon', isDisabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search travelers' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Lisbon');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'travelers who rented a merino hoodie from the Lisbon warehouse in the last ninety days',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <SearchField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    // However long the query, the clear button stays inside the box.
    await expect(clear.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('group').getBoundingClientRect().right,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Lisbon' },
  play: ClearWithButton.play,
};
