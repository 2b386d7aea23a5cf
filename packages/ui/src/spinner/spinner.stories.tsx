import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from './spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate progress indicator with an accessible name (`label`, default ' +
          '"Loading"). It inherits the text colour. Under `prefers-reduced-motion` it turns ' +
          'more slowly rather than stopping, so the wait stays visible.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
      <Spinner size="sm" label="Loading jobs" />
      <Spinner size="md" label="Loading clients" />
      <Spinner size="lg" label="Loading the calendar" />
    </div>
  ),
};

export const WithText: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        gap: 'var(--space-2)',
        alignItems: 'center',
        margin: 0,
        color: 'var(--color-text-muted)',
      }}
    >
      <Spinner size="sm" aria-labelledby="loading-text" />
      <span id="loading-text">Loading the schedule of the week for every team…</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading the schedule of the week for every team…' }),
    ).toBeVisible();
  },
};
