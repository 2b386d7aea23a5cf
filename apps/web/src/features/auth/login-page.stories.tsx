import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { closeLeftoverToasts } from '../../testing/story-api.ts';
import { LoginPage } from './login-page.tsx';

const app: AppStoryParameters = { route: '/login', signInAs: null };

const meta = {
  title: 'Web/Auth/Login',
  component: LoginPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  loaders: [...appStoryMeta.loaders, closeLeftoverToasts],
  parameters: { ...appStoryMeta.parameters, app },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: the form of Default, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Inicia sesión en Spotless' }),
    ).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  // Dark: the form of Default, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Entre no Spotless' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Login is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Login' }), 'master');
    await userEvent.type(
      canvas.getByLabelText('Password', { selector: 'input' }),
      'wrong-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(page.getByText('Invalid login or password.')).toBeVisible());
  },
};
