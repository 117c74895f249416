import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { DatePicker, parseDateString } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  parameters: { docs: { story: { inline: false, height: '460px' } } },
  args: { label: 'Insurance expiry date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsOf = (root: HTMLElement) =>
  within(within(root).getByRole('group', { name: /Insurance expiry date/ })).getAllByRole(
    'spinbutton',
  );

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const [month] = segmentsOf(canvasElement);
    await userEvent.click(month!);
    await userEvent.keyboard('12312027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-12-31');
  },
};

/** The calendar opens from the button; choosing a day fills the field and closes it. */
export const PickFromCalendar: Story = {
  args: { defaultValue: '2027-03-10' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Choose date/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2027/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard: Alt+ArrowDown opens, the arrows move by day, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  args: { defaultValue: '2027-03-10' },
  play: async ({ canvasElement, args }) => {
    const [month] = segmentsOf(canvasElement);
    await userEvent.click(month!);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 10, 2027/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-18');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Days before `minDate` are unavailable in the calendar. */
export const MinDate: Story = {
  args: { defaultValue: '2027-03-10', minDate: '2027-03-08' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /March 7, 2027/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /March 8, 2027/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The app keeps strings: a server timestamp is read by its date part. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('2027-01-15T00:00:00.000000Z');
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <DatePicker {...args} value={value} onChange={setValue} />
        <output>{value}</output>
      </div>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    const [month, day, year] = segmentsOf(canvasElement);
    await expect(month).toHaveTextContent('1');
    await expect(day).toHaveTextContent('15');
    await expect(year).toHaveTextContent('2027');
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2027-01-16');
    await expect(parseDateString('2027-01-15 08:00:00')?.toString()).toBe('2027-01-15');
    await expect(parseDateString('15/01/2027')).toBeNull();
    await expect(parseDateString('2027-02-30')).toBeNull();
  },
};

const serverErrors = { insurance_expire_date: 'The insurance expire date field is required.' };

export const InForm: Story = {
  args: { name: 'insurance_expire_date' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Rider"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('insurance_expire_date')));
        }}
      >
        <DatePicker {...args} />
        <Button type="submit">Update</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('The insurance expire date field is required.')).toBeVisible();
    const [month] = segmentsOf(canvasElement);
    await userEvent.click(month!);
    await userEvent.keyboard('06302027');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2027-06-30');
  },
};

export const WithError: Story = {
  args: { defaultValue: '2020-01-01', errorMessage: 'The insurance has expired.' },
  play: async ({ canvasElement }) => {
    const [month] = segmentsOf(canvasElement);
    await expect(month).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2027-03-10', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose date/ })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '2027-03-10' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 10, 2027/ })).toBeVisible(),
    );
  },
};
