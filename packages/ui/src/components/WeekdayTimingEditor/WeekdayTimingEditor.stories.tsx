import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import {
  WeekdayTimingEditor,
  normalizeWeekdayTimings,
  weekdayTimingErrors,
  weekdays,
} from './WeekdayTimingEditor';

const meta = {
  title: 'Components/WeekdayTimingEditor',
  component: WeekdayTimingEditor,
  args: { label: 'Store Availability', onChange: fn() },
} satisfies Meta<typeof WeekdayTimingEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsOf = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('group', { name })).getAllByRole('spinbutton');

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group', { name: 'Store Availability' })).toBeVisible();
    for (const day of weekdays) {
      await expect(canvas.getByRole('checkbox', { name: day })).not.toBeChecked();
    }
    // Times are off until the day is checked.
    await expect(segmentsOf(canvasElement, 'Monday start time')[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(segmentsOf(canvasElement, 'Monday start time')[0]!);
    await userEvent.keyboard('900a');
    await userEvent.click(segmentsOf(canvasElement, 'Monday end time')[0]!);
    await userEvent.keyboard('530p');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        Monday: { checked: true, start_time: '9:00 AM', end_time: '5:30 PM' },
        Tuesday: { checked: false, start_time: '', end_time: '' },
      }),
    );
    await expect(canvas.queryByText('End time must be after start time.')).toBeNull();
  },
};

/** The first open day's hours, copied to every day in one press. */
export const CopyToAll: Story = {
  args: {
    defaultValue: {
      Tuesday: { checked: true, start_time: '10:00 AM', end_time: '6:00 PM' },
      Friday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' },
    },
  },
  play: async ({ canvas, args }) => {
    const copy = canvas.getByRole('button', { name: "Copy Tuesday's hours to all days" });
    await userEvent.click(copy);
    const copied = { checked: true, start_time: '10:00 AM', end_time: '6:00 PM' };
    await expect(args.onChange).toHaveBeenLastCalledWith(
      Object.fromEntries(weekdays.map((day) => [day, copied])),
    );
    for (const day of weekdays)
      await expect(canvas.getByRole('checkbox', { name: day })).toBeChecked();
  },
};

/** With no open day that has both times, there is nothing to copy yet. */
export const NothingToCopy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy to all days' })).toBeDisabled();
  },
};

const week = {
  Monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' },
  Tuesday: { checked: true, start_time: '9:00 AM', end_time: '8:00 AM' },
  Saturday: { checked: false, start_time: '10:00 AM', end_time: '9:00 AM' },
};

/** A checked day whose end is not after its start is flagged on the end time. */
export const EndBeforeStart: Story = {
  args: { defaultValue: week },
  play: async ({ canvasElement, canvas }) => {
    const [tuesdayEnd] = segmentsOf(canvasElement, 'Tuesday end time');
    await expect(tuesdayEnd).toHaveAttribute('aria-invalid', 'true');
    await expect(tuesdayEnd).toHaveAccessibleDescription(
      expect.stringContaining('End time must be after start time.'),
    );
    // Unchecked days are not judged.
    await expect(segmentsOf(canvasElement, 'Saturday end time')[0]).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getAllByText('End time must be after start time.')).toHaveLength(1);
    // Fixing it clears the error.
    await userEvent.click(tuesdayEnd!);
    await userEvent.keyboard('600p');
    await expect(canvas.queryByText('End time must be after start time.')).toBeNull();
    await expect(weekdayTimingErrors(normalizeWeekdayTimings(week))).toEqual({
      Tuesday: 'End time must be after start time.',
    });
  },
};

/** The partner availability may arrive as a JSON string; missing days become unchecked. */
export const FromServerString: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(() =>
      normalizeWeekdayTimings(
        '{"Friday":{"checked":true,"start_time":"08:00 AM","end_time":"04:30 PM"}}',
      ),
    );
    return (
      <WeekdayTimingEditor
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    const [hour, minute, period] = segmentsOf(canvasElement, 'Friday end time');
    await expect(hour).toHaveTextContent('4');
    await expect(minute).toHaveTextContent('30');
    await expect(period).toHaveTextContent('PM');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        Friday: { checked: false, start_time: '08:00 AM', end_time: '04:30 PM' },
      }),
    );
    await expect(normalizeWeekdayTimings('not json').Monday).toEqual({
      checked: false,
      start_time: '',
      end_time: '',
    });
  },
};

/** Keyboard only: Tab reaches the checkbox, Space checks it, Tab moves into the times. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(segmentsOf(canvasElement, 'Monday start time')[0]).toHaveFocus();
  },
};

const serverErrors = { availability: 'The availability field is required.' };

/** In the kit's Form: submitted as JSON under `name`; a server error shows under the group. */
export const InForm: Story = {
  args: { name: 'availability', defaultValue: { Sunday: week.Monday } },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Partner"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('availability')));
        }}
      >
        <WeekdayTimingEditor {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Store Availability' });
    await expect(group).toHaveAccessibleDescription('The availability field is required.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monday' }));
    await expect(canvas.queryByText('The availability field is required.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const sent = JSON.parse(canvas.getByRole('status').textContent ?? '{}');
    await expect(sent.Monday.checked).toBe(true);
    await expect(sent.Sunday).toEqual(week.Monday);
  },
};

export const Disabled: Story = {
  args: { defaultValue: week, isDisabled: true, description: 'Only the partner can change this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    await expect(
      canvas.getByRole('group', { name: 'Store Availability' }),
    ).toHaveAccessibleDescription('Only the partner can change this.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: EndBeforeStart.args,
  play: async ({ canvasElement }) => {
    await expect(segmentsOf(canvasElement, 'Tuesday end time')[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * In French: the days are named by `Intl` in the kit's locale (capitalised as labels, lower
 * case inside a sentence), while the value keeps its English keys.
 */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  args: {
    defaultValue: {
      Tuesday: { checked: true, start_time: '10:00 AM', end_time: '9:00 AM' },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
    await expect(canvas.getByText('L’heure de fin doit suivre l’heure de début.')).toBeVisible();
    await expect(segmentsOf(canvasElement, 'Heure de fin du mardi')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lundi' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ Monday: { checked: true, start_time: '', end_time: '' } }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Copier les horaires du mardi sur tous les jours' }),
    ).toBeEnabled();
  },
};
