import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';

import { BreadcrumbsPlaceholder } from './breadcrumbs-placeholder.tsx';
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

/**
 * `BreadcrumbsPlaceholder`, above the crumbs it stands for: the same texts, wrapped the same way,
 * without links or code (a frame drawn before its code is in). Hidden from assistive technology.
 */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '12rem' }}>
      <BreadcrumbsPlaceholder items={args.items} />
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const [placeholder, crumbs] = [...canvasElement.querySelectorAll('ol')];
    await expect(placeholder!.getBoundingClientRect().height).toBe(
      crumbs!.getBoundingClientRect().height,
    );
    await expect(placeholder!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryAllByRole('navigation')).toHaveLength(1);
    await expect(canvas.queryAllByRole('link')).toHaveLength(2);
  },
};
