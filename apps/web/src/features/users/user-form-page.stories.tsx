import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { usersAtLimit } from '../../testing/organization-story.ts';
import { pinnedStoryHandlers as storyHandlers } from '../../testing/pinned-sign-in.ts';
import { NewUserPage } from './user-form-page.tsx';
import { expectPageStatus } from '../../testing/story-helpers.ts';

const app: AppStoryParameters = { route: '/users/new', signInAs: 'master' };

/** `/users/new` and `/users/edit/{id}`: one form for both. */
const meta = {
  title: 'Web/Users/Form',
  component: NewUserPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: storyHandlers },
  },
  // Toasts live outside the app: one left by an earlier story must not show in this one.
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof NewUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the edit form of a seeded user through the list, as a person would. */
async function openFromList(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('rowheader', { name: new RegExp(name) }));
  await expect(
    await canvas.findByRole('heading', { name: new RegExp(name), level: 1 }),
  ).toBeVisible();
}

// `/v1/users/:id` also matches `/v1/users/me`: that one goes on to the real handler.
const failing = (method: 'post' | 'put' | 'get', path: string, status = 500) => ({
  ...storyHandlers,
  users: [
    http[method](path, ({ params }) =>
      params.id === 'me'
        ? undefined
        : HttpResponse.json({ message: 'Internal error.', code: 'INTERNAL' }, { status }),
    ),
    ...storyHandlers.users,
  ],
});

/** Fills in a new user, Ana Souza, with this login, and sends the form. */
async function sendNewUser(canvasElement: HTMLElement, login: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Ana');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Souza');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Login/ }), login);
  await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
}

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/we'll e-mail them a link to create one/)).toBeVisible();
    await expect(canvas.queryByLabelText(/password/i, { selector: 'input' })).toBeNull();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'ana@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Login/ }), 'an');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Login should have at least 3 characters')).toBeVisible();
  },
};

export const PhotoTooLarge: Story = {
  // Dark: the red error text of Validation Errors, under New's photo.
  parameters: { screenshot: { darkAsIn: 'Validation Errors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New user', level: 1 });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(
      await canvas.findByText('This image is over 2 MB. Choose a smaller one.'),
    ).toBeVisible();
  },
};

export const CreateFailed: Story = {
  // Dark: Validation Errors' form and error toast, its fields filled in and valid.
  parameters: {
    msw: { handlers: failing('post', '/v1/users') },
    screenshot: { darkAsIn: 'Validation Errors' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await sendNewUser(canvasElement, 'ana.souza');
    await waitFor(() =>
      expect(page.getByText('Failed to create user. Please try again.')).toBeVisible(),
    );
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
  },
};

/** A login someone already has: the server's sentence under Login, and in the toast. */
export const LoginTaken: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await sendNewUser(canvasElement, 'admin');
    const login = canvas.getByRole('textbox', { name: /Login/ });
    await waitFor(() => expect(login).toHaveAccessibleDescription(/This login is already taken\./));
    await expect(login).toHaveFocus();
    await expect(login).toBeInvalid();
    await expect(
      await page.findByRole('alertdialog', { name: 'User not created' }),
    ).toHaveTextContent('This login is already taken.');
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
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
    await expect(canvas.getByRole('button', { name: 'Create user' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upgrade plan' })).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: { app: { ...app, route: '/users' } },
  play: async ({ canvasElement }) => {
    await openFromList(canvasElement, 'Marcus Delgado');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Login/ })).toHaveValue('cleaner');
    await expect(canvas.getByRole('button', { name: 'Send password reset' })).toBeVisible();
  },
};

export const EditSaveFailed: Story = {
  // Dark: Edit's form, with the error toast of Validation Errors.
  parameters: {
    app: { ...app, route: '/users' },
    msw: { handlers: failing('put', '/v1/users/:id') },
    screenshot: { darkAsIn: 'Edit' },
  },
  play: async ({ canvasElement }) => {
    await openFromList(canvasElement, 'Marcus Delgado');
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const phone = canvas.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(617) 555-0199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(page.getByText('Failed to update user. Please try again.')).toBeVisible(),
    );
  },
};

export const EditReadOnly: Story = {
  parameters: { app: { ...app, route: '/users', signInAs: 'billing' } },
  play: async ({ canvasElement }) => {
    await openFromList(canvasElement, 'Marcus Delgado');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your role can view this user but not change them.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};

export const EditLoading: Story = {
  parameters: {
    app: { ...app, route: '/users/edit/00000000-0000-4000-8000-000000000000' },
    msw: {
      handlers: {
        ...storyHandlers,
        users: [
          http.get('/v1/users/:id', ({ params }) =>
            params.id === 'me' ? undefined : delay('infinite'),
          ),
          ...storyHandlers.users,
        ],
      },
    },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageStatus(canvas, 'Loading user');
  },
};

export const EditLoadFailed: Story = {
  parameters: {
    app: { ...app, route: '/users/edit/00000000-0000-4000-8000-000000000000' },
    msw: { handlers: failing('get', '/v1/users/:id', 403) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Error loading user data.' }),
    ).toBeVisible();
  },
};

export const EditNotFound: Story = {
  // Dark: Edit Load Failed's notice in place of the form, another text and button.
  parameters: {
    app: { ...app, route: '/users/edit/00000000-0000-4000-8000-000000000000' },
    screenshot: { darkAsIn: 'Edit Load Failed' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'User not found' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: New's empty form and user-limit warning, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'New' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nuevo usuario', level: 1 }),
    ).toBeVisible();
  },
};
