import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HandlerGroups } from '@spotless/mock-server/handlers';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import type { AddressType } from '../../api/address-types.ts';
import type { EntryCodeRevealEntry } from '../../api/entry-codes.ts';
import type { JobSeries } from '../../api/job-series.ts';
import {
  blurActive,
  chooseRowAction,
  loadFailedStory,
  loadingStory,
  pageOf,
  serverError,
  slow,
  withGroup,
} from '../../testing/story-helpers.ts';
import { EditClientPage } from './client-form-page.tsx';

/** A seeded client (the seed's ids are stable): Aisha Schmidt, two addresses, jobs. */
const AISHA = '04d3cc24-da6c-42e2-926e-6fe1d73009d3';
const newApp: AppStoryParameters = { route: '/clients/new', signInAs: 'master' };
const editApp: AppStoryParameters = { route: `/clients/edit/${AISHA}`, signInAs: 'master' };

/** Aisha's first address, as jobs and reveals nest it. */
const quarryTerrace = {
  id: '00000000-0000-4000-8000-00000000d001',
  street: '102 Quarry Terrace',
  complement: null,
  city: 'Quincy',
  state: 'MA',
  zipCode: '02169',
  addressType: null,
  entryMethod: 'CODE' as const,
  hasEntryCode: true,
};

/** Aisha's service plans in the stories: newest start first, as `GET /job-series` lists them. */
const plan = (change: Partial<JobSeries> & Pick<JobSeries, 'id'>): JobSeries => ({
  clientId: AISHA,
  addressId: '00000000-0000-4000-8000-00000000d001',
  teamId: '00000000-0000-4000-8000-00000000e001',
  jobTypeId: null,
  startTime: '09:00',
  endTime: '11:30',
  chargeAmount: '330.00',
  chargeBy: 'FIXED',
  otherInformation: null,
  frequency: 'WEEKLY',
  preferredDay: 'WEDNESDAY',
  startDate: '2026-09-02',
  endDate: null,
  visitCount: null,
  status: 'ACTIVE',
  nextVisitDate: '2026-11-25',
  createdById: null,
  createdAt: '2026-08-20T10:15:00-04:00',
  updatedAt: '2026-08-20T10:15:00-04:00',
  client: { id: AISHA, firstName: 'Aisha', lastName: 'Schmidt', phone1: '(781) 555-0198' },
  address: quarryTerrace,
  team: { id: '00000000-0000-4000-8000-00000000e001', name: 'Blue Team', color: '#2563EB' },
  jobType: null,
  ...change,
});

const storyPlans: JobSeries[] = [
  plan({
    id: '00000000-0000-4000-8000-00000000b002',
    frequency: 'EVERY_FOUR_WEEKS',
    preferredDay: 'FRIDAY',
    startDate: '2026-10-09',
    endDate: '2027-04-30',
    nextVisitDate: '2026-12-04',
    team: { id: '00000000-0000-4000-8000-00000000e002', name: 'Green Team', color: '#16A34A' },
  }),
  plan({ id: '00000000-0000-4000-8000-00000000b001' }),
  plan({
    id: '00000000-0000-4000-8000-00000000b003',
    frequency: 'MONTHLY',
    preferredDay: null,
    startDate: '2026-03-15',
    endDate: '2026-08-15',
    status: 'ENDED',
    nextVisitDate: null,
    team: { id: '00000000-0000-4000-8000-00000000e003', name: 'Purple Team', color: '#9333EA' },
  }),
];

/** What the plan stories' server holds, and the body `End plan` sent. */
const planStore: { plans: JobSeries[]; endBody: unknown } = { plans: [], endBody: null };
const resetPlans = (plans: JobSeries[]) => () => {
  planStore.plans = plans.map((item) => ({ ...item }));
  planStore.endBody = null;
};

/**
 * `GET /job-series?clientId=` answers the story's plans; `POST /job-series/{id}/end` ends one
 * today (18 November 2026): its rule ends today and it has no visit to come. The mock API's own
 * series handlers read the machine's clock, so the plans' next visits would move from day to day.
 */
const planHandlers = {
  ...storyHandlers,
  jobSeries: [
    http.get('/v1/job-series', () => HttpResponse.json(planStore.plans)),
    http.post('/v1/job-series/:id/end', async ({ request, params }) => {
      planStore.endBody = await request.json();
      const ended = planStore.plans.find((item) => item.id === params.id);
      if (!ended)
        return HttpResponse.json({ message: 'Not found.', code: 'NOT_FOUND' }, { status: 404 });
      Object.assign(ended, { endDate: '2026-11-18', nextVisitDate: null });
      return HttpResponse.json(ended);
    }),
    ...storyHandlers.jobSeries,
  ],
};

/** `/clients/new` and `/clients/edit/{id}`: the one client form with its addresses and plans. */
const meta = {
  title: 'Web/Clients/Form',
  component: EditClientPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: editApp,
    msw: { handlers: planHandlers },
  },
  beforeEach: () => {
    dismissAllToasts();
    resetPlans(storyPlans)();
  },
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

/** A section of the page (`Service plans`), once its heading is there. */
const sectionOf = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name, level: 2 }, slow);
  return heading.closest('section')!;
};

/** A section whose list never answers: its skeleton announces `label`. */
const sectionLoadingStory = (name: string, handlers: HandlerGroups, label: string): Story => ({
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, name));
    await expect(await section.findByRole('status', undefined, slow)).toHaveTextContent(label);
    showSection(canvasElement, name);
  },
});

/** A section whose list cannot be read: the rest of the form still works, and it offers a retry. */
const sectionLoadFailedStory = (name: string, handlers: HandlerGroups, heading: string): Story => ({
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, name));
    await expect(
      await section.findByRole('heading', { name: heading }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    showSection(canvasElement, name);
  },
});

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
  // Dark: Edit Address Open's open address card and tags, two new addresses.
  parameters: { app: newApp, screenshot: { darkAsIn: 'Edit Address Open' } },
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
        ...planHandlers,
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
          ...planHandlers.clients,
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

/** The address types as the mock API has them, but with Apartment (Aisha's first address's) retired. */
const apartmentRetired = withGroup(
  'addressTypes',
  http.get('/v1/address-types', async ({ request }) => {
    const answer = await getResponse(storyHandlers.addressTypes, request);
    const types = (await answer!.json()) as AddressType[];
    return HttpResponse.json(
      types.map((type) => (type.name === 'Apartment' ? { ...type, isActive: false } : type)),
    );
  }),
);

/**
 * An address keeps a type deactivated since it was given: the picker still names it, marked
 * inactive, beside the active types and "Not set", which clears it.
 */
export const EditAddressTypeInactive: Story = {
  parameters: { msw: { handlers: apartmentRetired } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const expand = await canvas.findByRole('button', { name: 'Show details of address 1' }, slow);
    await userEvent.click(expand);
    const home = canvas.getByRole('group', { name: /Address 1/ });
    const select = within(home).getByRole('button', { name: /Address type/ });
    await waitFor(() => expect(select).toHaveTextContent('Apartment (inactive)'));
    await userEvent.click(select);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Not set' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'House' })).toBeVisible();
    await expect(
      within(listbox).getByRole('option', { name: 'Apartment (inactive)' }),
    ).toBeVisible();
  },
};

export const EditLoading: Story = loadingStory('clients', '/v1/clients/:id', 'Loading client');

export const EditNotFound: Story = {
  // Dark: Edit Load Failed's notice in place of the form, another text and button.
  parameters: {
    app: { ...editApp, route: '/clients/edit/00000000-0000-4000-8000-000000000000' },
    screenshot: { darkAsIn: 'Edit Load Failed' },
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
  // Dark: Service Plans' sections and address card, one address fewer.
  parameters: {
    msw: {
      handlers: {
        ...planHandlers,
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
          ...planHandlers.clients,
        ],
      },
    },
    screenshot: { darkAsIn: 'Service Plans' },
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
  // Dark: End Plan Refused's confirm dialog and red action, over the contact fields.
  parameters: { screenshot: { darkAsIn: 'End Plan Refused' } },
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
  // Dark: Edit Load Failed's notice in place of the form, for a role that can't add.
  parameters: {
    app: { ...newApp, signInAs: 'billing' },
    screenshot: { darkAsIn: 'Edit Load Failed' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "You can't add clients" }, slow),
    ).toBeVisible();
  },
};

export const SpanishNew: Story = {
  // Dark: Validation Errors' flagged fields and messages, in Spanish.
  parameters: { app: newApp, screenshot: { darkAsIn: 'Validation Errors' } },
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
  // Dark: Edit's filled form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Edit' } },
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

/** The plans section, scrolled to for the screenshot. */
const plansSection = (canvasElement: HTMLElement) => sectionOf(canvasElement, 'Service plans');

/**
 * The client's service plans: each rule in words, its team, its next visit or `Ended`, and
 * `End plan` on the running ones.
 */
export const ServicePlans: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await plansSection(canvasElement));
    const plans = await section.findAllByRole('listitem', undefined, slow);
    await expect(plans).toHaveLength(3);
    await expect(plans[0]).toHaveTextContent(
      'Every 4 weeks on Friday, from October 9, 2026, until April 30, 2027',
    );
    await expect(plans[0]).toHaveTextContent('Green Team');
    await expect(plans[0]).toHaveTextContent('Next visit: Friday, December 4, 2026');
    await expect(plans[1]).toHaveTextContent('Every week on Wednesday, from September 2, 2026');
    await expect(plans[1]).toHaveTextContent('Next visit: Wednesday, November 25, 2026');
    await expect(within(plans[2]!).getByText('Ended')).toBeVisible();
    await expect(within(plans[2]!).queryByRole('button')).toBeNull();
    await expect(
      within(plans[1]!).getByRole('button', {
        name: 'End plan: Every week on Wednesday, from September 2, 2026',
      }),
    ).toBeVisible();
    showSection(canvasElement, 'Service plans');
  },
};

export const ServicePlansEmpty: Story = {
  // Dark: Service Plans' sections; its dashed empty box is the reveals' one there.
  parameters: { screenshot: { darkAsIn: 'Service Plans' } },
  beforeEach: resetPlans([]),
  play: async ({ canvasElement }) => {
    const section = within(await plansSection(canvasElement));
    await expect(await section.findByText('No service plans yet.', undefined, slow)).toBeVisible();
    showSection(canvasElement, 'Service plans');
  },
};

/** Only plans that have ended: no action left. */
export const ServicePlansEnded: Story = {
  // Dark: Service Plans' sections and ended plan, without the running ones.
  parameters: { screenshot: { darkAsIn: 'Service Plans' } },
  beforeEach: resetPlans(storyPlans.filter((item) => item.status === 'ENDED')),
  play: async ({ canvasElement }) => {
    const section = within(await plansSection(canvasElement));
    await expect(await section.findByText('Ended', undefined, slow)).toBeVisible();
    await expect(
      section.getByText('Every month on the 15th, from March 15, 2026, until August 15, 2026'),
    ).toBeVisible();
    await expect(section.queryByRole('button', { name: /End plan/ })).toBeNull();
    showSection(canvasElement, 'Service plans');
  },
};

export const ServicePlansLoading = sectionLoadingStory(
  'Service plans',
  { ...planHandlers, jobSeries: [http.get('/v1/job-series', () => delay('infinite'))] },
  'Loading service plans',
);

/** The plans cannot be read: the rest of the form still works, and the section offers a retry. */
export const ServicePlansLoadFailed = sectionLoadFailedStory(
  'Service plans',
  { ...planHandlers, jobSeries: [serverError('get', '/v1/job-series')] },
  "Couldn't load the service plans",
);

/** `End plan` asks first, and says what ending removes. */
export const EndPlanDialog: Story = {
  // Dark: End Plan Refused's dialog over the plans, before its error toast.
  parameters: { screenshot: { darkAsIn: 'End Plan Refused' } },
  play: async ({ canvasElement }) => {
    const section = within(await plansSection(canvasElement));
    await userEvent.click(
      await section.findByRole('button', { name: /^End plan: Every week on Wednesday/ }, slow),
    );
    const dialog = within(
      await pageOf(canvasElement).findByRole('alertdialog', { name: 'End service plan' }, slow),
    );
    await expect(dialog.getByText('Every week on Wednesday, from September 2, 2026')).toBeVisible();
    await expect(
      dialog.getByText(/visits after today that have not started will be removed/),
    ).toBeVisible();
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: 'Keep plan' })).toHaveFocus();
  },
};

/** Confirmed: the plan ends today (`POST /job-series/{id}/end` with `{}`), with a toast. */
export const EndPlan: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const section = within(await plansSection(canvasElement));
    await userEvent.click(
      await section.findByRole('button', { name: /^End plan: Every week on Wednesday/ }, slow),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'End service plan' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End plan' }));
    await expect(await page.findByText('Service plan ended', undefined, slow)).toBeVisible();
    // The toast is an alertdialog too, and stays.
    await waitFor(() =>
      expect(page.queryByRole('alertdialog', { name: 'End service plan' })).toBeNull(),
    );
    await expect(planStore.endBody).toEqual({});
    // The plan now ends today, has no visit to come and nothing left to end.
    const plans = section.getAllByRole('listitem');
    await waitFor(() =>
      expect(plans[1]).toHaveTextContent(
        'Every week on Wednesday, from September 2, 2026, until November 18, 2026',
      ),
    );
    await expect(plans[1]).toHaveTextContent('No visit to come');
    await expect(within(plans[1]!).queryByRole('button')).toBeNull();
    showSection(canvasElement, 'Service plans');
  },
};

/** A refusal leaves the dialog open and says why. */
export const EndPlanRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...planHandlers,
        jobSeries: [
          http.post('/v1/job-series/:id/end', () =>
            HttpResponse.json(
              { message: 'Your role cannot end service plans.', code: 'FORBIDDEN' },
              { status: 403 },
            ),
          ),
          ...planHandlers.jobSeries,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const section = within(await plansSection(canvasElement));
    await userEvent.click(
      await section.findByRole('button', { name: /^End plan: Every week on Wednesday/ }, slow),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'End service plan' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End plan' }));
    await expect(
      await page.findByText('Your role cannot end service plans.', undefined, slow),
    ).toBeVisible();
    await expect(page.getByText("Couldn't end the plan")).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

/** Billing reads the plans but cannot end them. */
export const ServicePlansAsBilling: Story = {
  // Dark: Cleaner Read Only's notice and read-only fields, billing's text.
  parameters: {
    app: { ...editApp, signInAs: 'billing' },
    screenshot: { darkAsIn: 'Cleaner Read Only' },
  },
  play: async ({ canvasElement }) => {
    const section = within(await plansSection(canvasElement));
    await expect(await section.findAllByRole('listitem', undefined, slow)).toHaveLength(3);
    await expect(section.queryByRole('button', { name: /End plan/ })).toBeNull();
  },
};

/** On a phone the section stacks: each plan, then its `End plan` across the width. */
export const ServicePlansOnAPhone: Story = {
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '412px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = within(await plansSection(canvasElement));
    const end = await section.findByRole(
      'button',
      { name: /^End plan: Every week on Wednesday/ },
      slow,
    );
    const item = end.closest('li')!;
    await expect(end.getBoundingClientRect().width).toBeGreaterThan(
      item.getBoundingClientRect().width * 0.8,
    );
    showSection(canvasElement, 'Service plans');
  },
};

export const ServicePlansPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  // Dark: Service Plans' plans, team dots and Ended badge, in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Service Plans' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Planos de serviço', level: 2 },
      slow,
    );
    const section = within(heading.closest('section')!);
    await expect(await section.findByText('Encerrado', undefined, slow)).toBeVisible();
    await expect(section.getAllByRole('button', { name: /^Encerrar plano: / })).toHaveLength(2);
    await expect(section.getAllByText(/^Próxima visita: /)).toHaveLength(2);
    showSection(canvasElement, 'Planos de serviço');
  },
};

/** Reveals of Aisha's entry codes, newest first: from a visit, outside one, of a deleted address. */
const storyReveals: EntryCodeRevealEntry[] = [
  {
    id: '00000000-0000-4000-8000-0000000f0001',
    revealedAt: '2026-11-18T08:12:40-05:00',
    user: { id: '00000000-0000-4000-8000-0000000f1001', name: 'Marcus Delgado' },
    addressId: '00000000-0000-4000-8000-00000000d001',
    address: quarryTerrace,
    job: { id: '00000000-0000-4000-8000-0000000f2001', date: '2026-11-18' },
  },
  {
    id: '00000000-0000-4000-8000-0000000f0002',
    revealedAt: '2026-11-17T16:03:00-05:00',
    user: { id: '00000000-0000-4000-8000-0000000f1002', name: 'Rachel Kim' },
    addressId: '00000000-0000-4000-8000-00000000d001',
    address: quarryTerrace,
    job: null,
  },
  {
    id: '00000000-0000-4000-8000-0000000f0003',
    revealedAt: '2026-11-02T07:55:10-05:00',
    user: { id: '00000000-0000-4000-8000-0000000f1003', name: 'Maria Lopez' },
    addressId: '00000000-0000-4000-8000-00000000d002',
    address: null,
    job: { id: '00000000-0000-4000-8000-0000000f2002', date: '2026-11-02' },
  },
];

/** `GET /clients/{id}/entry-code-reveals` answering `reveals` a page at a time. */
const revealHandlers = (reveals: EntryCodeRevealEntry[], pageSize: number) => ({
  ...planHandlers,
  entryCodeReveals: [
    http.get('/v1/clients/:id/entry-code-reveals', ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
      return HttpResponse.json(reveals.slice(offset, offset + pageSize), {
        headers: { 'X-Total-Count': String(reveals.length) },
      });
    }),
    ...storyHandlers.entryCodeReveals,
  ],
});

const revealsSection = (canvasElement: HTMLElement) =>
  sectionOf(canvasElement, 'Entry code reveals');

/**
 * MASTER and ADMIN see who revealed the client's entry codes, newest first: the user, the time
 * in the organisation's zone, the address and the visit (or `Outside a visit`); `Show more` reads
 * the next page.
 */
export const EntryCodeReveals: Story = {
  parameters: { msw: { handlers: revealHandlers(storyReveals, 2) } },
  play: async ({ canvasElement }) => {
    const section = within(await revealsSection(canvasElement));
    const entries = await section.findAllByRole('listitem', undefined, slow);
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Marcus Delgado');
    await expect(entries[0]).toHaveTextContent('Nov 18, 2026, 8:12');
    await expect(entries[0]).toHaveTextContent('Visit on Wednesday, November 18, 2026');
    await expect(entries[1]).toHaveTextContent('Outside a visit');
    await expect(section.getByText('Showing 2 of 3 reveals')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Show more' })).toBeEnabled();
    showSection(canvasElement, 'Entry code reveals');
  },
};

export const EntryCodeRevealsShowMore: Story = {
  // Dark: Entry Code Reveals' log, one entry more and no Show more.
  parameters: {
    msw: { handlers: revealHandlers(storyReveals, 2) },
    screenshot: { darkAsIn: 'Entry Code Reveals' },
  },
  play: async ({ canvasElement }) => {
    const section = within(await revealsSection(canvasElement));
    await userEvent.click(await section.findByRole('button', { name: 'Show more' }, slow));
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(3));
    await expect(section.getAllByRole('listitem')[2]).toHaveTextContent('Deleted address');
    await expect(section.queryByRole('button', { name: 'Show more' })).toBeNull();
    blurActive(canvasElement);
    showSection(canvasElement, 'Entry code reveals');
  },
};

/** The seeded client's codes were never revealed. */
export const EntryCodeRevealsEmpty: Story = {
  // Dark: Service Plans' picture, which shows this empty box too.
  parameters: { screenshot: { darkAsIn: 'Service Plans' } },
  play: async ({ canvasElement }) => {
    const section = within(await revealsSection(canvasElement));
    await expect(
      await section.findByText(
        'No one has revealed an entry code for this client yet.',
        undefined,
        slow,
      ),
    ).toBeVisible();
    showSection(canvasElement, 'Entry code reveals');
  },
};

const revealsLoading = sectionLoadingStory(
  'Entry code reveals',
  {
    ...planHandlers,
    entryCodeReveals: [http.get('/v1/clients/:id/entry-code-reveals', () => delay('infinite'))],
  },
  'Loading entry code reveals',
);

export const EntryCodeRevealsLoading: Story = {
  ...revealsLoading,
  // Dark: Service Plans Loading's skeleton rows, in the reveals' section.
  parameters: {
    ...revealsLoading.parameters,
    screenshot: { darkAsIn: 'Service Plans Loading' },
  },
};

const revealsLoadFailed = sectionLoadFailedStory(
  'Entry code reveals',
  {
    ...planHandlers,
    entryCodeReveals: [serverError('get', '/v1/clients/:id/entry-code-reveals')],
  },
  "Couldn't load the entry code reveals",
);

/** The log cannot be read: the rest of the page still works, and the section offers a retry. */
export const EntryCodeRevealsLoadFailed: Story = {
  ...revealsLoadFailed,
  // Dark: Service Plans Load Failed's section notice, in the reveals' section.
  parameters: {
    ...revealsLoadFailed.parameters,
    screenshot: { darkAsIn: 'Service Plans Load Failed' },
  },
};

/** Billing and cleaners never see the log. */
export const EntryCodeRevealsNotForBilling: Story = {
  // Dark: Cleaner Read Only's notice and read-only fields, billing's text.
  parameters: {
    app: { ...editApp, signInAs: 'billing' },
    screenshot: { darkAsIn: 'Cleaner Read Only' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Service plans', level: 2 }, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Entry code reveals' })).toBeNull();
  },
};
