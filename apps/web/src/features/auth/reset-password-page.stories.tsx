import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import {
  closeLeftoverToasts,
  issueStoryPasswordToken,
  STORY_RESET_TOKEN,
  storyHandlers,
} from '../../testing/story-api.ts';
import { ResetPasswordPage } from './password-page.tsx';

const app: AppStoryParameters = {
  route: `/reset-password?token=${STORY_RESET_TOKEN}`,
  signInAs: null,
};

/** The link e-mailed to Marcus Delgado after "Forgot password", valid for the story. */
const issueLink = async () => {
  await issueStoryPasswordToken('cleaner', 'reset');
  return {};
};

const meta = {
  title: 'Web/Auth/Reset password',
  component: ResetPasswordPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  loaders: [...appStoryMeta.loaders, closeLeftoverToasts],
  parameters: { ...appStoryMeta.parameters, app },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const validateAnswers = (resolver: () => Promise<Response> | Response) => ({
  msw: {
    handlers: {
      ...storyHandlers,
      passwordResets: [http.get('/v1/password-resets/validate', resolver)],
    },
  },
});

/** A valid link: the form. */
export const ValidLink: Story = {
  loaders: [issueLink],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('New password', { selector: 'input' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeVisible();
  },
};

export const Spanish: Story = {
  loaders: [issueLink],
  globals: { locale: 'es' },
  // Dark: Valid Link's new-password form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Valid Link' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Elige una nueva contraseña' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Restablecer contraseña' }),
    ).toBeVisible();
  },
};

export const Portuguese: Story = {
  loaders: [issueLink],
  globals: { locale: 'pt-BR' },
  // Dark: Valid Link's new-password form, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Valid Link' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Escolha uma nova senha' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Redefinir senha' })).toBeVisible();
  },
};

/** While the link is checked: the form's outline. */
export const CheckingLink: Story = {
  parameters: validateAnswers(async () => {
    await delay('infinite');
    return HttpResponse.json({ valid: true });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking your link...')).toBeVisible();
  },
};

/** An unknown, used or expired link: said in a toast, then the sign-in page. */
export const InvalidLink: Story = {
  parameters: { app: { route: '/reset-password?token=prt_used-long-ago', signInAs: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
  },
};

/** The server cannot be reached to check the link: a way to try again. */
export const CannotCheckLink: Story = {
  parameters: validateAnswers(() => new HttpResponse(null, { status: 503 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'We could not check your link. Check your connection and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The rules are checked as the user leaves each field. */
export const ValidationOnBlur: Story = {
  loaders: [issueLink],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('New password', { selector: 'input' });
    await userEvent.type(password, 'onlyletters');
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      await canvas.findByText('Password must contain at least one letter and one digit'),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'different1',
    );
    await userEvent.tab();
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};

/** The server refuses the password: its reasons go under the fields, its message in a toast. */
export const ServerRefusesPassword: Story = {
  loaders: [issueLink],
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        // The refusal first: MSW answers with the first handler that matches.
        passwordResets: [
          http.post('/v1/password-resets/reset', () =>
            HttpResponse.json(
              {
                message: 'The request is invalid.',
                code: 'VALIDATION_FAILED',
                details: [{ field: 'password', message: 'This password is too common' }],
              },
              { status: 400 },
            ),
          ),
          ...storyHandlers.passwordResets!,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByLabelText('New password', { selector: 'input' }),
      'Password1',
    );
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'Password1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByText('This password is too common')).toBeVisible();
    await waitFor(() => expect(page.getByText('The request is invalid.')).toBeVisible());
  },
};

/** Reset: a toast, then the sign-in page. */
export const PasswordReset: Story = {
  loaders: [issueLink],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByLabelText('New password', { selector: 'input' }),
      'Sparkling2026',
    );
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'Sparkling2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(page.getByText('Your password has been reset successfully!')).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  },
};
