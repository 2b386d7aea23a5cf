import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { usersAtLimit } from '../../testing/organization-story.ts';
import { pinnedStoryHandlers as storyHandlers } from '../../testing/pinned-sign-in.ts';
import { UsersPage } from './users-page.tsx';
import { expectPageStatus } from '../../testing/story-helpers.ts';

const app: AppStoryParameters = { route: '/users', signInAs: 'master' };

/** `/users`: the organisation's staff, with search, sort, pages and row actions. */
const meta = {
  title: 'Web/Users/List',
  component: UsersPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: storyHandlers },
  },
  // Toasts live outside the app: one left by an earlier story must not show in this one.
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersHandlers = (...handlers: Parameters<typeof http.get>[]) => ({
  ...storyHandlers,
  users: [...handlers.map((args) => http.get(...args)), ...storyHandlers.users],
});

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Marcus Delgado/ })).toBeVisible();
    await expect(canvas.getByText('8 users')).toBeVisible();
    // Org A has 8 of its 10 users: the near-limit warning says how many more fit.
    await expect(canvas.getByText(/You can add 2 more users/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New user' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: usersHandlers(['/v1/users', () => delay('infinite')]) },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageStatus(canvas, 'Loading users');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: usersHandlers([
        '/v1/users',
        () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No users yet' })).toBeVisible();
  },
};

export const NoMatches: Story = {
  // Dark: Filled's list, back once the search is cleared.
  parameters: { app: { ...app, route: '/users?q=zzzz' }, screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No users match your search' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all users' }));
    await expect(await canvas.findByRole('rowheader', { name: /Rachel Kim/ })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: usersHandlers([
        '/v1/users',
        () =>
          HttpResponse.json(
            { message: 'The server had a problem. Please try again.', code: 'INTERNAL' },
            { status: 500 },
          ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Couldn't load users" }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const LimitReached: Story = {
  parameters: { msw: { handlers: { ...storyHandlers, organizations: usersAtLimit } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "You've reached the maximum number of users allowed in your current plan.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade plan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New user' })).toBeDisabled();
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Marcus Delgado' }),
    );
    await expect(await page.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Send password reset' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};

export const PasswordResetSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Marcus Delgado' }),
    );
    await userEvent.click(await page.findByRole('menuitem', { name: 'Send password reset' }));
    await expect(await page.findByText('Password reset sent')).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Marcus Delgado' }),
    );
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await expect(
      await page.findByRole('alertdialog', { name: 'Delete Marcus Delgado?' }),
    ).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        users: [
          http.delete('/v1/users/:id', () =>
            HttpResponse.json({ message: 'Internal error.', code: 'INTERNAL' }, { status: 500 }),
          ),
          ...storyHandlers.users,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Marcus Delgado' }),
    );
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete user' }));
    await waitFor(() =>
      expect(page.getByText('Failed to delete user. Please try again.')).toBeVisible(),
    );
  },
};

export const Admin: Story = {
  // Dark: Row Actions' list and open row menu, its one View item.
  parameters: { app: { ...app, signInAs: 'admin' }, screenshot: { darkAsIn: 'Row Actions' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    // An ADMIN may look at the owner but not change, reset or delete them.
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Rachel Kim' }));
    await expect(await page.findByRole('menuitem', { name: 'View' })).toBeVisible();
    await expect(page.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  },
};

export const Billing: Story = {
  // Dark: Filled's list and badges, without the limit warning and New user button.
  parameters: { app: { ...app, signInAs: 'billing' }, screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Marcus Delgado/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New user' })).toBeNull();
  },
};

export const Cleaner: Story = {
  // Dark: Load Failed's notice box in place of the list, a lock and another text.
  parameters: { app: { ...app, signInAs: 'cleaner' }, screenshot: { darkAsIn: 'Load Failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not available for your role' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Filled's list, badges and warning, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: /Marcus Delgado/ })).toBeVisible();
  },
};
