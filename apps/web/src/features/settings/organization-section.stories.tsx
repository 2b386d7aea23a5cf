import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import { SettingsPage } from './settings-page.tsx';
import { expectPageStatus } from '../../testing/story-helpers.ts';

const app: AppStoryParameters = { route: '/settings/organization', signInAs: 'master' };

/** Settings > Organization: name, logo, contact, address and time zone of the business. */
const meta = {
  title: 'Web/Settings/Organization',
  component: SettingsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Organization name/ })).toHaveValue(
      'Sparkle & Shine Cleaning',
    );
    await expect(canvas.getByRole('link', { name: 'Organization' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const name = await canvas.findByRole('textbox', { name: /Organization name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sparkle & Shine Co.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Organization saved')).toBeVisible();
    // The sidebar follows at once.
    const sidebar = canvas.getByRole('complementary', { name: 'Main navigation' });
    await waitFor(() => expect(sidebar).toHaveTextContent('Sparkle & Shine Co.'));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Organization name/ });
    await userEvent.clear(name);
    const email = canvas.getByRole('textbox', { name: /Contact e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'office@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Logo URL/ }), 'logo.png');
    await userEvent.tab();
    await expect(await canvas.findByText('Organization name is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(
      canvas.getByText('Enter a full web address, starting with https://'),
    ).toBeVisible();
  },
};

export const TimeZonePicker: Story = {
  // Dark: the form with its Save bar on, as in Validation Errors, no errors.
  parameters: { screenshot: { darkAsIn: 'Validation Errors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Time zone/ }));
    await userEvent.keyboard('Chicago');
    // Keyboard only: the arrow moves onto the match, Enter picks it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await page.findByRole('option', { name: /Chicago/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /Chicago/ })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { app: { ...app, signInAs: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Only owners and administrators can change the organization/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        organizations: [
          http.get('/v1/organizations/current', () => delay('infinite')),
          ...storyHandlers.organizations,
        ],
      },
    },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageStatus(canvas, 'Loading settings');
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        organizations: [
          http.patch('/v1/organizations/current', () =>
            HttpResponse.json({ message: 'Internal error.', code: 'INTERNAL' }, { status: 500 }),
          ),
          ...storyHandlers.organizations,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const phone = await canvas.findByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(617) 555-0101');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Organization not saved')).toBeVisible();
    await expect(phone).toHaveValue('(617) 555-0101');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Filled's organization form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
    await expect(
      await canvas.findByRole('textbox', { name: /Nombre de la organización/ }),
    ).toBeVisible();
  },
};

export const UnknownSection: Story = {
  parameters: { app: { ...app, route: '/settings/payroll' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No such settings section' }),
    ).toBeVisible();
  },
};
