import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FrameSkeleton } from './frame-skeleton.tsx';

const meta = {
  title: 'Web/Components/Frame skeleton',
  component: FrameSkeleton,
  tags: ['autodocs'],
  args: { label: 'Loading...' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'What a signed-in visitor sees while the session is checked and the frame loads: the ' +
          "frame's shape (sidebar, header with the sidebar's toggle, page) in placeholders, " +
          "under the spec's `Loading...`. On a phone, as the frame does, it has no sidebar.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
} satisfies Meta<typeof FrameSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const sidebar = context.canvasElement.querySelector('[aria-busy] > [aria-hidden]');
    await expect(sidebar).toBeVisible();
  },
};

/** Under 768px the frame's sidebar is a sheet: the placeholders leave it out. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await meta.play(context);
    const sidebar = context.canvasElement.querySelector('[aria-busy] > [aria-hidden]');
    await expect(sidebar).not.toBeVisible();
  },
};
