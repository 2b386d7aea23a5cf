import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { closeLeftoverToasts, storyHandlers } from '../../testing/story-api.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const app: AppStoryParameters = { route: '/forgot-password', signInAs: null };

const meta = {
  title: 'Web/Auth/Forgot password',
  component: ForgotPasswordPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  loaders: [...appStoryMeta.loaders, closeLeftoverToasts],
  parameters: { ...appStoryMeta.parameters, app },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const failingRequest = (response: () => Response) => ({
  msw: {
    handlers: {
      ...storyHandlers,
      passwordResets: [http.post('/v1/password-resets/request', response)],
    },
  },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Default's e-mail form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '¿Olvidaste tu contraseña?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  // Dark: Default's e-mail form, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar link' })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'rachel.kim@');
    await userEvent.tab();
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
  },
};

/** Sent: the same answer whether or not the address is known, then back to sign in. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'E-mail' }),
      'rachel.kim@sparkleshine.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(
        page.getByText('If the email is valid, you will receive a link to reset your password!'),
      ).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  },
};

/** Too many requests: the server's message under "Something went wrong!". */
export const RateLimited: Story = {
  parameters: failingRequest(() =>
    HttpResponse.json(
      { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' },
      { status: 429 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'E-mail' }),
      'rachel.kim@sparkleshine.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(page.getByText('Something went wrong!')).toBeVisible());
    await expect(page.getByText('Too many attempts. Please try again later.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'rachel.kim@sparkleshine.example',
    );
  },
};

/** A failure without a message from the server. */
export const ServerError: Story = {
  // Dark: Rate Limited's filled form and error toast, another message.
  parameters: {
    ...failingRequest(() => new HttpResponse(null, { status: 502 })),
    screenshot: { darkAsIn: 'Rate Limited' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'E-mail' }),
      'rachel.kim@sparkleshine.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(page.getByText('Failed to send password reset link.')).toBeVisible(),
    );
  },
};
