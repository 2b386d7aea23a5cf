import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import {
  blurActive,
  chooseRowAction,
  loadFailedStory,
  loadingStory,
  pageOf,
  slow,
} from '../../testing/story-helpers.ts';
import { EditClientPage } from './client-form-page.tsx';

/** A seeded client (the seed's ids are stable): Aisha Schmidt, two addresses, jobs. */
const AISHA = '04d3cc24-da6c-42e2-926e-6fe1d73009d3';
const newApp: AppStoryParameters = { route: '/clients/new', signInAs: 'master' };
const editApp: AppStoryParameters = { route: `/clients/edit/${AISHA}`, signInAs: 'master' };

/** `/clients/new` and `/clients/edit/{id}`: the one client form with its addresses. */
const meta = {
  title: 'Web/Clients/Form',
  component: EditClientPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: editApp },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof EditClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types by pasting: stories stay fast when many fields are filled. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

/** Screenshots show the part of the long form a story is about, at a fixed scroll position. */
const showSection = (element: HTMLElement, name: string) =>
  within(element).getByRole('heading', { name, level: 2 }).scrollIntoView({ block: 'start' });

export const New: Story = {
  parameters: { app: newApp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'New client', level: 1 }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('No addresses yet')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Active client' })).toBeChecked();
  },
};

export const ValidationErrors: Story = {
  parameters: { app: newApp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }, slow));
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'olivia@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Photo URL' }), 'photo.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    await expect(await canvas.findByText('First name is required', undefined, slow)).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Main phone is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(
      canvas.getByText('Enter a full web address starting with http:// or https://'),
    ).toBeVisible();
    const address = canvas.getByRole('group', { name: /Address 1/ });
    await expect(within(address).getByText('Street is required')).toBeVisible();
    await expect(within(address).getByText('ZIP code is required')).toBeVisible();
    // The first invalid field takes focus.
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    dismissAllToasts();
    blurActive(canvasElement);
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const TwoAddresses: Story = {
  parameters: { app: newApp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }, slow));
    const home = canvas.getByRole('group', { name: /Address 1/ });
    await fill(within(home).getByRole('textbox', { name: 'Street' }), '42 Willow Creek Lane');
    await fill(within(home).getByRole('textbox', { name: 'Charge amount' }), '145');
    await userEvent.click(within(home).getByRole('button', { name: /Charge by/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Fixed' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    const lake = canvas.getByRole('group', { name: /Address 2/ });
    await expect(within(lake).getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.paste('9 Birch Point Road');
    // The first address is the default and billing one until another is chosen.
    await expect(within(home).getByText('Default')).toBeVisible();
    await userEvent.click(within(lake).getByRole('button', { name: 'Actions for address 2' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Use for billing' }, slow));
    await expect(within(lake).getByText('Billing')).toBeVisible();
    await expect(within(home).queryByText('Billing')).toBeNull();
    await expect(within(home).getByText('$145.00 · Fixed')).toBeVisible();
    blurActive(canvasElement);
    showSection(canvasElement, 'Addresses');
  },
};

export const ServerValidationErrors: Story = {
  parameters: {
    app: newApp,
    msw: {
      handlers: {
        ...storyHandlers,
        clients: [
          http.post('/v1/clients', () =>
            HttpResponse.json(
              {
                message: 'The request is invalid.',
                code: 'VALIDATION_FAILED',
                details: [
                  { field: 'email', message: 'This address cannot receive e-mail' },
                  { field: 'addresses.0.zipCode', message: 'Not a US ZIP code' },
                ],
              },
              { status: 400 },
            ),
          ),
          ...storyHandlers.clients,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByRole('textbox', { name: 'First name' }, slow), 'Olivia');
    await fill(canvas.getByRole('textbox', { name: 'Last name' }), 'Hartley');
    await fill(canvas.getByRole('textbox', { name: 'Main phone' }), '(617) 555-0142');
    await fill(canvas.getByRole('textbox', { name: 'E-mail' }), 'olivia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    const home = canvas.getByRole('group', { name: /Address 1/ });
    await fill(within(home).getByRole('textbox', { name: 'Street' }), '42 Willow Lane');
    await fill(within(home).getByRole('textbox', { name: 'City' }), 'Cambridge');
    await fill(within(home).getByRole('textbox', { name: 'State' }), 'MA');
    await fill(within(home).getByRole('textbox', { name: 'ZIP code' }), 'ABCDE');
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    // The server's messages land on their fields; what was typed stays.
    await expect(
      await canvas.findByText('This address cannot receive e-mail', undefined, slow),
    ).toBeVisible();
    await expect(within(home).getByText('Not a US ZIP code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Olivia');
    await expect(
      await pageOf(canvasElement).findByText(
        'Check the highlighted fields and try again.',
        undefined,
        slow,
      ),
    ).toBeVisible();
    dismissAllToasts();
    showSection(canvasElement, 'Addresses');
  },
};

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Aisha Schmidt', level: 1 }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Main phone' })).toHaveValue('(781) 555-0198');
    await expect(canvas.getByRole('group', { name: /Address 1/ })).toHaveTextContent('Default');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const EditAddressOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = await canvas.findByRole('button', { name: 'Show details of address 1' }, slow);
    await userEvent.click(expand);
    const home = canvas.getByRole('group', { name: /Address 1/ });
    await expect(within(home).getByRole('textbox', { name: 'Street' })).toHaveValue(
      '102 Quarry Terrace',
    );
    await expect(within(home).getByRole('textbox', { name: 'Charge amount' })).toHaveValue(
      '$330.00',
    );
    await expect(within(home).getByRole('button', { name: /Entry method/ })).toHaveTextContent(
      'Call',
    );
    showSection(canvasElement, 'Addresses');
  },
};

export const EditLoading: Story = loadingStory('clients', '/v1/clients/:id', 'Loading client');

export const EditNotFound: Story = {
  parameters: {
    app: { ...editApp, route: '/clients/edit/00000000-0000-4000-8000-000000000000' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Client not found' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to clients' })).toBeVisible();
  },
};

export const EditLoadFailed: Story = loadFailedStory(
  'clients',
  '/v1/clients/:id',
  "Couldn't load this client",
);

export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        clients: [
          http.put('/v1/clients/:id', () =>
            HttpResponse.json(
              {
                message: 'An address that has jobs cannot be removed; deactivate it instead.',
                code: 'CONFLICT',
              },
              { status: 409 },
            ),
          ),
          ...storyHandlers.clients,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'address 2', 'Remove address');
    await expect(canvas.queryByRole('group', { name: /Address 2/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const toast = await page.findByText(
      'An address that has jobs cannot be removed; deactivate it instead.',
      undefined,
      slow,
    );
    await expect(toast).toBeVisible();
    // Still on the form, with the change in place, ready to fix.
    await expect(canvas.getByRole('heading', { name: 'Aisha Schmidt', level: 1 })).toBeVisible();
    dismissAllToasts();
    showSection(canvasElement, 'Addresses');
  },
};

export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: 'Other phone' }, slow);
    await userEvent.type(phone, '(617) 555-0100');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Discard unsaved changes?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(phone).toHaveValue('(617) 555-0100');
    // A link elsewhere in the app asks too.
    await userEvent.click(canvas.getByRole('link', { name: 'Teams' }));
    await expect(
      await page.findByRole('alertdialog', { name: 'Discard unsaved changes?' }, slow),
    ).toBeVisible();
  },
};

export const BillingEditsPayment: Story = {
  parameters: { app: { ...editApp, signInAs: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /Your role can change the payment method and payment information/,
        undefined,
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Payment information' })).not.toHaveAttribute(
      'readonly',
    );
    await expect(canvas.queryByRole('button', { name: 'Add address' })).toBeNull();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Payment information' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Payment information' }),
      'Pays by card after each visit.',
    );
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    blurActive(canvasElement);
    showSection(canvasElement, 'Payment');
  },
};

export const CleanerReadOnly: Story = {
  parameters: { app: { ...editApp, signInAs: 'cleaner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your role can view this client but not change it.', undefined, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to clients' })).toBeVisible();
  },
};

export const NewNotAllowed: Story = {
  parameters: { app: { ...newApp, signInAs: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "You can't add clients" }, slow),
    ).toBeVisible();
  },
};

export const SpanishNew: Story = {
  parameters: { app: newApp },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Crear cliente' }, slow));
    await expect(
      await canvas.findByText('El nombre es obligatorio', undefined, slow),
    ).toBeVisible();
    await expect(canvas.getByText('El teléfono principal es obligatorio')).toBeVisible();
    dismissAllToasts();
    blurActive(canvasElement);
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const SpanishEdit: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Preferencias de servicio' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Frecuencia preferida/ })).toHaveTextContent(
      'Mensual',
    );
  },
};
