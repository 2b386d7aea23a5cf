import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import {
  closeLeftoverToasts,
  issueStoryPasswordToken,
  STORY_CREATE_TOKEN,
} from '../../testing/story-api.ts';
import { CreatePasswordPage } from './password-page.tsx';

const app: AppStoryParameters = {
  route: `/create-password?token=${STORY_CREATE_TOKEN}`,
  signInAs: null,
};

/** The "Create your Spotless password" link a new user receives, valid for the story. */
const issueLink = async () => {
  await issueStoryPasswordToken('cleaner', 'create');
  return {};
};

const meta = {
  title: 'Web/Auth/Create password',
  component: CreatePasswordPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  loaders: [...appStoryMeta.loaders, closeLeftoverToasts],
  parameters: { ...appStoryMeta.parameters, app },
} satisfies Meta<typeof CreatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidLink: Story = {
  loaders: [issueLink],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your password' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Create password' })).toBeVisible();
  },
};

export const Spanish: Story = {
  loaders: [issueLink],
  globals: { locale: 'es' },
  // Dark: Valid Link's new-password form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Valid Link' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Crear contraseña' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  loaders: [issueLink],
  globals: { locale: 'pt-BR' },
  // Dark: Valid Link's new-password form, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Valid Link' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Criar senha' })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  parameters: { app: { route: '/create-password?token=prt_expired-invitation', signInAs: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
  },
};

/** Without a token at all, nothing is asked of the server. */
export const MissingToken: Story = {
  // Dark: Invalid Link's sign-in page and error toast, the same picture.
  parameters: {
    app: { route: '/create-password', signInAs: null },
    screenshot: { darkAsIn: 'Invalid Link' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
  },
};

export const PasswordCreated: Story = {
  loaders: [issueLink],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByLabelText('New password', { selector: 'input' }),
      'FirstDay2026',
    );
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'FirstDay2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create password' }));
    await waitFor(() =>
      expect(page.getByText('Your password has been created successfully!')).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  },
};
