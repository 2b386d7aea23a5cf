import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Switch } from './switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Active', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that takes effect immediately. For a choice confirmed by a submit ' +
          'button, prefer a `Checkbox`.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled and on
      </Switch>
      <Switch description="Drivers see the route of the day.">Driver</Switch>
    </div>
  ),
  parameters: { screenshot: { forcedColors: true } },
};

export const Invalid: Story = {
  args: {
    children: 'Active',
    defaultSelected: false,
    isInvalid: true,
    errorMessage: 'This team has scheduled jobs: reassign them before deactivating it.',
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Active' });
    await expect(control).toBeInvalid();
    await expect(control).toHaveAccessibleDescription(
      'This team has scheduled jobs: reassign them before deactivating it.',
    );
  },
};

export const LongText: Story = {
  args: {
    children:
      'Let clients reschedule their own jobs from the confirmation email up to a day before',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Active' });
    await userEvent.click(canvas.getByText('Active'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
  parameters: { screenshot: { forcedColors: true } },
};
