import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TimeField12h, formatTime12h, parseTime12h, type FocusHandle } from './TimeField12h';

const meta = {
  title: 'Components/TimeField12h',
  component: TimeField12h,
  args: { label: 'Opens at', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TimeField12h>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (root: HTMLElement) => within(root).getAllByRole('spinbutton');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Opens at' });
    const [hour, minute, period] = segments(group);
    await expect(segments(group)).toHaveLength(3);
    await userEvent.click(hour!);
    await userEvent.keyboard('905p');
    await expect(hour).toHaveTextContent('9');
    await expect(minute).toHaveTextContent('05');
    await expect(period).toHaveTextContent('PM');
    await expect(args.onChange).toHaveBeenLastCalledWith('9:05 PM');
  },
};

/** Tab moves between the segments; the arrow keys step each one, wrapping 59 → 00. */
export const Keyboard: Story = {
  args: { defaultValue: '11:59 AM' },
  play: async ({ canvas, args }) => {
    const [hour, minute, period] = segments(canvas.getByRole('group', { name: 'Opens at' }));
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.tab();
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(minute).toHaveTextContent('00');
    await expect(args.onChange).toHaveBeenLastCalledWith('11:00 AM');
    await userEvent.tab();
    await expect(period).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('11:00 PM');
  },
};

export const Helpers: Story = {
  args: { defaultValue: '09:30 am' },
  play: async ({ canvas }) => {
    const [hour, minute, period] = segments(canvas.getByRole('group', { name: 'Opens at' }));
    await expect(hour).toHaveTextContent('9');
    await expect(minute).toHaveTextContent('30');
    await expect(period).toHaveTextContent('AM');
    await expect(parseTime12h('12:00 AM')?.hour).toBe(0);
    await expect(parseTime12h('12:15 PM')?.hour).toBe(12);
    await expect(parseTime12h('21:05')?.hour).toBe(21);
    await expect(parseTime12h('9:60 AM')).toBeNull();
    await expect(parseTime12h('13:00 PM')).toBeNull();
    await expect(parseTime12h('')).toBeNull();
    await expect(formatTime12h({ hour: 0, minute: 0 })).toBe('12:00 AM');
    await expect(formatTime12h({ hour: 12, minute: 5 })).toBe('12:05 PM');
    await expect(formatTime12h({ hour: 21, minute: 5 })).toBe('9:05 PM');
  },
};

/** react-hook-form style: value, onChange and an error from the app; `inputRef` focuses it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [handle, setHandle] = useState<FocusHandle | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <TimeField12h
          {...args}
          value={value}
          onChange={setValue}
          inputRef={setHandle}
          errorMessage={value ? undefined : 'Choose a time.'}
        />
        <button type="button" onClick={() => handle?.focus()}>
          Focus the field
        </button>
        <output>{value || 'none'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Opens at' });
    const [hour] = segments(group);
    await expect(canvas.getByText('Choose a time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('1000a');
    await expect(canvas.getByRole('status')).toHaveTextContent('10:00 AM');
    await expect(canvas.queryByText('Choose a time.')).toBeNull();
  },
};

export const WithError: Story = {
  args: { defaultValue: '5:00 PM', errorMessage: 'End time must be after start time.' },
  play: async ({ canvas }) => {
    const [hour] = segments(canvas.getByRole('group', { name: 'Opens at' }));
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(
      expect.stringContaining('End time must be after start time.'),
    );
  },
};

const serverErrors = { opens_at: 'The opens at field is required.' };

/** In the kit's Form: submits `'h:mm AM'` under `name`; a server error shows until an edit. */
export const InForm: Story = {
  args: { name: 'opens_at', defaultValue: '8:30 AM' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Hours"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('opens_at')));
        }}
      >
        <TimeField12h {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The opens at field is required.')).toBeVisible();
    const [hour] = segments(canvas.getByRole('group', { name: 'Opens at' }));
    await userEvent.click(hour!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.queryByText('The opens at field is required.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('7:30 AM');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '9:00 AM', isDisabled: true },
  play: async ({ canvas }) => {
    for (const segment of segments(canvas.getByRole('group', { name: 'Opens at' }))) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithError.args,
  play: WithError.play,
};
