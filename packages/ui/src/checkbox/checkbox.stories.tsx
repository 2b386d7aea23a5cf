import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Checkbox, CheckboxGroup } from './checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Paid', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox with its label, optional help text and error message. `CheckboxGroup` ' +
          'gathers related options under one label.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Some teams</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox description="Send a reminder the day before each job.">Email reminders</Checkbox>
    </div>
  ),
  parameters: { screenshot: { forcedColors: true } },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms of service',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'You must accept the terms to continue.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
  },
  parameters: { screenshot: { forcedColors: true } },
};

export const LongText: Story = {
  args: {
    children:
      'Charge the client automatically after each completed job, using the payment method on file',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Weekdays" defaultValue={['mon', 'wed']} description="Repeats weekly.">
      <Checkbox value="mon">Monday</Checkbox>
      <Checkbox value="tue">Tuesday</Checkbox>
      <Checkbox value="wed">Wednesday</Checkbox>
      <Checkbox value="thu">Thursday</Checkbox>
      <Checkbox value="fri">Friday</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Weekdays' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
  },
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Paid' });
    await userEvent.click(canvas.getByText('Paid'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
