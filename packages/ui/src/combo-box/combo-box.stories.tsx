import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ComboBox, ComboBoxItem } from './combo-box.tsx';

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
