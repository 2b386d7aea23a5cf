import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  axeFindings,
  colourRules,
  prefer,
  settled,
  themeRemote,
  type Finding,
  type Language,
  type Theme,
} from './a11y-fixtures.ts';
import { apiToken, SEED_PASSWORD, signInAs } from './auth-fixtures.ts';
import type { components } from '@spotless/api-client/schema';

/**
 * The accessibility sweep of what opens over the pages: every dialog, sheet and confirmation the
 * app has, its popover lists (client, team, time zone, date pickers) and its menus, checked by
 * axe (WCAG 2.2 A and AA) while open. Axe scans the whole page, so the overlay and what it leaves
 * visible behind it both count. English in the light theme opens them all, as a MASTER, and the
 * job details as a CLEANER; the other looks (dark, Spanish) open a representative few: the job
 * details, the job form with its messages, the team dialog and a confirmation. Spanish checks
 * each of those in light, then in dark, switched from another tab (`themeRemote`) while it is
 * open. In dark, axe runs the rules that depend on colour (`colourRules`): each of those
 * overlays is checked by every rule in light, and the dark one differs from it in colour only.
 * The row menus are one component: the clients' is checked, the others are opened on the way to
 * their dialogs.
 * Nothing is saved: every overlay is left with Cancel or Escape. The routes themselves are swept
 * in `accessibility.spec.ts`.
 */

// Each test opens many overlays: it gets the time of many.
test.describe.configure({ timeout: 120_000 });
// Entrances and exits take no time, so axe never measures a half-faded colour.
test.use({ reducedMotion: 'reduce' });

/** The names the tests find controls by, in the languages they run in. */
const words = {
  en: {
    newJob: 'New Job',
    scheduleJob: 'Schedule Job',
    clientRequired: 'Client is required',
    editJob: 'Edit Job',
    close: 'Close',
    newTeam: 'New team',
    createTeam: 'Create team',
    teamNameRequired: 'Team name is required',
    cancel: 'Cancel',
    delete: 'Delete',
    actionsFor: (name: string) => `Actions for ${name}`,
  },
  es: {
    newJob: 'Nuevo trabajo',
    scheduleJob: 'Programar trabajo',
    clientRequired: 'El cliente es obligatorio',
    editJob: 'Editar trabajo',
    close: 'Cerrar',
    newTeam: 'Nuevo equipo',
    createTeam: 'Crear equipo',
    teamNameRequired: 'El nombre del equipo es obligatorio',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    actionsFor: (name: string) => `Acciones de ${name}`,
  },
} satisfies Record<Language, unknown>;

type Job = components['schemas']['Job'];

/** A job ahead of today, still to be done: it has details, an edit form and a Cancel. */
let scheduled: Job;
/** A job of the cleaner's team, for the details a cleaner sees. */
let cleanersJob: Job;
/** A team every look can open the row menu of. */
const teamName = 'Blue Team';

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  const jobsOf = async (login: string) => {
    const token = await apiToken(request, login, SEED_PASSWORD);
    const response = await request.get(`/v1/jobs?from=${isoDay(2)}&to=${isoDay(30)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as Job[]).filter((job) => job.status === 'SCHEDULED');
  };
  const [first] = await jobsOf('master');
  const [mine] = await jobsOf('cleaner');
  expect(first).toBeDefined();
  expect(mine).toBeDefined();
  scheduled = first!;
  cleanersJob = mine!;
});

/**
 * Collects axe's findings screen by screen, so one run reports every overlay at once. With
 * themes, each screen is checked in each of them in turn, switched from another tab.
 */
function sweeper(page: Page, themes?: Theme[]) {
  const findings: Finding[] = [];
  let remote: Awaited<ReturnType<typeof themeRemote>> | undefined;
  return {
    findings,
    async check(where: string) {
      await settled(page);
      if (!themes) {
        findings.push(...(await axeFindings(page, where)));
        return;
      }
      const theme = (remote ??= await themeRemote(page));
      for (const shown of themes) {
        await theme.show(shown);
        const rules = shown === 'dark' ? colourRules : undefined;
        findings.push(...(await axeFindings(page, `${where} (${shown})`, rules)));
      }
    },
  };
}

const detailsUrl = (job: Job) => `/schedule?view=agenda&date=${job.date}&job=${job.id}`;

/** The open modal dialog (a dialog, a sheet, a confirmation): the only one on the page. */
const modal = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** Closes what is open with Escape and waits until it has gone. */
async function dismiss(page: Page, overlay: Locator) {
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
}

async function openJobDetails(page: Page, job: Job) {
  // The calendar's copy of the job shows first; the details are complete once the job has come.
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/v1/jobs/${job.id}` && response.ok(),
  );
  await page.goto(detailsUrl(job));
  await loaded;
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link').first()).toBeVisible();
  return dialog;
}

/** The new job form, sent empty so that every required field shows its message. */
async function openNewJobWithErrors(page: Page, language: Language) {
  const say = words[language];
  await page.getByRole('button', { name: say.newJob }).click();
  const sheet = page.getByRole('dialog', { name: say.newJob });
  await expect(sheet).toBeVisible();
  await settled(page);
  await sheet.getByRole('button', { name: say.scheduleJob }).click();
  await expect(sheet.getByText(say.clientRequired)).toBeVisible();
  return sheet;
}

async function openNewTeamWithErrors(page: Page, language: Language) {
  const say = words[language];
  await page.getByRole('button', { name: say.newTeam }).first().click();
  const dialog = page.getByRole('dialog', { name: say.newTeam });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: say.createTeam }).click();
  await expect(dialog.getByText(say.teamNameRequired)).toBeVisible();
  return dialog;
}

/** Opens the menu of the row named, or of the last row of the page when no name is given. */
async function openRowMenu(page: Page, actionsFor?: string) {
  const buttons = page.getByRole('button', { name: actionsFor ?? /^Actions for / });
  await (actionsFor ? buttons.first() : buttons.last()).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('every overlay (light, en)', () => {
  test.beforeEach(async ({ page }) => {
    await prefer(page, 'light', 'en');
    await signInAs(page, 'master');
  });

  test('the schedule: job details, job form, its lists and confirmations', async ({ page }) => {
    const { check, findings } = sweeper(page);

    const details = await openJobDetails(page, scheduled);
    await check('job details');

    await details.getByRole('button', { name: 'Edit Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(sheet.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await check('job form (edit)');

    await sheet.getByRole('button', { name: 'Cancel this Job' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this job?' });
    await expect(cancel).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel job' }).click();
    await expect(cancel.getByText('A reason is required')).toBeVisible();
    await check('cancel job (no reason given)');
    await cancel.getByRole('button', { name: 'Keep job' }).click();
    await expect(cancel).toHaveCount(0);

    // A change, then Escape: the sheet asks before throwing it away.
    await sheet.getByRole('textbox', { name: 'Other Information' }).fill('Bring the ladder.');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog');
    await expect(discard).toBeVisible();
    await check('discard changes to a job');
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(sheet).toHaveCount(0);

    const form = await openNewJobWithErrors(page, 'en');
    await check('job form (new, with messages)');

    await form.getByRole('button', { name: /Client$/ }).click();
    const clients = page.getByRole('listbox');
    await expect(clients.getByRole('option').first()).toBeVisible();
    await check('client list');
    await dismiss(page, clients);

    await form.getByRole('group', { name: 'Date' }).getByRole('button').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar).toBeVisible();
    await check('date picker');
    await dismiss(page, calendar);

    await form.getByRole('button', { name: /Team$/ }).click();
    const teams = page.getByRole('listbox');
    await expect(teams.getByRole('option').first()).toBeVisible();
    await check('team list');
    await dismiss(page, teams);

    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toHaveCount(0);

    await page.getByRole('button', { name: 'Teams', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('team filter');
    await dismiss(page, page.getByRole('menu'));

    await page.goto('/schedule?view=month');
    await settled(page);
    await page
      .getByRole('button', { name: /^\+\d+ more/ })
      .first()
      .click();
    const more = page.getByRole('dialog', { name: /^More jobs for this day/ });
    await expect(more).toBeVisible();
    await check('more jobs of a day');
    await dismiss(page, more);

    expect(findings).toEqual([]);
  });

  test('the shell: user and language menus, the sidebar on a phone', async ({ page }) => {
    const { check, findings } = sweeper(page);
    await page.goto('/');
    await settled(page);

    for (const [where, trigger] of [
      ['user menu', page.getByRole('button', { name: /@/ })],
      ['language menu', page.getByRole('button', { name: /^Language/ })],
    ] as const) {
      await trigger.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check(where);
      await dismiss(page, page.getByRole('menu'));
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(sidebar).toBeVisible();
    await check('sidebar (phone)');
    await dismiss(page, sidebar);

    expect(findings).toEqual([]);
  });

  test('clients and users: row menus, delete confirmations, the client form', async ({ page }) => {
    const { check, findings } = sweeper(page);

    await page.goto('/clients');
    await settled(page);
    const menu = await openRowMenu(page);
    await check('client row menu');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await check('delete a client');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    await page.goto('/clients/new');
    await settled(page);
    await page.getByRole('group', { name: 'Client since' }).getByRole('button').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar).toBeVisible();
    await check('client since date picker');
    await dismiss(page, calendar);

    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('button', { name: 'Actions for address 1' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('address menu');
    await dismiss(page, page.getByRole('menu'));

    // Leaving a changed form asks first.
    await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
    await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
    const unsaved = page.getByRole('alertdialog');
    await expect(unsaved).toBeVisible();
    await check('unsaved changes');
    await unsaved.getByRole('button', { name: 'Keep editing' }).click();
    await expect(unsaved).toHaveCount(0);

    await page.goto('/users');
    await settled(page);
    const userMenu = await openRowMenu(page, 'Actions for Maria Lopez');
    await userMenu.getByRole('menuitem', { name: 'Delete' }).click();
    const deleteUser = page.getByRole('alertdialog');
    await expect(deleteUser).toBeVisible();
    await check('delete a user');
    await deleteUser.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteUser).toHaveCount(0);

    expect(findings).toEqual([]);
  });

  test('teams, job types and the organisation: dialogs, menus, confirmations', async ({ page }) => {
    const { check, findings } = sweeper(page);

    await page.goto('/teams');
    await settled(page);
    const newTeam = await openNewTeamWithErrors(page, 'en');
    await check('team dialog (new, with messages)');
    await newTeam.getByRole('button', { name: 'Cancel' }).click();
    await expect(newTeam).toHaveCount(0);

    let menu = await openRowMenu(page, `Actions for ${teamName}`);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const editTeam = page.getByRole('dialog', { name: 'Edit team' });
    await expect(editTeam).toBeVisible();
    await check('team dialog (edit)');
    await editTeam.getByRole('button', { name: 'Cancel' }).click();
    await expect(editTeam).toHaveCount(0);

    menu = await openRowMenu(page, `Actions for ${teamName}`);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const deleteTeam = page.getByRole('alertdialog');
    await expect(deleteTeam).toBeVisible();
    await check('delete a team');
    await deleteTeam.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteTeam).toHaveCount(0);

    await page.goto('/settings/job-types');
    await settled(page);
    await page.getByRole('button', { name: 'New job type' }).first().click();
    const newType = page.getByRole('dialog', { name: 'New job type' });
    await expect(newType).toBeVisible();
    await newType.getByRole('button', { name: 'Create job type' }).click();
    await expect(newType.getByText('Name is required')).toBeVisible();
    await check('job type dialog (new, with messages)');
    await newType.getByRole('button', { name: 'Cancel' }).click();
    await expect(newType).toHaveCount(0);

    menu = await openRowMenu(page, 'Actions for Deep Clean');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const editType = modal(page);
    await expect(editType).toBeVisible();
    await check('job type dialog (edit)');
    await editType.getByRole('button', { name: 'Cancel' }).click();
    await expect(editType).toHaveCount(0);

    menu = await openRowMenu(page, 'Actions for Deep Clean');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const deleteType = page.getByRole('alertdialog');
    await expect(deleteType).toBeVisible();
    await check('delete a job type');
    await deleteType.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteType).toHaveCount(0);

    await page.goto('/settings/organization');
    await settled(page);
    await page.getByRole('button', { name: /Time zone$/ }).click();
    const zones = page.getByRole('listbox');
    await expect(zones.getByRole('option').first()).toBeVisible();
    await check('time zone list');
    await dismiss(page, zones);

    expect(findings).toEqual([]);
  });

  test('a cleaner’s job details', async ({ page }) => {
    const { check, findings } = sweeper(page);
    await page.context().clearCookies();
    await signInAs(page, 'cleaner');
    await openJobDetails(page, cleanersJob);
    await check('job details (cleaner)');
    expect(findings).toEqual([]);
  });
});

const otherLooks: { language: Language; themes: Theme[] }[] = [
  { language: 'en', themes: ['dark'] },
  { language: 'es', themes: ['light', 'dark'] },
];

for (const { language, themes } of otherLooks) {
  test(`the main overlays have no axe violations (${themes.join(' and ')}, ${language})`, async ({
    page,
  }) => {
    const say = words[language];
    const { check, findings } = sweeper(page, themes);
    await prefer(page, themes[0]!, language);
    await signInAs(page, 'master');

    const details = await openJobDetails(page, scheduled);
    await check('job details');
    await details.getByRole('button', { name: say.close }).click();
    await expect(details).toHaveCount(0);

    const form = await openNewJobWithErrors(page, language);
    await check('job form (new, with messages)');
    await dismiss(page, form);

    await page.goto('/teams');
    await settled(page);
    const team = await openNewTeamWithErrors(page, language);
    await check('team dialog (new, with messages)');
    await team.getByRole('button', { name: say.cancel }).click();
    await expect(team).toHaveCount(0);

    const menu = await openRowMenu(page, say.actionsFor(teamName));
    await menu.getByRole('menuitem', { name: say.delete }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await check('delete a team');
    await confirm.getByRole('button', { name: say.cancel }).click();
    await expect(confirm).toHaveCount(0);

    // The cleaner's details differ from the office's by their buttons: the least English looks
    // stand for the others.
    if (language === 'es') {
      await page.context().clearCookies();
      await signInAs(page, 'cleaner');
      await openJobDetails(page, cleanersJob);
      await check('job details (cleaner)');
    }

    expect(findings).toEqual([]);
  });
}
