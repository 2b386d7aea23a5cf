import { expect, test, type Page } from '@playwright/test';
import { expectToastFrom, signInAs, toast } from './auth-fixtures.ts';

// The plan-limit test counts teams, so each test starts from the seed: organisation A (Starter
// plan, 6 teams allowed) has 5 teams.
test.beforeEach(async ({ request }) => {
  const response = await request.post('/__dev/reset');
  expect(response.ok()).toBe(true);
});

/** The teams as the API stores them, read with the signed-in user's token. */
async function storedTeams(page: Page) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => /access/i.test(cookie.name))?.value ?? '';
  const response = await page.request.get('/v1/teams', {
    headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; color: string; isActive: boolean }[];
}

async function typeHex(dialog: ReturnType<Page['locator']>, hex: string) {
  const field = dialog.getByRole('textbox', { name: 'Hex colour' });
  await field.fill(hex);
  await field.blur();
}

test('create, edit and delete a team with a custom colour', async ({ page }) => {
  await signInAs(page, 'master');
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New team' }).click();
  const create = page.getByRole('dialog', { name: 'New team' });
  await expect(create.getByRole('textbox', { name: 'Team name' })).toBeFocused();
  await expect(create.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#2563EB');
  // The name is required, checked when the field is left.
  await create.getByRole('button', { name: 'Create team' }).click();
  await expect(create.getByText('Team name is required')).toBeVisible();
  await create.getByRole('textbox', { name: 'Team name' }).fill('Harbor Crew');
  await create.getByRole('textbox', { name: 'Description' }).fill('Waterfront condos.');
  await typeHex(create, '#7C2D12');
  await expectToastFrom(page, 'Team created', () =>
    create.getByRole('button', { name: 'Create team' }).click(),
  );
  await expect(create).toHaveCount(0);
  const row = page.getByRole('row', { name: /Harbor Crew/ });
  await expect(row).toContainText('Waterfront condos.');
  await expect(row).toContainText('Active');
  expect((await storedTeams(page)).find((team) => team.name === 'Harbor Crew')?.color).toBe(
    '#7C2D12',
  );

  // Edit: rename, pick a preset colour, deactivate.
  await row.getByRole('button', { name: 'Actions for Harbor Crew' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit team' });
  await expect(edit.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#7C2D12');
  await edit.getByRole('textbox', { name: 'Team name' }).fill('Harbor Crew East');
  await typeHex(edit, '#0F766E');
  await edit.getByText('Active', { exact: true }).click();
  await expect(edit.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await expectToastFrom(page, 'Team saved', () =>
    edit.getByRole('button', { name: 'Save changes' }).click(),
  );
  const renamed = page.getByRole('row', { name: /Harbor Crew East/ });
  await expect(renamed).toContainText('Inactive');
  expect((await storedTeams(page)).find((team) => team.name === 'Harbor Crew East')).toMatchObject({
    color: '#0F766E',
    isActive: false,
  });

  // Delete, with confirmation.
  await renamed.getByRole('button', { name: 'Actions for Harbor Crew East' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Harbor Crew East?' })
    .getByRole('button', { name: 'Delete team' })
    .click();
  await expect(toast(page, 'Team deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: /Harbor Crew/ })).toHaveCount(0);
});

test('a team with jobs cannot be deleted: the server says why in a toast', async ({ page }) => {
  await signInAs(page, 'master');
  await page.goto('/teams');
  await page.getByRole('button', { name: 'Actions for Blue Team' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
  await expect(toast(page, "Couldn't delete team")).toContainText(
    'A team with jobs cannot be deleted; deactivate it instead.',
  );
  await expect(page.getByRole('row', { name: /Blue Team/ })).toBeVisible();
});

test('the plan limit: one more team can be added, then creating is blocked', async ({ page }) => {
  await signInAs(page, 'master');
  await page.goto('/teams');
  await expect(page.getByText('You can add 1 more team on your current plan.')).toBeVisible();

  // From the keyboard: open the dialog, type, submit with Enter.
  await page.getByRole('button', { name: 'New team' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await expect(dialog.getByRole('textbox', { name: 'Team name' })).toBeFocused();
  await page.keyboard.type('Night Crew');
  await expectToastFrom(page, 'Team created', () => page.keyboard.press('Enter'));
  await expect(page.getByRole('row', { name: /Night Crew/ })).toBeVisible();

  await expect(
    page.getByText("You've reached the maximum number of teams allowed in your current plan."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New team' })).toBeDisabled();
  await page.getByRole('button', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/settings\/plan$/);
});

test('a cleaner sees the teams but cannot change them', async ({ page }) => {
  await signInAs(page, 'cleaner');
  await page.goto('/teams');
  await expect(page.getByRole('row', { name: /Blue Team/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
});
