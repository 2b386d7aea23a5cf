import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TextField } from './text-field.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Client name', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text input with its label, optional help text and error message, all ' +
          'wired for assistive technology. Always give a visible `label` (or an `aria-label`); ' +
          'a placeholder is a hint, not a label. Pass translated texts as props.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: 'Jane Cooper' } };

export const WithDescription: Story = {
  args: { label: 'Phone', description: 'Used for arrival notifications.', type: 'tel' },
};

export const Required: Story = {
  args: { label: 'Email', isRequired: true, type: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Brightside Cleaning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Client name' })).toBeDisabled();
  },
  parameters: { screenshot: { forcedColors: true } },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    defaultValue: 'jane.cooper@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
  parameters: { screenshot: { forcedColors: true } },
};

export const LongText: Story = {
  args: {
    label: 'Access instructions for the cleaning team on the first visit to the property',
    defaultValue:
      'Use the side gate, the code is on the note; the dog is friendly but must stay outside the kitchen',
    description:
      'Shown to the team on the job card. Keep it short: long instructions are cut on phones, ' +
      'so put the details in the job notes instead.',
  },
};

export const TypingAndKeyboard: Story = {
  args: { label: 'Street', description: 'Number and street name.' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Street' });
    await step('Tab focuses the input; the description describes it', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(input).toHaveAccessibleDescription('Number and street name.');
    });
    await step('typing reports each change', async () => {
      await userEvent.type(input, '42 Elm St');
      await expect(input).toHaveValue('42 Elm St');
      await expect(args.onChange).toHaveBeenLastCalledWith('42 Elm St');
    });
    await step('a pointer click elsewhere blurs it', async () => {
      await userEvent.click(canvas.getByText('Number and street name.'));
      await expect(args.onBlur).toHaveBeenCalled();
    });
  },
};
