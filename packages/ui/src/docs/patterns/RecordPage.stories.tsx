import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DescriptionList } from '../../components/DescriptionList';
import { LoadingState } from '../../components/LoadingState';
import { Notice } from '../../components/Notice';
import { PageHeader } from '../../components/PageHeader';
import { Stack } from '../../components/Stack';
import { StatusBadge } from '../../components/StatusBadge';

const breadcrumbs = [
  { label: 'Dashboard', href: '#' },
  { label: 'Partners', href: '#' },
  { label: 'Details' },
];

/**
 * A partner's page as the app composes it: breadcrumb, the record's name as the heading with its
 * state and actions, a notice about the record, and its fields in cards. A failed fetch shows an
 * error with a retry, never an endless spinner.
 */
function PartnerPage({ state: initial }: { state: 'ready' | 'loading' | 'failed' }) {
  const [state, setState] = useState(initial);
  if (state === 'loading') return <LoadingState label="Loading partner details..." />;
  if (state === 'failed') {
    return (
      <Stack gap="lg">
        <PageHeader breadcrumbs={breadcrumbs} title="Partner" />
        <Notice
          tone="danger"
          title="Could not load the partner"
          action={
            <Button size="sm" variant="secondary" onPress={() => setState('ready')}>
              Try again
            </Button>
          }
        >
          The server could not be reached.
        </Notice>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={breadcrumbs}
        title="Horizon Wardrobe"
        lead={<StatusBadge status="Active" />}
        actions={
          <>
            <Button variant="danger">Suspend</Button>
            <Button variant="secondary">Request Information</Button>
          </>
        }
      />
      <Notice tone="warning" title="Documents missing">
        The partner has not uploaded a business licence yet.
      </Notice>
      <Card title="Partner Information" as="section">
        <DescriptionList
          headingLevel={3}
          sections={[
            {
              rows: [
                { label: 'Email', value: 'hello@horizonwardrobe.example' },
                { label: 'Phone Number', value: '(555) 014-2290' },
                { label: 'Sales', value: '$12,480.00' },
                { label: 'Website', value: undefined },
              ],
            },
          ]}
        />
      </Card>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/Record page',
  render: () => <PartnerPage state="ready" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Horizon Wardrobe' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByText('Details')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Documents missing');
  },
};

export const LoadFailedThenRetry: Story = {
  render: () => <PartnerPage state="failed" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the partner');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Horizon Wardrobe' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <PartnerPage state="loading" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading partner details...')).toBeInTheDocument();
  },
};
