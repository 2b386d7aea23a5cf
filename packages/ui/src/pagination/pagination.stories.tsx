import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Pagination, type PaginationProps } from './pagination.tsx';

const handlePageChange = fn();

/** Pagination with its page held in state, as a list page would. */
function StatefulPagination(props: Omit<PaginationProps, 'onPageChange'>) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        handlePageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 10, onPageChange: handlePageChange },
  beforeEach: () => {
    handlePageChange.mockClear();
  },
  render: (args) => <StatefulPagination {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation for lists served with `limit` / `offset` (page count from ' +
          '`X-Total-Count`). Texts are props: `label`, `previousLabel`, `nextLabel`, `pageLabel`.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Middle: Story = { args: { page: 5 } };

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const Translated: Story = {
  args: {
    page: 3,
    label: 'Paginação',
    previousLabel: 'Anterior',
    nextLabel: 'Próxima',
    pageLabel: (page: number) => `Página ${page}`,
  },
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(handlePageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Page 9' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(handlePageChange).toHaveBeenLastCalledWith(9);
  },
};
