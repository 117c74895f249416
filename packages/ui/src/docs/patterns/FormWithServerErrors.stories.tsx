import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Form, type FormProps } from '../../components/Form';
import { Inline } from '../../components/Inline';
import { TextField } from '../../components/TextField';
import { ToastProvider, createToaster, useToast } from '../../components/Toast';
import { loadToastList } from '../../components/Toast/Toast';
import { preload } from '../../storybook/preload';

type Answer = 'taken' | 'offline' | 'ok';

/**
 * Add Rider as the app submits it: the browser's own checks first, then the server. A 422 puts
 * each message under the field it names; a failure that names no field is a toast; success is a
 * toast naming the new state. The form keeps what was typed either way.
 */
function AddRider({ answer }: { answer: Answer }) {
  const toaster = useToast();
  const [errors, setErrors] = useState<FormProps['validationErrors']>();
  // The server's answer, at once. (In the app the submit button shows `isPending` meanwhile;
  // left out here because React Aria's pending announcement outlives the story in the test run.)
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer === 'taken') {
      setErrors({ email: ['The email has already been taken.'] });
    } else if (answer === 'offline') {
      toaster.danger('The server could not be reached.', { action: 'add-rider' });
    } else {
      toaster.success('Rider added successfully!', { action: 'add-rider' });
    }
  };
  return (
    <Card title="Add Rider" as="section">
      <Form validationErrors={errors} onSubmit={submit} aria-label="Add Rider">
        <TextField label="Name" name="name" isRequired defaultValue="Amir Haddad" />
        <TextField
          label="Email"
          name="email"
          type="email"
          isRequired
          defaultValue="amir@example.com"
        />
        <Inline gap="sm">
          <Button type="submit">Save</Button>
          <Button variant="ghost">Cancel</Button>
        </Inline>
      </Form>
    </Card>
  );
}

function Demo({ answer }: { answer: Answer }) {
  // Its own toaster, kept until closed, so no toast leaks between stories or expires mid-test.
  const [toaster] = useState(() => createToaster({ timeout: null }));
  return (
    <ToastProvider toaster={toaster}>
      <AddRider answer={answer} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Patterns/Form with server errors',
  loaders: [preload(loadToastList)],
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: () => <Demo answer="taken" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldErrorFromServer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    // What was typed stays, so the user fixes one field instead of starting again.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Amir Haddad');
  },
};

export const RequiredBeforeServer: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
  },
};

export const FailureWithoutField: Story = {
  render: () => <Demo answer="offline" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(
      within(region).getByRole('alertdialog', { name: 'The server could not be reached.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Success: Story = {
  render: () => <Demo answer="ok" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(
      within(region).getByRole('alertdialog', { name: 'Rider added successfully!' }),
    ).toBeInTheDocument();
  },
};
