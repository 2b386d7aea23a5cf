import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Radio, RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Payment method', defaultValue: 'card', onChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="cash">Cash</Radio>
      <Radio value="card">Card</Radio>
      <Radio value="check">Check</Radio>
      <Radio value="transfer" description="Allow two business days.">
        Bank transfer
      </Radio>
    </RadioGroup>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few options that should all be visible. Arrow keys move the ' +
          'selection. For many options use `Select` or `ComboBox`.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: {
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose a payment method.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Payment method/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'How should the invoice be sent to the client after a job is completed?',
    description: 'Clients can change this in their portal.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Cash'));
    await expect(canvas.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cash');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveFocus();
  },
};
