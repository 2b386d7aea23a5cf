import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: '16rem' },
  parameters: {
    docs: {
      description: {
        component:
          'Placeholders in the shape of loading content. They are hidden from assistive ' +
          'technology: set `aria-busy` on the loading region and name the wait once.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
      <Skeleton shape="circle" width="2.5rem" />
      <Skeleton shape="text" width="10rem" />
      <Skeleton shape="rect" width="6rem" height="2.5rem" />
    </div>
  ),
};

export const ClientCardLoading: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Client"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 'var(--space-3)',
        alignItems: 'center',
        maxInlineSize: '22rem',
        padding: 'var(--space-4)',
        border: 'var(--border-width) solid var(--color-border)',
        borderRadius: 'var(--radius-lg)',
      }}
    >
      <Skeleton shape="circle" width="3rem" />
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" width="85%" />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Client' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
