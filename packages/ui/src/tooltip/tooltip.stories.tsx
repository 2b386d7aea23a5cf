import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { PlusIcon } from '../icons/icons.tsx';
import { Tooltip, TooltipTrigger } from './tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { children: 'New Job' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="outline" size="icon" aria-label="New Job">
        <PlusIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A short label shown after the pointer rests 700 ms on the trigger, or at once on ' +
          'keyboard focus. Use it to name icon-only buttons (which still need an `aria-label`), ' +
          'never for essential information: touch screens never show it.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  render: (args) => (
    <div style={{ paddingBlockStart: 'var(--space-10)' }}>
      <TooltipTrigger defaultOpen>
        <Button variant="outline" size="icon" aria-label="New Job">
          <PlusIcon />
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('New Job');
  },
};

export const LongText: Story = {
  args: {
    placement: 'bottom',
    children: 'Schedule a job for the selected day; recurring jobs are created from the plan.',
  },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="outline">Schedule Job</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const trigger = canvas.getByRole('button', { name: 'New Job' });
    await step('hovering shows it after the delay, leaving hides it', async () => {
      // React Aria shows tooltips on hover once the user is known to use a pointer.
      await userEvent.click(canvasElement);
      await userEvent.hover(trigger);
      const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
      await waitFor(() => expect(tooltip).toBeVisible());
      await userEvent.unhover(trigger);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
        timeout: 3000,
      });
    });
    await step('keyboard focus shows it at once; Escape hides it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      const tooltip = await screen.findByRole('tooltip');
      await expect(trigger).toHaveAccessibleDescription('New Job');
      await waitFor(() => expect(tooltip).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    });
  },
};
