import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { ImageUpload, isAcceptedImage } from './ImageUpload';

// Inline images: the test browser has no network.
const existing = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6aa9ff"/><path d="M8 30l8-10 6 7 4-4 6 7z" fill="#fff"/></svg>',
)}`;
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const png = () => new File([pngBytes], 'license.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' });

/** The file chooser's input (hidden): what a picked file goes through. */
const chooserInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]:not([name])')!;

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { label: 'License front', onChange: fn() },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'License front' });
    await expect(group).toHaveAccessibleDescription('PNG or JPG.');
    await expect(canvas.getByText('Drag a PNG or JPG here, or choose a file.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).toBeNull();
  },
};

export const ChooseFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = chooserInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(input, png());
    const preview = await canvas.findByRole('img', { name: 'License front preview' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File));
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/** A file dragged from the desktop: the zone lights up while over it, and takes it on drop. */
export const DropFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="drop-zone"]')!;
    const files = new DataTransfer();
    files.items.add(png());
    const drag = (type: string) =>
      zone.dispatchEvent(
        new DragEvent(type, { dataTransfer: files, bubbles: true, cancelable: true }),
      );
    drag('dragenter');
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    drag('drop');
    await expect(await canvas.findByRole('img', { name: 'License front preview' })).toBeVisible();
    await expect(zone).not.toHaveAttribute('data-drop-target');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File));
  },
};

/** From the keyboard: a copied image pasted while focus is in the field is taken. */
export const PasteFile: Story = {
  play: async ({ canvas, args }) => {
    const choose = canvas.getByRole('button', { name: 'Choose image' });
    choose.focus();
    const clipboard = new DataTransfer();
    clipboard.items.add(png());
    choose.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
    await expect(await canvas.findByRole('img', { name: 'License front preview' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File));
  },
};

/** Other types are refused with the spec's message, and nothing changes. */
export const RejectsOtherTypes: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // As if the browser's dialog let any file through (it only hints with `accept`).
    const user = userEvent.setup({ applyAccept: false });
    const input = chooserInput(canvasElement);
    await user.upload(input, pdf());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only PNG, JPG allowed.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'License front' })).toHaveAccessibleDescription(
      'PNG or JPG. license.pdf: Only PNG, JPG allowed.',
    );
    // A good file clears the error.
    await user.upload(input, png());
    await expect(await canvas.findByRole('img', { name: 'License front preview' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(isAcceptedImage({ name: 'a.JPG', type: '' })).toBe(true);
    await expect(isAcceptedImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
  },
};

/** A text file renamed to .png is decoded when picked, refused by name, and nothing changes. */
export const RejectsAFileThatIsNoImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = chooserInput(canvasElement);
    const fake = new File(['just some text'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(input, fake);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'photo.png is not a readable image',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** An update form starts from the existing image's URL. */
export const ExistingImage: Story = {
  args: { defaultValue: existing },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'License front preview' });
    await expect(preview).toHaveAttribute('src', existing);
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the buttons; removing keeps focus in the field. */
export const RemoveWithKeyboard: Story = {
  args: { defaultValue: existing },
  play: async ({ canvas, args }) => {
    const replace = canvas.getByRole('button', { name: 'Replace image' });
    replace.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveFocus());
  },
};

/** The chooser button opens the browser's file dialog from the keyboard too. */
export const KeyboardOpensChooser: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = chooserInput(canvasElement);
    const click = fn();
    input.addEventListener('click', (event) => {
      event.preventDefault();
      click();
    });
    canvas.getByRole('button', { name: 'Choose image' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(click).toHaveBeenCalledTimes(1);
  },
};

const serverErrors = { license_front: 'The license front must be an image.' };

/** In the kit's Form: the file is submitted under `name`; server errors show until a change. */
export const InForm: Story = {
  args: { name: 'license_front' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Business verification"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const file = new FormData(event.currentTarget).get('license_front');
          setSubmitted(file instanceof File ? `${file.name} ${file.type}` : 'none');
        }}
      >
        <ImageUpload {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The license front must be an image.',
    );
    await userEvent.upload(chooserInput(canvasElement), png());
    await expect(await canvas.findByRole('img', { name: 'License front preview' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('license.png image/png');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'The profile image field is required.', label: 'Profile picture' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Profile picture' }),
    ).toHaveAccessibleDescription('PNG or JPG. The profile image field is required.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: existing, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { errorMessage: 'The profile image field is required.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'License front' });
    await expect(within(group).getByRole('alert')).toBeVisible();
  },
};
