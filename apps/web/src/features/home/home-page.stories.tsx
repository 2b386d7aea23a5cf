import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { HomePage } from './home-page.tsx';

const app: AppStoryParameters = { route: '/', signInAs: 'master' };

/** The signed-in frame around the dashboard: sidebar, header, user menu. */
const meta = {
  title: 'Web/Shell/Dashboard frame',
  component: HomePage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Master: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sparkle & Shine Cleaning')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schedule' })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Rachel Kim/ }));
    await expect(await page.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Upgrade to Pro' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Agenda' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Clientes' })).toBeVisible();
  },
};
