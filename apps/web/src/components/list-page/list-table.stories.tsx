import { Avatar, Badge, PencilIcon, TrashIcon, UsersIcon } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '../../testing/i18n-story.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { ListEmptyState } from './list-empty-state.tsx';
import { ClippedText, ListNameCell, NoValue } from './list-cells.tsx';
import { ListTable, type ListColumn } from './list-table.tsx';

interface Crew {
  id: string;
  name: string;
  email: string | null;
  city: string;
  isActive: boolean;
}

const crews: Crew[] = [
  {
    id: '1',
    name: 'Aisha Schmidt',
    email: 'aisha.schmidt@example.com',
    city: 'Lexington',
    isActive: true,
  },
  { id: '2', name: 'Bruno Costa', email: null, city: 'Quincy', isActive: true },
  {
    id: '3',
    name: 'Chloe Martin',
    email: 'chloe.martin@example.org',
    city: 'Arlington',
    isActive: false,
  },
  {
    id: '4',
    name: 'Dmitri Volkov',
    email: 'dmitri.volkov@example.net',
    city: 'Belmont',
    isActive: true,
  },
];

const columns: ListColumn<Crew>[] = [
  {
    id: 'name',
    label: 'Name',
    isRowHeader: true,
    allowsSorting: true,
    textValue: (row) => row.name,
    render: (row) => (
      <ListNameCell
        name={row.name}
        leading={<Avatar name={row.name} size="sm" isDecorative />}
        fallbacks={[
          { content: row.city, below: 'sm' },
          ...(row.isActive
            ? []
            : [{ content: <Badge variant="neutral">Inactive</Badge>, below: 'md' as const }]),
        ]}
      />
    ),
  },
  {
    id: 'email',
    label: 'E-mail',
    allowsSorting: true,
    hideBelow: 'sm',
    render: (row) => (row.email ? <ClippedText>{row.email}</ClippedText> : <NoValue />),
  },
  { id: 'city', label: 'City', hideBelow: 'sm', render: (row) => row.city },
  {
    id: 'status',
    label: 'Status',
    hideBelow: 'md',
    render: (row) => <StatusBadge isActive={row.isActive} />,
  },
];

/** The table for these rows (a story's component is one concrete type). */
const PeopleTable = ListTable<Crew, 'name' | 'email'>;

const state = {
  rows: crews,
  isLoading: false,
  error: null,
  isStale: false,
  isFetching: false,
  onRetry: fn(),
};

const emptyState = (
  <ListEmptyState
    isFiltered={false}
    noMatches={{ title: '', description: '', clearLabel: '', onClear: fn() }}
    empty={{ icon: <UsersIcon />, title: 'No people yet', description: 'Add the first one.' }}
  />
);

/**
 * The table of every list screen (Clients, Users, Teams): loading, error, empty and filled, with
 * sortable headers, a "⋯" menu per row, inactive rows quieter, and "Showing 1–4 of 64" with the
 * page buttons. On a narrow list, columns give way and the name cell says what matters of them.
 */
const meta = {
  title: 'Web/Components/List table',
  component: PeopleTable,
  tags: ['autodocs'],
  decorators: [withI18n],
  args: {
    label: 'People',
    columns,
    state,
    loadingLabel: 'Loading people',
    errorTitle: "Couldn't load people",
    emptyState,
    sort: { column: 'name', order: 'asc' },
    onSortChange: fn(),
    pagination: { page: 1, pageSize: 4, total: 64, onPageChange: fn(), label: 'People pages' },
    onRowAction: fn(),
    rowName: (row: Crew) => row.name,
    rowActions: () => ({
      items: [
        { id: 'edit', label: 'Edit', icon: <PencilIcon /> },
        { id: 'delete', label: 'Delete', icon: <TrashIcon />, variant: 'destructive' },
      ],
      onAction: fn(),
    }),
    isRowInactive: (row: Crew) => !row.isActive,
  },
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'People' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
    await expect(canvas.getByText('Showing 1–4 of 64')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: /E-mail/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'email', order: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Chloe Martin' }));
    await expect(await page.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { ...state, rows: [], isLoading: true, isFetching: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading people');
    await expect(canvas.queryByText(/Showing/)).toBeNull();
  },
};

export const Refreshing: Story = {
  args: { state: { ...state, isStale: true, isFetching: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The previous rows stay, dimmed, while the next page loads.
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { state: { ...state, rows: [] }, pagination: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No people yet' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const NoMatches: Story = {
  args: {
    state: { ...state, rows: [] },
    emptyState: (
      <ListEmptyState
        isFiltered
        noMatches={{
          title: 'No people match',
          description: 'Try another name.',
          clearLabel: 'Clear search',
          onClear: fn(),
        }}
        empty={{ icon: <UsersIcon />, title: '', description: '' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No people match' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  args: {
    state: {
      ...state,
      rows: [],
      error: new Error('The server had a problem.'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Couldn't load people" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the e-mail, city and status give way; the city and "Inactive" move under the name. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /E-mail/ })).toBeNull();
    const chloe = canvas.getByRole('rowheader', { name: /Chloe Martin/ });
    await expect(within(chloe).getByText('Inactive')).toBeVisible();
    await expect(within(chloe).getByText('Arlington')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1–4 de 64')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Acciones de Aisha Schmidt' })).toBeVisible();
  },
};
