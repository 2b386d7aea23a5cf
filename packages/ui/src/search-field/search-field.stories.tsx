import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { SearchField } from './search-field.tsx';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Search clients',
    placeholder: 'Search by name, e-mail or phone',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
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
          'A search input: magnifier, text, a spinner while results load (`isPending`) and a ' +
          'clear button while it holds text. Escape or the button clears it, Enter submits. ' +
          'Give it a visible `label` or an `aria-label`; pass translated `pendingLabel` and ' +
          '`clearLabel`.',
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <SearchField {...args} aria-label="Empty" />
      <SearchField {...args} aria-label="With text" defaultValue="olivia" />
      <SearchField {...args} aria-label="Pending" defaultValue="schmidt" isPending />
      <SearchField {...args} aria-label="Disabled" defaultValue="olivia" isDisabled />
      <SearchField
        {...args}
        aria-label={undefined}
        label="Search jobs"
        description="Client name, address or notes."
      />
      <SearchField
        {...args}
        aria-label={undefined}
        label="Search teams"
        defaultValue="%%"
        isInvalid
        errorMessage="Use letters or digits."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Empty' })).toHaveValue('');
    await expect(canvas.getAllByRole('button', { name: 'Clear search' })).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Search teams' })).toBeInvalid();
  },
};

export const TypingAndSubmitting: Story = {
  play: async ({ args, canvas, step }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search clients' });
    await step('typing reports each change and shows the clear button', async () => {
      await userEvent.type(field, 'ava');
      await expect(args.onChange).toHaveBeenLastCalledWith('ava');
      await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    });
    await step('Enter submits the text', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('ava');
    });
  },
};

export const ClearingByKeyboardAndPointer: Story = {
  args: { defaultValue: 'olivia' },
  play: async ({ args, canvas, step }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search clients' });
    await step('the clear button empties it and hides itself', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(field).toHaveValue('');
      await expect(args.onClear).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    });
    await step('Escape empties it too', async () => {
      await userEvent.type(field, 'noah');
      await userEvent.keyboard('{Escape}');
      await expect(field).toHaveValue('');
      await expect(args.onClear).toHaveBeenCalledTimes(2);
    });
  },
};
