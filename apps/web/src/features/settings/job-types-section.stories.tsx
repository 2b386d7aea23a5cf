import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import { SettingsPage } from './settings-page.tsx';
import { expectPageStatus } from '../../testing/story-helpers.ts';

const app: AppStoryParameters = { route: '/settings/job-types', signInAs: 'master' };

/** Settings > Job types: list, create, edit, deactivate, delete. */
const meta = {
  title: 'Web/Settings/Job types',
  component: SettingsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const jobTypes = (...handlers: ReturnType<typeof http.get>[]) => ({
  ...storyHandlers,
  jobTypes: [...handlers, ...storyHandlers.jobTypes],
});

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Job types' });
    await expect(within(list).getByText('Deep Clean')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: jobTypes(http.get('/v1/job-types', () => HttpResponse.json([]))) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No job types yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: jobTypes(http.get('/v1/job-types', () => delay('infinite'))) },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageStatus(canvas, 'Loading job types');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: jobTypes(
        http.get('/v1/job-types', () =>
          HttpResponse.json(
            { message: 'Your session has ended.', code: 'FORBIDDEN' },
            { status: 403 },
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Couldn't load job types" }),
    ).toBeVisible();
  },
};

export const NewJobType: Story = {
  // Dark: Deactivate's list and success toast, one more active row.
  parameters: { screenshot: { darkAsIn: 'Deactivate' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New job type' }));
    const dialog = await page.findByRole('dialog', { name: 'New job type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Window Washing');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Short code/ }), 'WIN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create job type' }));
    await expect(await page.findByText('Job type created')).toBeVisible();
    await expect(await canvas.findByText('Window Washing')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New job type' }));
    const dialog = await page.findByRole('dialog', { name: 'New job type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Short code/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create job type' }));
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
  },
};

export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Deep Clean' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete job type' }));
    await waitFor(() => expect(page.getByText('Job type in use')).toBeVisible());
    await expect(page.getByText(/Deactivate it instead/)).toBeVisible();
  },
};

export const Deactivate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Office Clean' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Deactivate' }));
    await expect(await page.findByText('Job type deactivated')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { app: { ...app, signInAs: 'cleaner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Deep Clean')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New job type' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Filled's list, codes and badges, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Tipos de trabajo', level: 2 }),
    ).toBeVisible();
  },
};
