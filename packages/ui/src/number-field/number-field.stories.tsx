import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { CurrencyField, NumberField } from './number-field.tsx';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Order', defaultValue: 1, minValue: 0, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Numbers parsed and formatted for the active locale. `CurrencyField` is the money ' +
          'variant: US dollars by default, two decimals, formatted as the locale writes them ' +
          '(switch the locale in the toolbar).',
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Order must be a whole number.', defaultValue: 2.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Order' })).toBeInvalid();
  },
};

export const LongText: Story = {
  args: {
    label: 'Maximum number of jobs a single team can take on the same day',
    description: 'Leave empty for no limit.',
    defaultValue: 12,
  },
};

export const Currency: Story = {
  render: (args) => (
    <CurrencyField
      label="Charge amount"
      defaultValue={1250.5}
      description="Charged per visit."
      onChange={args.onChange}
    />
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Charge amount' });
    await expect(input).toHaveValue('$1,250.50');
    await userEvent.clear(input);
    await userEvent.type(input, '89.9');
    await userEvent.tab();
    await expect(input).toHaveValue('$89.90');
    await expect(args.onChange).toHaveBeenLastCalledWith(89.9);
  },
};

export const CurrencyInvalid: Story = {
  render: () => (
    <CurrencyField label="Charge amount" isInvalid errorMessage="Charge amount is required." />
  ),
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Order' });
    await step('arrow keys step the value', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(input).toHaveValue('3');
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveValue('2');
    });
    await step('the steppers too, and stop at the minimum', async () => {
      const decrease = canvas.getByRole('button', { name: /Decrease/ });
      await userEvent.click(decrease);
      await userEvent.click(decrease);
      await expect(input).toHaveValue('0');
      await expect(decrease).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(1);
    });
  },
};
