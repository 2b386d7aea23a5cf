import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PlanLimit } from '../lib/plan-limits.ts';
import { withI18n } from '../testing/i18n-story.tsx';
import { PlanLimitNotice } from './plan-limit-notice.tsx';

const limit = (overrides: Partial<PlanLimit>): PlanLimit => ({
  resource: 'teams',
  max: 6,
  used: 5,
  remaining: 1,
  status: 'near',
  planName: 'Starter',
  ...overrides,
});

/** The plan-limit banner of the Teams and Users screens: near the limit, and at it. */
const meta = {
  title: 'Web/Components/Plan limit notice',
  component: PlanLimitNotice,
  tags: ['autodocs'],
  decorators: [withI18n],
  args: { limit: limit({}) },
} satisfies Meta<typeof PlanLimitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NearTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Almost at your team limit' })).toBeVisible();
    await expect(canvas.getByText(/You can add 1 more team on your current plan\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade plan' })).toBeEnabled();
  },
};

export const LimitReached: Story = {
  args: { limit: limit({ used: 6, remaining: 0, status: 'reached' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/You've reached the maximum number of teams allowed in your current plan\./),
    ).toBeVisible();
  },
};

export const UsersNearTheLimit: Story = {
  args: { limit: limit({ resource: 'users', max: 10, used: 8, remaining: 2 }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/You can add 2 more users on your current plan\./),
    ).toBeVisible();
  },
};

export const FarFromTheLimit: Story = {
  args: { limit: limit({ used: 2, remaining: 4, status: 'ok' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { limit: limit({ used: 6, remaining: 0, status: 'reached' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mejorar plan' })).toBeVisible();
  },
};
