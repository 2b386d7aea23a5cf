import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PlusIcon, TrashIcon } from '../icons/icons.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'destructive', 'ghost', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use one `primary` button per view for the main action, `secondary` or `outline` for the ' +
          'others, `destructive` for actions that delete, and `link` for a low-emphasis action ' +
          'in running text. Icon-only buttons take `size="icon"` and an `aria-label`. ' +
          '`isPending` keeps the button focusable and its width while an action runs.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="destructive">
        Destructive
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
  parameters: { screenshot: { forcedColors: true } },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add job">
        <PlusIcon />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    variant: 'destructive',
    children: (
      <>
        <TrashIcon /> Delete client
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Add job', children: <PlusIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add job' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
  parameters: { screenshot: { forcedColors: true } },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar')).toHaveAccessibleName('Loading');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Send the invoice and the job summary to every client of the team' },
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });

    await step('pointer press', async () => {
      await userEvent.click(button);
      await expect(args.onPress).toHaveBeenCalledTimes(1);
    });

    await step('Tab focuses it, Enter and Space press it', async () => {
      button.blur();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('data-focus-visible', 'true');
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onPress).toHaveBeenCalledTimes(3);
    });
  },
  parameters: { screenshot: { forcedColors: true } },
};
