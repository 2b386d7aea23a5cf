import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { usersAtLimit } from '../../testing/organization-story.ts';
import { storyHandlers } from '../../testing/story-api.ts';
import { SettingsPage } from './settings-page.tsx';

const app: AppStoryParameters = { route: '/settings/plan', signInAs: 'master' };

/** Settings > Plan and usage: limits, meters, and the owner's plan switch. */
const meta = {
  title: 'Web/Settings/Plan and usage',
  component: SettingsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('meter', { name: 'Users' });
    await expect(users).toHaveAttribute('aria-valuenow', '8');
    await expect(users).toHaveAttribute('aria-valuetext', '8 of 10 users');
    await expect(canvas.getByRole('meter', { name: 'Teams' })).toHaveAttribute(
      'aria-valuemax',
      '6',
    );
    await expect(canvas.getByRole('radio', { name: /Pro/ })).toBeEnabled();
  },
};

export const UsersAtLimit: Story = {
  parameters: { msw: { handlers: { ...storyHandlers, organizations: usersAtLimit } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Limit reached: no more users can be added.'),
    ).toBeVisible();
  },
};

export const SwitchedToPro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('radio', { name: /Pro/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Pro' }));
    await expect(await page.findByText('Plan changed')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('meter', { name: 'Users' })).toHaveAttribute('aria-valuemax', '50'),
    );
  },
};

export const PlanTooSmall: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        organizations: [
          http.patch('/v1/organizations/current', () =>
            HttpResponse.json(
              {
                message: 'Your organisation uses more users or teams than this plan allows.',
                code: 'CONFLICT',
              },
              { status: 409 },
            ),
          ),
          ...storyHandlers.organizations,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Business/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Business' }));
    await expect(
      await canvas.findByText(/uses more users or teams than the Business plan allows/),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { app: { ...app, signInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Only the organization's owner can change the plan."),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Pro/ })).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Owner's meters and plan choice, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Owner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('meter', { name: 'Usuarios' })).toBeVisible();
  },
};
