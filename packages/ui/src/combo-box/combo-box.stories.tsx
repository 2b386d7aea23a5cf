import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ComboBox, ComboBoxItem, type ComboBoxProps } from './combo-box.tsx';

interface Client {
  id: string;
  name: string;
}

const clients: Client[] = [
  { id: 'c1', name: 'Ava Thompson' },
  { id: 'c2', name: 'Benjamín Álvarez' },
  { id: 'c3', name: 'Chloe Martin' },
  { id: 'c4', name: 'Daniel Okafor' },
  { id: 'c5', name: 'Emma Johansson' },
  { id: 'c6', name: 'Felipe Souza' },
  { id: 'c7', name: 'Grace Lee' },
  { id: 'c8', name: 'Hannah Schmidt' },
  { id: 'c9', name: 'Isaac Cohen' },
  { id: 'c10', name: 'Julia Rossi' },
  { id: 'c11', name: 'Kevin Nguyen' },
  { id: 'c12', name: 'Laura Dubois' },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Client', items: clients, onChange: fn(), children: null },
  render: (args) => (
    <ComboBox {...args}>
      {(item) => {
        const client = item as Client;
        return <ComboBoxItem id={client.id}>{client.name}</ComboBoxItem>;
      }}
    </ComboBox>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A searchable single choice. Defaults: `Select an option...` on the button, ' +
          '`Search an option...` in the search input, `No option found.` when nothing matches ' +
          '(pass translations). The list is at most 300px high. With `allowsDeselect`, choosing ' +
          'the selected option again clears it.',
      },
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = {
  args: { defaultValue: 'c3', description: 'Who receives the job.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'c1' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Client is required.' },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(clients.length);
    // The popover scrolls rather than growing past 300px.
    const popover = listbox.parentElement!;
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight);
  },
};

export const LongText: Story = {
  args: {
    label: 'Client who should receive the invoice for every job of this recurring plan',
    items: [{ id: 'x', name: 'Northwind Property Management Group, Downtown Residential Towers' }],
    defaultValue: 'x',
  },
};

export const SearchAndKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: /Client/ });
    await expect(trigger).toHaveTextContent('Select an option...');

    await step('typing filters, ignoring case and accents', async () => {
      await userEvent.click(trigger);
      const search = await screen.findByRole('searchbox', { name: 'Search an option...' });
      await waitFor(() => expect(search).toHaveFocus());
      await userEvent.keyboard('alvarez');
      const listbox = screen.getByRole('listbox');
      await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('c2');
      await expect(trigger).toHaveTextContent('Benjamín Álvarez');
    });

    await step('no match shows the empty message', async () => {
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await userEvent.click(trigger);
      const search = await screen.findByRole('searchbox');
      await waitFor(() => expect(search).toHaveFocus());
      await userEvent.keyboard('zzz');
      await expect(await screen.findByText('No option found.')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    });
  },
};

export const Deselect: Story = {
  args: { allowsDeselect: true, defaultValue: 'c1' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Client/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ava Thompson' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(trigger).toHaveTextContent('Select an option...');
  },
};

/**
 * With `allowsDeselect`, Enter chooses an option and keeps it: the key goes down on an option
 * that is not yet chosen, even though it is chosen by the time the key comes up.
 */
export const ChooseByKeyboardWithDeselect: Story = {
  args: { allowsDeselect: true },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Client/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('searchbox');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('chloe');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('c3');
    await expect(trigger).toHaveTextContent('Chloe Martin');
  },
};

export const Translated: Story = {
  args: {
    label: 'Cliente',
    placeholder: 'Selecione uma opção...',
    searchPlaceholder: 'Pesquisar uma opção...',
    emptyMessage: 'Nenhuma opção encontrada.',
    defaultOpen: true,
    items: [],
  },
  play: async () => {
    await waitFor(async () =>
      expect(await screen.findByText('Nenhuma opção encontrada.')).toBeVisible(),
    );
  },
};

/** Without any option it still opens, to its search box and the empty message. */
export const NoOptions: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Client/ }));
    await expect(await screen.findByText('No option found.')).toBeVisible();
    await expect(screen.getByRole('searchbox')).toBeVisible();
  },
};

/**
 * Stands in for a server search: the matches of the search text, 5 at most. (A real server
 * answers a moment later; the list then shows the earlier matches until the new ones arrive.)
 */
function ServerSearchComboBox(props: Omit<ComboBoxProps<Client>, 'children' | 'items'>) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Client | null>(null);
  const matches = useMemo(() => {
    const text = search.trim().toLowerCase();
    return clients.filter((c) => c.name.toLowerCase().includes(text)).slice(0, 5);
  }, [search]);
  const matchIds = new Set<Key>(matches.map((c) => c.id));
  // The selected client stays among the items, so the button can name it whatever the search.
  const items = selected && !matchIds.has(selected.id) ? [...matches, selected] : matches;
  return (
    <ComboBox
      {...props}
      items={items}
      value={selected?.id ?? null}
      onChange={(id) => {
        setSelected(clients.find((c) => c.id === id) ?? null);
        props.onChange?.(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onOpenChange={(isOpen) => {
        if (!isOpen) setSearch('');
      }}
      filter={(_text, _search, id) => matchIds.has(id)}
    >
      {(client) => <ComboBoxItem id={client.id}>{client.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/**
 * Options found by the server: the search text is controlled, the items are the server's
 * matches (here 5 at most), and `filter` keeps exactly those, so the selected option can stay
 * among the items without showing up in an unrelated search.
 */
export const ServerSearch: Story = {
  render: ({ items: _items, ...args }) => <ServerSearchComboBox {...args} />,
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: /Client/ });

    await step('the server answers the matches of the search', async () => {
      await userEvent.click(trigger);
      const search = await screen.findByRole('searchbox');
      await waitFor(() => expect(search).toHaveFocus());
      await expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(5);
      await userEvent.keyboard('rossi');
      await waitFor(() =>
        expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('c10');
      await expect(trigger).toHaveTextContent('Julia Rossi');
    });

    await step('a search without matches keeps the selection named', async () => {
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await userEvent.click(trigger);
      const search = await screen.findByRole('searchbox');
      await waitFor(() => expect(search).toHaveFocus());
      await expect(search).toHaveValue('');
      await userEvent.keyboard('zzz');
      await expect(await screen.findByText('No option found.')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await expect(trigger).toHaveTextContent('Julia Rossi');
    });
  },
};
