import { expect, test } from '@playwright/test';
import { openUserMenu, registerThroughApi, signIn, toast, unique } from './auth-fixtures.ts';

// Tests that write do it in an organisation of their own, registered through the API.

test.describe('settings', () => {
  test('renaming the organisation changes the sidebar at once', async ({ page, request }) => {
    const owner = await registerThroughApi(request);
    await page.goto('/login');
    await signIn(page, owner.login, owner.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(sidebar).toContainText(owner.company);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/organization$/);
    const renamed = `Harborview Cleaning ${unique()}`;
    const name = page.getByRole('textbox', { name: 'Organization name' });
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${renamed} is up to date.`)).toContainText('Organization saved');
    await expect(sidebar).toContainText(renamed);
    await expect(sidebar).not.toContainText(owner.company);

    // The server has it: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Main navigation' })).toContainText(
      renamed,
    );
  });

  test('the time zone is searched and picked by keyboard', async ({ page, request }) => {
    const owner = await registerThroughApi(request);
    await page.goto('/login');
    await signIn(page, owner.login, owner.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/settings/organization');
    await page.getByRole('button', { name: /Time zone/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Denver');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('Denver');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'is up to date.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('Denver');
  });

  test('a new job type joins the list', async ({ page, request }) => {
    const owner = await registerThroughApi(request);
    await page.goto('/login');
    await signIn(page, owner.login, owner.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/settings/job-types');

    const name = `Window Washing ${unique()}`;
    await page.getByRole('button', { name: 'New job type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job type' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Short code' }).fill('WIN');
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Inside and outside panes, frames and sills.');
    await dialog.getByRole('button', { name: 'Create job type' }).click();
    await expect(toast(page, `${name} can now be given to jobs.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Job types' });
    await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('WIN');

    // Unused, it can be deleted.
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete job type' }).click();
    await expect(toast(page, `${name} was deleted.`)).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });

  test('the user menu opens its settings sections', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const [entry, path, heading] of [
      ['Account', '/settings/account', 'Account'],
      ['Billing', '/settings/billing', 'Billing'],
      ['Notifications', '/settings/notifications', 'Notifications'],
      ['Upgrade to Pro', '/settings/plan', 'Plan and usage'],
    ] as const) {
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    // An ADMIN sees the plan but may not change it.
    await expect(
      page.getByText("Only the organization's owner can change the plan."),
    ).toBeVisible();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/organization$/);
  });

  test('a calendar feed is made, read by a calendar app, and turned off', async ({
    page,
    request,
  }) => {
    const owner = await registerThroughApi(request);
    await page.goto('/login');
    await signIn(page, owner.login, owner.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/settings/calendar-feed');

    await page.getByRole('button', { name: 'Create feed' }).click();
    const url = await page.getByRole('textbox', { name: 'Feed address' }).inputValue();
    expect(url).toMatch(/^https?:\/\/.+\/calendar-feeds\/cf_/);
    // A calendar app reads the address without signing in.
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

    await page.getByRole('button', { name: 'Turn off feed' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn off your calendar feed?' });
    await dialog.getByRole('button', { name: 'Turn off feed' }).click();
    await expect(page.getByRole('button', { name: 'Create feed' })).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });
});
