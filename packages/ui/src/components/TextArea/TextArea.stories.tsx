import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Ask the partner about sizes, stock or delivery' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.keyboard('Is the hoodie{Enter}available in XL?');
    await expect(box).toHaveValue('Is the hoodie\navailable in XL?');
    await expect(args.onChange).toHaveBeenLastCalledWith('Is the hoodie\navailable in XL?');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** The count is part of the description: read with the field, not on every key. */
export const CharacterCount: Story = {
  args: {
    description: 'The partner sees this message in their inbox.',
    maxLength: 40,
    showCharacterCount: true,
    defaultValue: 'Hello',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByText('5 / 40 characters')).toBeVisible();
    await expect(box).toHaveAccessibleDescription(
      'The partner sees this message in their inbox. 5 / 40 characters',
    );
    await userEvent.click(box);
    await userEvent.keyboard(', is the hoodie available in XL and in navy?');
    // The browser stops at the limit.
    await expect(box).toHaveValue('Hello, is the hoodie available in XL and');
    await expect(canvas.getByText('40 / 40 characters')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Hi', errorMessage: 'Write at least 10 characters.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Write at least 10 characters.');
  },
};

/** In a kit Form: an empty required message stops the submit and says why under the field. */
export const RequiredInForm: Story = {
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextArea {...args} name="message" isRequired />
      <Button type="submit">Send</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringMatching(/fill out this field/i));
    await userEvent.keyboard('Hello');
    // As React Aria's fields do: the fixed value is judged when it is committed, on leaving.
    await userEvent.tab();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent on 12 March.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Message to Patagonia-Outfitters-International-Travel-Gear-Collective about the winter capsule',
    description:
      'Be specific: the partner answers faster when the message names the product, the size and the date you need it by.',
    showCharacterCount: true,
    maxLength: 2000,
    defaultValue:
      'Could you confirm whether the merino travel hoodie in the winter capsule collection ships to Lisbon before the end of the month?',
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <TextArea {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const wrapper = canvasElement.firstElementChild as HTMLElement;
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: CharacterCount.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 / 40 characters')).toBeVisible();
  },
};
