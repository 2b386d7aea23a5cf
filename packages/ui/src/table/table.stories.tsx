import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Badge, type BadgeVariant } from '../badge/badge.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { PencilIcon, TrashIcon } from '../icons/icons.tsx';
import { Radio, RadioGroup } from '../radio-group/radio-group.tsx';
import { RowActions } from './row-actions.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table.tsx';

interface Job {
  id: string;
  client: string;
  date: string;
  status: BadgeVariant;
  statusLabel: string;
  amount: number;
}

const jobs: Job[] = [
  {
    id: 'j1',
    client: 'Ava Thompson',
    date: '2026-03-04',
    status: 'scheduled',
    statusLabel: 'Scheduled',
    amount: 120,
  },
  {
    id: 'j2',
    client: 'Chloe Martin',
    date: '2026-03-02',
    status: 'completed',
    statusLabel: 'Completed',
    amount: 89.9,
  },
  {
    id: 'j3',
    client: 'Benjamín Álvarez',
    date: '2026-03-03',
    status: 'in-progress',
    statusLabel: 'In progress',
    amount: 240,
  },
  {
    id: 'j4',
    client: 'Daniel Okafor',
    date: '2026-03-01',
    status: 'cancelled',
    statusLabel: 'Cancelled',
    amount: 60,
  },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const handleRowAction = fn();
const handleMenuAction = fn();

interface JobsTableProps {
  rows: Job[];
  isLoading?: boolean;
}

function JobsTable({ rows, isLoading = false }: JobsTableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'ascending' });
  const sorted = [...rows].sort((a, b) => {
    const key = sort.column as keyof Job;
    const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
    return sort.direction === 'descending' ? -order : order;
  });
  return (
    <Table
      aria-label="Jobs"
      sortDescriptor={sort}
      onSortChange={setSort}
      onRowAction={handleRowAction}
      isLoading={isLoading}
    >
      <TableHeader>
        <Column id="client" isRowHeader allowsSorting>
          Client
        </Column>
        <Column id="date" allowsSorting>
          Date
        </Column>
        <Column id="status">Status</Column>
        <Column id="amount" align="end" allowsSorting>
          Amount
        </Column>
        <Column id="actions" align="end">
          <span style={{ position: 'absolute', clipPath: 'inset(50%)' }}>Actions</span>
        </Column>
      </TableHeader>
      <TableBody
        items={isLoading ? [] : sorted}
        loadingLabel="Loading jobs"
        emptyState={
          <EmptyState
            title="No jobs found"
            description="Try another team or date range."
            headingLevel={3}
          />
        }
      >
        {(job) => (
          <Row id={job.id}>
            <Cell>{job.client}</Cell>
            <Cell>{job.date}</Cell>
            <Cell>
              <Badge variant={job.status}>{job.statusLabel}</Badge>
            </Cell>
            <Cell align="end">{currency.format(job.amount)}</Cell>
            <Cell align="end">
              <RowActions
                rowLabel={job.client}
                onAction={(key) => handleMenuAction(key, job.id)}
                items={[
                  { id: 'edit', label: 'Edit Job', icon: <PencilIcon /> },
                  {
                    id: 'cancel',
                    label: 'Cancel this Job',
                    icon: <TrashIcon />,
                    variant: 'destructive',
                    isDisabled: job.status === 'cancelled',
                  },
                ]}
              />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table,
  tags: ['autodocs'],
  beforeEach: () => {
    handleRowAction.mockClear();
    handleMenuAction.mockClear();
  },
  render: () => <JobsTable rows={jobs} />,
  parameters: {
    docs: {
      description: {
        component:
          'Data tables built from `Table`, `TableHeader`, `Column`, `TableBody`, `Row` and ' +
          '`Cell`. Sortable columns (`allowsSorting` with `sortDescriptor` / `onSortChange`); ' +
          'a `RowActions` menu in the last cell, named after the row (`rowLabel`, with a ' +
          'translatable `label`); skeleton rows while loading (`isLoading` on the table, ' +
          '`loadingLabel` announced) and `emptyState` when there is nothing to show; full ' +
          'keyboard navigation: Tab enters the table, arrows move between rows and cells, Enter ' +
          'on a row runs `onRowAction`, Enter on the actions button opens its menu.',
      },
    },
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Skeleton rows, one placeholder per column, while the first page loads. */
export const Loading: Story = {
  render: () => <JobsTable rows={jobs} isLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Jobs' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
    // The columns stay in place, and sorting is still offered.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
  },
};

/** Refreshing rows already shown: the table is marked busy and the rows stay as they are. */
export const Refreshing: Story = {
  render: () => (
    <Table aria-label="Jobs" isLoading>
      <TableHeader>
        <Column id="client" isRowHeader>
          Client
        </Column>
        <Column id="amount" align="end">
          Amount
        </Column>
      </TableHeader>
      <TableBody items={jobs}>
        {(job) => (
          <Row id={job.id}>
            <Cell>{job.client}</Cell>
            <Cell align="end">{currency.format(job.amount)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Jobs' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const tops = canvas
      .getAllByRole('rowheader')
      .map((cell) => Math.round(cell.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(jobs.length);
  },
};

export const Empty: Story = {
  render: () => <JobsTable rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
  },
};

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const clientHeader = canvas.getByRole('columnheader', { name: 'Client' });
    await userEvent.click(clientHeader);
    await expect(clientHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = () => canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow()).getByRole('rowheader')).toHaveTextContent('Ava Thompson');
    await userEvent.click(clientHeader);
    await expect(clientHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(firstRow()).getByRole('rowheader')).toHaveTextContent('Daniel Okafor');
  },
};

export const KeyboardAndRowActions: Story = {
  play: async ({ canvas, step }) => {
    await step('arrow keys move between rows; Enter runs the row action', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await expect(handleRowAction).toHaveBeenCalledTimes(1);
    });
    await step('the row menu opens from its button, named after the row', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'More actions for Ava Thompson' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit Job' }));
      await expect(handleMenuAction).toHaveBeenLastCalledWith('edit', 'j1');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await expect(handleRowAction).toHaveBeenCalledTimes(1);
    });
  },
};

/** The row actions menu open; a cancelled job cannot be cancelled again. */
export const RowActionsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Daniel Okafor' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel this Job' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

type DataState = 'rows' | 'loading' | 'empty';

/** The whole table, with its data states one click away (as a screen goes through them). */
function JobsScreen() {
  const [state, setState] = useState<DataState>('rows');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <RadioGroup
        label="Data"
        orientation="horizontal"
        value={state}
        onChange={(value) => setState(value as DataState)}
      >
        <Radio value="rows">Jobs</Radio>
        <Radio value="loading">Loading</Radio>
        <Radio value="empty">No jobs</Radio>
      </RadioGroup>
      <JobsTable rows={state === 'empty' ? [] : jobs} isLoading={state === 'loading'} />
    </div>
  );
}

/**
 * Everything together, driven from the keyboard alone: sorting from a column header, moving
 * through rows and cells, the row action, the row actions menu, then the loading and empty states.
 */
export const Complete: Story = {
  render: () => <JobsScreen />,
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('grid', { name: 'Jobs' });
    const rowHeaders = () => within(table).getAllByRole('rowheader');

    await step('Tab enters the table; Enter on a column header sorts by it', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Jobs' }));
      await userEvent.tab();
      // The first row (by date) takes the focus; Arrow Up goes to the header above it.
      await expect(within(table).getAllByRole('row')[1]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(within(table).getByRole('columnheader', { name: 'Client' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(rowHeaders().map((cell) => cell.textContent)).toEqual([
        'Ava Thompson',
        'Benjamín Álvarez',
        'Chloe Martin',
        'Daniel Okafor',
      ]);
      await userEvent.keyboard('{Enter}');
      await expect(rowHeaders()[0]).toHaveTextContent('Daniel Okafor');
    });

    await step('arrows move between rows; Enter runs the row action', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(within(table).getByRole('rowheader', { name: 'Chloe Martin' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(handleRowAction).toHaveBeenLastCalledWith('j2');
    });

    await step('on the actions cell, Enter opens the menu; Escape returns', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
      const actions = canvas.getByRole('button', { name: 'More actions for Chloe Martin' });
      await expect(actions).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(handleMenuAction).toHaveBeenLastCalledWith('cancel', 'j2');
      await waitFor(() => expect(actions).toHaveFocus());
      await expect(handleRowAction).toHaveBeenCalledTimes(1);
    });

    await step('loading shows skeleton rows and announces the wait', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Loading' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
      await expect(within(table).queryAllByRole('rowheader', { name: /Ava/ })).toHaveLength(0);
    });

    await step('with no rows, the empty state shows', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'No jobs' }));
      await expect(canvas.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    });

    await step('back to the rows, in the order chosen', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Jobs' }));
      await expect(rowHeaders()[0]).toHaveTextContent('Daniel Okafor');
    });
  },
};
