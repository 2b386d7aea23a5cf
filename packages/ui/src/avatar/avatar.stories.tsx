import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Avatar } from './avatar.tsx';

// A tiny inline image, so the story needs no network.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0d9488"/><circle cx="20" cy="16" r="7" fill="#ccfbf1"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#ccfbf1"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Jane Cooper' },
  parameters: {
    docs: {
      description: {
        component:
          'A photo or, while it is missing or broken, the initials. `name` is the accessible ' +
          'name; set `isDecorative` when the name is written next to it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Cooper' })).toHaveTextContent('JC');
  },
};

export const Image: Story = { args: { src: photo } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <Avatar name="Ava Thompson" size="sm" />
      <Avatar name="Benjamín Álvarez" size="md" />
      <Avatar name="Chloe" size="lg" />
      <Avatar name="Daniel Okafor" size="lg" src={photo} />
    </div>
  ),
};

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Grace Lee' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Grace Lee' })).toHaveTextContent('GL'),
    );
  },
};

export const LongName: Story = {
  args: { name: 'María José de la Concepción Fernández-Rodríguez' },
};
