import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import {
  chooseRowAction,
  loadFailedStory,
  loadingStory,
  pageOf,
  slow,
  withGroup,
} from '../../testing/story-helpers.ts';
import { SettingsPage } from './settings-page.tsx';

const app: AppStoryParameters = { route: '/settings/address-types', signInAs: 'master' };

/** Settings > Address types: list, create, edit, deactivate, delete. */
const meta = {
  title: 'Web/Settings/Address types',
  component: SettingsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens "New address type", types `name` and creates it; returns the dialog. */
async function submitNew(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'New address type' }, slow));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'New address type' });
  if (name !== '') {
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), name);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create address type' }));
  return dialog;
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Address types' }, slow);
    await expect(within(list).getByText('House')).toBeVisible();
    // The retired Move-out stays listed, marked inactive.
    await expect(within(list).getByText('Move-out').closest('li')).toHaveTextContent('Inactive');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: withGroup(
        'addressTypes',
        http.get('/v1/address-types', () => HttpResponse.json([])),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No address types yet' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New address type' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(
  'addressTypes',
  '/v1/address-types',
  'Loading address types',
);

export const LoadFailed: Story = loadFailedStory(
  'addressTypes',
  '/v1/address-types',
  "Couldn't load address types",
);

export const NewAddressType: Story = {
  play: async ({ canvasElement }) => {
    await submitNew(canvasElement, 'Boathouse');
    await expect(await pageOf(canvasElement).findByText('Address type created')).toBeVisible();
    await expect(await within(canvasElement).findByText('Boathouse')).toBeVisible();
  },
};

export const Edit: Story = {
  // Dark: New Address Type's list and success toast, a renamed row.
  parameters: { screenshot: { darkAsIn: 'New Address Type' } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'House', 'Edit');
    const dialog = await page.findByRole('dialog', { name: 'Edit address type' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('House');
    await userEvent.clear(name);
    await userEvent.type(name, 'Townhouse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Address type saved')).toBeVisible();
    await expect(await within(canvasElement).findByText('Townhouse')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  // Dark: Name Taken's dialog and refused name, without its toast.
  parameters: { screenshot: { darkAsIn: 'Name Taken' } },
  play: async ({ canvasElement }) => {
    const dialog = await submitNew(canvasElement, '');
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
  },
};

/** The server refuses a name already used (whatever its case): the message stays under the name. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitNew(canvasElement, 'house');
    await expect(
      await within(dialog).findByText('An address type with this name already exists.'),
    ).toBeVisible();
    await expect(await pageOf(canvasElement).findByText('Address type not created')).toBeVisible();
  },
};

export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'House', 'Delete');
    await userEvent.click(await page.findByRole('button', { name: 'Delete address type' }));
    await waitFor(() => expect(page.getByText('Address type in use')).toBeVisible());
    await expect(page.getByText(/Deactivate it instead/)).toBeVisible();
  },
};

export const Delete: Story = {
  // Dark: New Address Type's list and success toast, a row fewer.
  parameters: { screenshot: { darkAsIn: 'New Address Type' } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await submitNew(canvasElement, 'Boathouse');
    await chooseRowAction(canvasElement, 'Boathouse', 'Delete');
    await userEvent.click(await page.findByRole('button', { name: 'Delete address type' }));
    await expect(await page.findByText('Address type deleted')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByText('Boathouse')).toBeNull());
  },
};

export const Deactivate: Story = {
  // Dark: New Address Type's list and success toast, one more inactive row.
  parameters: { screenshot: { darkAsIn: 'New Address Type' } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'House', 'Deactivate');
    await expect(await pageOf(canvasElement).findByText('Address type deactivated')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { app: { ...app, signInAs: 'cleaner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('House', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New address type' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Filled's list and badges, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Tipos de dirección', level: 2 },
        slow,
      ),
    ).toBeVisible();
  },
};
