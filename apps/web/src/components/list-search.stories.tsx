import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withI18n } from '../testing/i18n-story.tsx';
import { ListSearch, type ListSearchProps } from './list-search.tsx';

function Controlled(props: ListSearchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: '24rem' }}>
      <ListSearch
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <p>Searching for: “{value}”</p>
    </div>
  );
}

/** Search as you type for server-side lists: the list is asked once typing pauses. */
const meta = {
  title: 'Web/Components/List search',
  component: ListSearch,
  tags: ['autodocs'],
  decorators: [withI18n],
  args: {
    label: 'Search clients',
    placeholder: 'Search by name, e-mail or phone',
    value: '',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ListSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Pending: Story = { args: { value: 'schmidt', isPending: true } };

export const DebouncedWhileTyping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search clients' }), 'olivia');
    // One call for the whole word, not one per keystroke.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('olivia'));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const EscapeClears: Story = {
  args: { value: 'olivia' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search clients' });
    await expect(field).toHaveValue('olivia');
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
