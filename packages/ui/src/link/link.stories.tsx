import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';

import { Link } from './link.tsx';

const navigate = fn();

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/clients', children: 'View all clients' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['inline', 'standalone', 'muted', 'subtle', 'plain'],
    },
  },
  decorators: [
    (Story) => (
      // The app wraps itself in RouterProvider so links navigate client-side; here it records.
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
          'Navigation. `inline` links sit in running text and are always underlined; ' +
          '`standalone` and `muted` links stand on their own and underline on hover; `subtle` ' +
          'links are names in lists that open their record; `plain` links are blocks drawn by ' +
          'their `className` (navigation items, hit areas) and keep only the focus ring. For an ' +
          'action on the current page use a `Button` (the `link` variant looks alike).',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxInlineSize: '32rem' }}>
      <p style={{ margin: 0 }}>
        The job was moved to next week. <Link {...args}>Open the calendar</Link> to review the other
        jobs of the team.
      </p>
      <Link {...args} variant="standalone">
        Forgot password?
      </Link>
      <Link {...args} variant="muted">
        Terms of service
      </Link>
    </div>
  ),
};

/** Names that open their record (`subtle`) and a block drawn by its own class (`plain`). */
export const SubtleAndPlain: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxInlineSize: '32rem' }}>
      <ul style={{ display: 'grid', gap: 'var(--space-1)', margin: 0, paddingInlineStart: 0 }}>
        <li style={{ listStyle: 'none' }}>
          <Link {...args} variant="subtle">
            Ava Thompson
          </Link>
        </li>
        <li style={{ listStyle: 'none' }}>
          <Link {...args} href="/clients/2" variant="subtle">
            Noah Schmidt
          </Link>
        </li>
      </ul>
      <Link
        {...args}
        href="/settings/billing"
        variant="plain"
        style={{
          display: 'block',
          padding: 'var(--space-3)',
          border: 'var(--border-width) solid var(--color-border)',
          borderRadius: 'var(--radius-md)',
        }}
      >
        Billing: the plan and what it includes
      </Link>
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('a subtle link navigates like any other', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Noah Schmidt' }));
      await expect(navigate).toHaveBeenCalledWith('/clients/2', undefined);
    });
    await step('a plain link shows the focus ring on keyboard focus', async () => {
      const block = canvas.getByRole('link', { name: /^Billing/ });
      await userEvent.tab();
      await expect(block).toHaveFocus();
      await expect(block).toHaveAttribute('data-focus-visible', 'true');
    });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View all clients' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read how recurring jobs are generated for clients with a weekly, fortnightly or monthly plan',
  },
  render: (args) => (
    <p style={{ margin: 0, maxInlineSize: '20rem' }}>
      <Link {...args} />
    </p>
  ),
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas, step }) => {
    const link = canvas.getByRole('link', { name: 'View all clients' });
    await step('a click navigates through the router', async () => {
      await userEvent.click(link);
      await expect(navigate).toHaveBeenCalledWith('/clients', undefined);
    });
    await step('Tab focuses it with a visible ring; Enter navigates', async () => {
      link.blur();
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('data-focus-visible', 'true');
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
  },
};
