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
import { ClientsPage } from './clients-page.tsx';

const app: AppStoryParameters = { route: '/clients', signInAs: 'master' };

/** `/clients`: search, filter, sort and page through the clients; edit or delete one. */
const meta = {
  title: 'Web/Clients/List',
  component: ClientsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  // Toasts live outside the app: one left by an earlier story must not show in this one.
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof ClientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `clients` group with some calls answered differently; the rest reach the mock API. */

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('rowheader', { name: /Aisha Schmidt/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('120 clients')).toBeVisible();
    await expect(canvas.getByText('Showing 1–20 of 120')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New client' })).toBeEnabled();
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Loading: Story = loadingStory('clients', '/v1/clients', 'Loading clients');

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: withGroup(
        'clients',
        http.get('/v1/clients', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No clients yet' }, slow),
    ).toBeVisible();
    // The empty state offers the way forward, besides the header's button.
    await expect(canvas.getAllByRole('button', { name: 'New client' })).toHaveLength(2);
  },
};

export const NoMatches: Story = {
  // Dark: Filled's list, back once the search and filter are cleared.
  parameters: {
    app: { ...app, route: '/clients?q=zzzz&status=inactive' },
    screenshot: { darkAsIn: 'Filled' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No clients match' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('zzzz');
    await expect(canvas.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(
      await canvas.findByRole('rowheader', { name: /Aisha Schmidt/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
  },
};

export const LoadFailed: Story = loadFailedStory('clients', '/v1/clients', "Couldn't load clients");

export const SearchAsYouType: Story = {
  // Dark: Filled's list, fewer rows, with text typed in the search field.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Aisha Schmidt/ }, slow);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search clients' }), 'schmidt');
    await expect(
      await canvas.findByText(/^Showing 1–\d of \d$/, undefined, { timeout: 5_000 }),
    ).toBeVisible();
    for (const header of canvas.getAllByRole('rowheader')) {
      await expect(header).toHaveTextContent(/Schmidt/);
    }
  },
};

export const InactiveClients: Story = {
  parameters: { app: { ...app, route: '/clients?status=inactive' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–5 of 5', undefined, slow)).toBeVisible();
    const names = canvas.getAllByRole('rowheader');
    await expect(names).toHaveLength(5);
    for (const name of names) await expect(name).toHaveTextContent('Inactive');
  },
};

export const SortedByEmailOnPage2: Story = {
  // Dark: Inactive Clients' list and Inactive badge, another sort and page.
  parameters: {
    app: { ...app, route: '/clients?sort=email&order=desc&page=2' },
    screenshot: { darkAsIn: 'Inactive Clients' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 21–40 of 120', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'Aisha Schmidt', 'Delete');
    const dialog = await pageOf(canvasElement).findByRole(
      'alertdialog',
      {
        name: 'Delete Aisha Schmidt?',
      },
      slow,
    );
    await expect(dialog).toHaveTextContent('their 2 addresses');
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteBlockedByJobs: Story = {
  // Dark: Delete Confirmation's alert dialog over the list, a blue action for the red one.
  parameters: { screenshot: { darkAsIn: 'Delete Confirmation' } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'Aisha Schmidt', 'Delete');
    await userEvent.click(
      await pageOf(canvasElement).findByRole('button', { name: 'Delete client' }, slow),
    );
    const dialog = await pageOf(canvasElement).findByRole(
      'alertdialog',
      {
        name: 'Aisha Schmidt has jobs',
      },
      slow,
    );
    await expect(dialog).toHaveTextContent('Deactivate the client instead');
    await expect(within(dialog).getByRole('button', { name: 'Deactivate client' })).toBeEnabled();
  },
};

export const DeactivateInstead: Story = {
  // Dark: Inactive Clients' Inactive badge, on one row of Filled's list.
  parameters: { screenshot: { darkAsIn: 'Inactive Clients' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'Aisha Schmidt', 'Delete');
    await userEvent.click(await page.findByRole('button', { name: 'Delete client' }, slow));
    await userEvent.click(await page.findByRole('button', { name: 'Deactivate client' }, slow));
    await expect(
      await page.findByText('Aisha Schmidt is now inactive.', undefined, slow),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: /Aisha Schmidt/ })).toHaveTextContent('Inactive'),
    );
    // The screenshot shows the list itself, not a toast that may be closing.
    dismissAllToasts();
  },
};

export const Billing: Story = {
  parameters: { app: { route: '/clients', signInAs: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Aisha Schmidt' }, slow),
    );
    const menu = await pageOf(canvasElement).findByRole('menu', undefined, slow);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Edit payment details' }),
    ).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'New client' })).toBeNull();
  },
};

export const Cleaner: Story = {
  // Dark: Filled's list, fewer clients and no New client button.
  parameters: {
    app: { route: '/clients', signInAs: 'cleaner' },
    screenshot: { darkAsIn: 'Filled' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A cleaner sees the clients of their team's jobs only, and changes none.
    await expect(await canvas.findByText('74 clients', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New client' })).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Filled's list, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Clientes', level: 1 }, slow),
    ).toBeVisible();
    await expect(await canvas.findByText('120 clientes', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nuevo cliente' })).toBeVisible();
    await expect(canvas.getAllByText('Mensual').length).toBeGreaterThan(0);
  },
};
