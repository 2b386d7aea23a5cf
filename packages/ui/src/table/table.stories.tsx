import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Badge, type BadgeVariant } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { MoreHorizontalIcon } from '../icons/icons.tsx';
import { Menu, MenuItem, MenuTrigger } from '../menu/menu.tsx';
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

const JobsTable = ({ rows, isLoading = false }: JobsTableProps) => {
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
        isLoading={isLoading}
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
              <MenuTrigger>
                <Button variant="ghost" size="icon" aria-label={`Actions for ${job.client}`}>
                  <MoreHorizontalIcon />
                </Button>
                <Menu placement="bottom end" onAction={(key) => handleMenuAction(key, job.id)}>
                  <MenuItem id="edit">Edit Job</MenuItem>
                  <MenuItem id="cancel" variant="destructive">
                    Cancel this Job
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
};

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
          '`Cell`. Sortable columns (`allowsSorting` with `sortDescriptor` / `onSortChange`), ' +
          'a row actions menu in the last cell, loading and empty states in `TableBody`, and ' +
          'full keyboard navigation: arrows between cells, Enter on a row runs `onRowAction`.',
      },
    },
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  render: () => <JobsTable rows={jobs} isLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Jobs' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Loading jobs' })).toBeInTheDocument();
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
    await step('the row menu opens from its button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ava Thompson' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit Job' }));
      await expect(handleMenuAction).toHaveBeenLastCalledWith('edit', 'j1');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });
  },
};
