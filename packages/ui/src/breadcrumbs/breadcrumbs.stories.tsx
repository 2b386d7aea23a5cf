import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';

import { Breadcrumbs } from './breadcrumbs.tsx';

const navigate = fn();

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', path: '/' },
      { label: 'Clients', path: '/clients' },
      { label: 'Ava Thompson' },
    ],
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Items have a `label` and an optional `path`; items with a path are links, the last ' +
          'item is the current page (plain text, `aria-current="page"`). `label` names the ' +
          'navigation landmark (default "Breadcrumbs", pass the translation).',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByText('Ava Thompson')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Ava Thompson' })).not.toBeInTheDocument();
  },
};

export const WithoutPath: Story = {
  args: { items: [{ label: 'Settings' }, { label: 'Teams', path: '/teams' }, { label: 'Team A' }] },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', path: '/' },
      { label: 'Clients', path: '/clients' },
      { label: 'Northwind Property Management Group', path: '/clients/1' },
      { label: 'Downtown Residential Towers, weekday recurring plan' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Clients' }));
    await expect(navigate).toHaveBeenLastCalledWith('/clients', undefined);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/', undefined);
  },
};
