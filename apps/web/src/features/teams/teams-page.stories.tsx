import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { organizationHandlers } from '../../testing/organization-story.ts';
import { storyHandlers } from '../../testing/story-api.ts';
import {
  blurActive,
  chooseRowAction,
  loadFailedStory,
  loadingStory,
  pageOf,
  slow,
  withGroup,
} from '../../testing/story-helpers.ts';
import { TeamsPage } from './teams-page.tsx';

const app: AppStoryParameters = { route: '/teams', signInAs: 'master' };

/** `/teams`: the crews jobs are assigned to; create, edit and delete them in dialogs. */
const meta = {
  title: 'Web/Teams/List',
  component: TeamsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof TeamsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded organisation with every team slot of its plan (6 on Starter) taken. */
const teamsAtLimit = organizationHandlers((organization) => ({
  ...organization,
  usage: { ...organization.usage, teams: organization.plan.maxTeams },
}));

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Blue Team/ }, slow)).toBeVisible();
    await expect(canvas.getByText('5 teams · 4 active')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Gray Team/ })).toHaveTextContent('Inactive');
    // Organisation A has 5 of its 6 teams: the warning says how many more fit.
    await expect(
      await canvas.findByText('You can add 1 more team on your current plan.', undefined, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New team' })).toBeEnabled();
  },
};

export const Loading: Story = loadingStory('teams', '/v1/teams', 'Loading teams');

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...withGroup(
          'teams',
          http.get('/v1/teams', () => HttpResponse.json([])),
        ),
        organizations: organizationHandlers((organization) => ({
          ...organization,
          usage: { ...organization.usage, teams: 0 },
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No teams yet' }, slow)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New team' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = loadFailedStory('teams', '/v1/teams', "Couldn't load teams");

export const LimitReached: Story = {
  parameters: { msw: { handlers: { ...storyHandlers, organizations: teamsAtLimit } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "You've reached the maximum number of teams allowed in your current plan.",
        undefined,
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade plan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New team' })).toBeDisabled();
  },
};

export const NewTeam: Story = {
  // Dark: New Team Validation's dialog, swatches and name error, its colour valid.
  parameters: { screenshot: { darkAsIn: 'New Team Validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New team' }, slow));
    const dialog = await page.findByRole('dialog', { name: 'New team' }, slow);
    await expect(within(dialog).getByRole('textbox', { name: 'Team name' })).toHaveFocus();
    await expect(within(dialog).getByRole('textbox', { name: 'Hex colour' })).toHaveValue(
      '#2563EB',
    );
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    blurActive(canvasElement);
  },
};

/**
 * A click outside keeps what was typed and focus in the dialog; Escape closes it and focus goes
 * back.
 */
export const NewTeamEscape: Story = {
  // Dark: Filled's list, the dialog closed and focus back on New team.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const newTeam = await canvas.findByRole('button', { name: 'New team' }, slow);
    await userEvent.click(newTeam);
    const dialog = await page.findByRole('dialog', { name: 'New team' }, slow);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Night crew');
    await userEvent.click(canvasElement.ownerDocument.body, {
      position: { x: 10, y: 10 },
    } as never);
    await expect(dialog).toBeInTheDocument();
    // The click moved focus to the page's body; the modal takes it back (in the next frame), so
    // the keys typed next still reach it.
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(newTeam).toHaveFocus());
  },
};

export const NewTeamValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New team' }, slow));
    const dialog = within(await page.findByRole('dialog', { name: 'New team' }, slow));
    await userEvent.click(dialog.getByRole('button', { name: 'Create team' }));
    await expect(await dialog.findByText('Team name is required', undefined, slow)).toBeVisible();
    const hex = dialog.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12G');
    // The form validates again as the colour is typed; the message follows that check.
    await expect(
      await dialog.findByText('Color must be a valid hex color code (e.g., #2563EB)'),
    ).toBeVisible();
    blurActive(canvasElement);
  },
};

export const CreateWithCustomColour: Story = {
  // Dark: Limit Reached's list, red banner and disabled button, with a teal team.
  parameters: { screenshot: { darkAsIn: 'Limit Reached' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New team' }, slow));
    const dialog = within(await page.findByRole('dialog', { name: 'New team' }, slow));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Team name' }), 'Harbor Crew');
    await userEvent.click(dialog.getByRole('option', { name: 'Teal' }));
    await expect(dialog.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#0D9488');
    await userEvent.click(dialog.getByRole('button', { name: 'Create team' }));
    await expect(
      await page.findByText('Harbor Crew is ready for jobs.', undefined, slow),
    ).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: /Harbor Crew/ }, slow)).toBeVisible();
    // The sixth team fills the Starter plan.
    await expect(
      await canvas.findByText(
        "You've reached the maximum number of teams allowed in your current plan.",
        undefined,
        slow,
      ),
    ).toBeVisible();
    dismissAllToasts();
  },
};

export const EditTeam: Story = {
  // Dark: Name Taken's Edit team dialog and switched-off Active, its name not flagged.
  parameters: { screenshot: { darkAsIn: 'Name Taken' } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'Gray Team', 'Edit');
    const dialog = within(await page.findByRole('dialog', { name: 'Edit team' }, slow));
    await expect(dialog.getByRole('textbox', { name: 'Team name' })).toHaveValue('Gray Team');
    await expect(dialog.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#6B7280');
    await expect(dialog.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    blurActive(canvasElement);
  },
};

export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'Gray Team', 'Edit');
    const dialog = within(await page.findByRole('dialog', { name: 'Edit team' }, slow));
    const name = dialog.getByRole('textbox', { name: 'Team name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Blue Team');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(
      await dialog.findByText('A team with this name already exists.', undefined, slow),
    ).toBeVisible();
    dismissAllToasts();
    blurActive(canvasElement);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'Gray Team', 'Delete');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Gray Team?' }, slow);
    await expect(dialog).toHaveTextContent('its 1 member will no longer have a default team');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await chooseRowAction(canvasElement, 'Blue Team', 'Delete');
    await userEvent.click(await page.findByRole('button', { name: 'Delete team' }, slow));
    await expect(
      await page.findByText(
        'A team with jobs cannot be deleted; deactivate it instead.',
        undefined,
        slow,
      ),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: /Delete/ })).toBeNull());
    await expect(canvas.getByRole('rowheader', { name: /Blue Team/ })).toBeVisible();
  },
};

export const Cleaner: Story = {
  // Dark: Filled's rows, colours and badges, without the warning and the actions.
  parameters: {
    app: { route: '/teams', signInAs: 'cleaner' },
    screenshot: { darkAsIn: 'Filled' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Blue Team/ }, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New team' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).toBeNull();
    await expect(canvas.queryByText(/more team/)).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Filled's list and warning, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Filled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Equipos', level: 1 }, slow),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Puedes añadir 1 equipo más con tu plan actual.', undefined, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nuevo equipo' })).toBeVisible();
  },
};

export const SpanishDialog: Story = {
  globals: { locale: 'es' },
  // Dark: New Team Validation's dialog and name error, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'New Team Validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo equipo' }, slow));
    const dialog = within(await page.findByRole('dialog', { name: 'Nuevo equipo' }, slow));
    await userEvent.click(dialog.getByRole('button', { name: 'Crear equipo' }));
    await expect(
      await dialog.findByText('El nombre del equipo es obligatorio', undefined, slow),
    ).toBeVisible();
    await expect(dialog.getByRole('option', { name: 'Verde azulado' })).toBeVisible();
    blurActive(canvasElement);
  },
};
