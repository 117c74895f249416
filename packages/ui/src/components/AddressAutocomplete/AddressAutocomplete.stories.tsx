import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import {
  AddressAutocomplete,
  type AddressAutocompleteProps,
  type AddressSuggestion,
  type AddressValue,
} from './AddressAutocomplete';

type Loader = AddressAutocompleteProps['loadSuggestions'];

const streets = ['Broadway', 'Bedford Ave', 'Atlantic Ave', 'Queens Blvd', 'Lexington Ave'];
/** A small gazetteer standing in for GET /api/geocode. */
const places: AddressSuggestion[] = [
  { id: 'esb', label: '350 5th Ave, New York, NY 10118', latitude: 40.7484, longitude: -73.9857 },
  ...streets.flatMap((street, index) =>
    [1, 2, 3].map((number) => ({
      id: `${index}-${number}`,
      label: `${number * 100} ${street}, New York, NY`,
      latitude: Number((40.7 + index / 100 + number / 1000).toFixed(4)),
      longitude: Number((-73.95 - index / 100).toFixed(4)),
    })),
  ),
];

const search = (text: string) =>
  places.filter((place) => place.label.toLowerCase().includes(text.toLowerCase()));

const meta = {
  title: 'Components/AddressAutocomplete',
  component: AddressAutocomplete,
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    onChange: fn(),
    debounceMs: 50,
    loadSuggestions: fn<Loader>(async (text) => search(text)),
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <AddressAutocomplete {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the list is open RAC hides the rest of the page from assistive technology (as every
 * combobox does), which axe flags for the focusable read-only fields: close it before the check.
 */
const closeList = async () => {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

const addressInput = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'Address' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = addressInput(canvas);
    await userEvent.type(input, '35');
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Fewer than 3 characters: no lookup, no list.
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(input, '0');
    const option = await screen.findByRole('option', { name: '350 5th Ave, New York, NY 10118' });
    await expect(args.loadSuggestions).toHaveBeenCalledTimes(1);
    await expect(args.loadSuggestions).toHaveBeenLastCalledWith('350', {
      signal: expect.any(AbortSignal),
    });
    await userEvent.click(option);
    await expect(input).toHaveValue('350 5th Ave, New York, NY 10118');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      address: '350 5th Ave, New York, NY 10118',
      latitude: 40.7484,
      longitude: -73.9857,
    });
    // Found from the address, not typed: one small read-only line, no fields.
    await expect(canvas.getByText('Latitude 40.7484')).toBeVisible();
    await expect(canvas.getByText('Longitude -73.9857')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Latitude' })).toBeNull();
    // Choosing is not typing: no new lookup.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(args.loadSuggestions).toHaveBeenCalledTimes(1);
  },
};

/** Arrow keys move through the suggestions, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = addressInput(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('Queens');
    await screen.findByRole('option', { name: '100 Queens Blvd, New York, NY' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('200 Queens Blvd, New York, NY');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: '200 Queens Blvd, New York, NY' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Many answers: the list scrolls at 12rem. */
export const LongListScrolls: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(addressInput(canvas), 'New York');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(16));
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(list.clientHeight).toBeLessThanOrEqual(12 * rootFontSize);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await closeList();
  },
};

export const Loading: Story = {
  args: { loadSuggestions: fn<Loader>(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(addressInput(canvas), 'Bedford');
    await waitFor(() => expect(screen.getByText('Searching addresses...')).toBeVisible());
    await closeList();
  },
};

export const NoResults: Story = {
  args: { loadSuggestions: fn<Loader>(async () => []) },
  play: async ({ canvas }) => {
    await userEvent.type(addressInput(canvas), 'Atlantis');
    await waitFor(() => expect(screen.getByText('No addresses found.')).toBeVisible());
    await closeList();
  },
};

export const LoadError: Story = {
  args: { loadSuggestions: fn<Loader>(async () => Promise.reject(new Error('502'))) },
  play: async ({ canvas }) => {
    await userEvent.type(addressInput(canvas), 'Broadway');
    await waitFor(() =>
      expect(
        screen.getByText('Could not load suggestions. Keep typing to try again.'),
      ).toBeVisible(),
    );
    await closeList();
  },
};

/** A slow answer to an older text never replaces the answer to the newest one. */
export const StaleAnswersIgnored: Story = {
  args: {
    debounceMs: 0,
    loadSuggestions: fn<Loader>(
      (text, { signal }) =>
        new Promise((resolve) => {
          // 'Bro' answers last, well after 'Broa'.
          const delay = text === 'Bro' ? 400 : 50;
          setTimeout(() => resolve(signal.aborted ? places : search(text)), delay);
        }),
    ),
  },
  play: async ({ canvas, args }) => {
    const input = addressInput(canvas);
    await userEvent.type(input, 'Bro');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.type(input, 'a');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    const calls = (args.loadSuggestions as ReturnType<typeof fn>).mock.calls;
    await expect(calls.map((call) => call[0])).toEqual(['Bro', 'Broa']);
    await expect((calls[0]![1] as { signal: AbortSignal }).signal.aborted).toBe(true);
    await closeList();
  },
};

/** An update form starts from the saved address; editing the text drops the coordinates. */
export const Prefilled: Story = {
  args: {
    defaultValue: {
      address: '350 5th Ave, New York, NY 10118',
      latitude: 40.7484,
      longitude: -73.9857,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Latitude 40.7484')).toBeVisible();
    await userEvent.type(addressInput(canvas), 'X');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      address: '350 5th Ave, New York, NY 10118X',
      latitude: null,
      longitude: null,
    });
    await closeList();
    await expect(
      canvas.getByText('Choose an address from the list to set its location.'),
    ).toBeVisible();
  },
};

/** react-hook-form style: the app owns the value, shows its error, and focuses through the ref. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<AddressValue>({
      address: '',
      latitude: null,
      longitude: null,
    });
    const [input, setInput] = useState<HTMLInputElement | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <AddressAutocomplete
          {...args}
          value={value}
          onChange={setValue}
          inputRef={setInput}
          errorMessage={value.latitude == null ? 'Choose an address from the list.' : undefined}
        />
        <button type="button" onClick={() => input?.focus()}>
          Focus the address
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the address' }));
    const input = addressInput(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('Bedford');
    await userEvent.click(
      await screen.findByRole('option', { name: '300 Bedford Ave, New York, NY' }),
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Longitude -73.96')).toBeVisible();
  },
};

const serverErrors = { address: 'The address field is required.' };

/** In the kit's Form: address, latitude and longitude are submitted under their names. */
export const InForm: Story = {
  args: { name: 'address', latitudeName: 'latitude', longitudeName: 'longitude' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Partner"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(['address', 'latitude', 'longitude'].map((key) => data.get(key)).join('|'));
        }}
      >
        <AddressAutocomplete {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    const input = addressInput(canvas);
    await expect(input).toHaveAccessibleDescription('The address field is required.');
    await userEvent.type(input, '350');
    await userEvent.click(await screen.findByRole('option', { name: /350 5th Ave/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '350 5th Ave, New York, NY 10118|40.7484|-73.9857',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose an address from the list.', description: 'Type 3 characters.' },
  play: async ({ canvas }) => {
    const input = addressInput(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Type 3 characters. Choose an address from the list.',
    );
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { address: '100 Broadway, New York, NY', latitude: 40.701, longitude: -73.95 },
  },
  play: async ({ canvas }) => {
    await expect(addressInput(canvas)).toBeDisabled();
    // The saved place's coordinates still read, as facts.
    await expect(canvas.getByText('Latitude 40.701')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(addressInput(canvas), 'Lexington');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '100 Lexington Ave, New York, NY' })).toBeVisible(),
    );
    await closeList();
  },
};

/**
 * In French: the field's words come from the kit's catalogue, and the coordinates are written
 * with the French decimal comma and minus sign (the hidden form values stay plain numbers).
 */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  args: {
    latitudeName: 'latitude',
    defaultValue: {
      address: '350 5th Ave, New York, NY 10118',
      latitude: 40.7484,
      longitude: -73.9857,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Adresse' });
    await expect(canvas.getByText('Latitude 40,7484')).toBeVisible();
    await expect(canvas.getByText(/^Longitude\s.73,9857$/)).toBeVisible();
    await expect(canvasElement.querySelector('input[name="latitude"]')).toHaveValue('40.7484');
    await userEvent.clear(input);
    await expect(input).toHaveAttribute('placeholder', 'Commencez à saisir une adresse');
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(screen.getByText('Aucune adresse trouvée.')).toBeVisible());
    await closeList();
    await expect(
      canvas.getByText('Choisissez une adresse dans la liste pour fixer sa position.'),
    ).toBeVisible();
  },
};
