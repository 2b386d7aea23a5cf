import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TextArea } from './text-area.tsx';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Other information', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: 'Multi-line text with label, help text and error message; resizable vertically.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: 'Key under the mat, alarm code 1234' } };

export const WithDescription: Story = { args: { description: 'Shown to the team on the job.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Closed on Sundays.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Keep it under 500 characters.' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Other information' });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription('Keep it under 500 characters.');
  },
};

export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      'The client asked for eco-friendly products only. Park in the visitor spot, ring twice, ' +
      'the dog is friendly. Bathroom upstairs needs extra attention; the shower glass marks ' +
      'easily, so use the squeegee. Leave the invoice on the kitchen counter.',
  },
};

export const TypingAndKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Other information' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(textArea).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};
