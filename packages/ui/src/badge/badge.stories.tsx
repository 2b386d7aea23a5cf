import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from './badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Scheduled', variant: 'scheduled' },
  parameters: {
    docs: {
      description: {
        component:
          'Status labels. Job statuses: `scheduled` (blue), `in-progress` (yellow), `completed` ' +
          '(green), `cancelled` (red); plus `neutral` and `info` / `success` / `warning` / ' +
          '`danger`. The text always states the status: colour is never the only signal.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled')).toHaveAttribute('data-variant', 'scheduled');
  },
};

export const JobStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge variant="scheduled">Scheduled</Badge>
      <Badge variant="in-progress">In progress</Badge>
      <Badge variant="completed">Completed</Badge>
      <Badge variant="cancelled">Cancelled</Badge>
      <Badge variant="neutral">Draft</Badge>
    </div>
  ),
};

export const WithDot: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge variant="scheduled" hasDot>
        Scheduled
      </Badge>
      <Badge variant="in-progress" hasDot>
        In progress
      </Badge>
      <Badge variant="completed" hasDot>
        Completed
      </Badge>
      <Badge variant="cancelled" hasDot>
        Cancelled
      </Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="success">Paid</Badge>
      <Badge variant="warning">Pending</Badge>
      <Badge variant="danger">Overdue</Badge>
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Waiting for the client to confirm the new time', variant: 'in-progress' },
};
