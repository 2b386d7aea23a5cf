import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { pinnedStoryHandlers } from '../../testing/pinned-sign-in.ts';
import { SettingsPage } from './settings-page.tsx';

const app: AppStoryParameters = { route: '/settings/account', signInAs: 'master' };

/** Settings > Account, Billing and Notifications: the signed-in user's own pages. */
const meta = {
  title: 'Web/Settings/Account',
  component: SettingsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: pinnedStoryHandlers },
  },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveValue('Rachel');
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const first = await canvas.findByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Rae');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Profile saved')).toBeVisible();
    // The user menu in the sidebar follows.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Rae Kim/ })).toBeVisible());
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: /First name/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /E-mail/ }));
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
  },
};

export const ResetLinkSent: Story = {
  // Dark: Renamed's profile page and success toast, scrolled to Password.
  parameters: { screenshot: { darkAsIn: 'Renamed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send me a password reset link' }),
    );
    await expect(
      await page.findByText(
        'If the email is valid, you will receive a link to reset your password!',
      ),
    ).toBeVisible();
  },
};

export const ResetLinkFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...pinnedStoryHandlers,
        passwordResets: [
          http.post('/v1/password-resets/request', () =>
            HttpResponse.json(
              { message: 'Too many requests.', code: 'RATE_LIMITED' },
              { status: 429 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send me a password reset link' }),
    );
    await expect(await page.findByText('Failed to send password reset link.')).toBeVisible();
  },
};

export const Cleaner: Story = {
  parameters: { app: { ...app, signInAs: 'cleaner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your role can't change profiles/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Send me a password reset link' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Editable's profile form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Editable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cuenta', level: 2 })).toBeVisible();
  },
};

export const Billing: Story = {
  parameters: { app: { ...app, route: '/settings/billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not set on your account')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage plan and usage' })).toHaveAttribute(
      'href',
      '/settings/plan',
    );
  },
};

export const Notifications: Story = {
  parameters: { app: { ...app, route: '/settings/notifications' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your Spotless password' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const NotificationsSpanish: Story = {
  globals: { locale: 'es' },
  // Dark: Notifications' e-mail cards and badges, in Spanish.
  parameters: {
    app: { ...app, route: '/settings/notifications' },
    screenshot: { darkAsIn: 'Notifications' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Crea tu contraseña de Spotless' }),
    ).toBeVisible();
  },
};
