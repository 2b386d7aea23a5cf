import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { MoreHorizontalIcon } from '../icons/icons.tsx';
import { DialogTrigger, Popover, PopoverDialog } from './popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: { showArrow: true },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">More jobs for this day (3)</Button>
      <Popover {...args}>
        <PopoverDialog title="More jobs for this day (3)">
          <ul style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
            <li>09:00 Ava Thompson</li>
            <li>11:30 Chloe Martin</li>
            <li>15:00 Grace Lee</li>
          </ul>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Non-modal content anchored to a trigger: put a `Button` and a `Popover` with a ' +
          '`PopoverDialog` inside a `DialogTrigger`. Focus moves into the popover, Escape or a ' +
          'click outside closes it, and focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { defaultOpen: true, placement: 'bottom start' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'More jobs for this day (3)' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const IconTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost" size="icon" aria-label="Job options">
        <MoreHorizontalIcon />
      </Button>
      <Popover {...args} placement="bottom end" defaultOpen>
        <PopoverDialog aria-label="Job options">
          A long explanation that wraps over several lines, because popovers have a maximum width on
          small screens and must never overflow the viewport.
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
};

export const KeyboardAndPointer: Story = {
  args: { showArrow: false },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'More jobs for this day (3)' });
    await step('a click opens it and moves focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog).toHaveFocus());
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};
