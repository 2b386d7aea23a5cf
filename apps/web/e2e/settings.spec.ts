import { expect, test } from '@playwright/test';
import {
  apiToken,
  expectToastFrom,
  openUserMenu,
  registerThroughApi,
  signInAs,
  unique,
} from './auth-fixtures.ts';
import {
  PASSWORD,
  auth,
  card,
  createClient,
  createJob,
  picker,
  sundayAhead,
  teamsByName,
} from './job-fixtures.ts';

// Tests that write do it in an organisation of their own, registered through the API.

test.describe('settings', () => {
  test('renaming the organisation changes the sidebar at once', async ({ page, request }) => {
    const owner = await registerThroughApi(request);
    await signInAs(page, owner.login, owner.password);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(sidebar).toContainText(owner.company);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/organization$/);
    const renamed = `Harborview Cleaning ${unique()}`;
    const name = page.getByRole('textbox', { name: 'Organization name' });
    await name.fill(renamed);
    // The toast's title, then its description (the name is letters, digits and spaces).
    await expectToastFrom(page, new RegExp(`Organization saved.*${renamed} is up to date\\.`), () =>
      page.getByRole('button', { name: 'Save changes' }).click(),
    );
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
    await signInAs(page, owner.login, owner.password);
    await page.goto('/settings/organization');
    await page.getByRole('button', { name: /Time zone/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Denver');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('Denver');
    await expectToastFrom(page, 'is up to date.', () =>
      page.getByRole('button', { name: 'Save changes' }).click(),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('Denver');
  });

  test('a new job type joins the list', async ({ page, request }) => {
    const owner = await registerThroughApi(request);
    await signInAs(page, owner.login, owner.password);
    await page.goto('/settings/job-types');

    const name = `Window Washing ${unique()}`;
    await page.getByRole('button', { name: 'New job type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job type' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Short code' }).fill('WIN');
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Inside and outside panes, frames and sills.');
    await expectToastFrom(page, `${name} can now be given to jobs.`, () =>
      dialog.getByRole('button', { name: 'Create job type' }).click(),
    );
    await expect(dialog).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Job types' });
    await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('WIN');

    // Unused, it can be deleted.
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expectToastFrom(page, `${name} was deleted.`, () =>
      page.getByRole('button', { name: 'Delete job type' }).click(),
    );
    await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });

  test("an address type is given to a client's address, named on its jobs, and kept when deactivated", async ({
    page,
    request,
  }) => {
    // Settings, a client's form, the schedule and the details, twice over: 55 s at load average 4.
    test.setTimeout(120_000);
    const token = await apiToken(request, 'admin', PASSWORD);
    const client = await createClient(request, token, 'Linnea', [
      { street: `${unique()} Dockside Row`, city: 'Salem', isDefault: true },
    ]);
    const address = client.addresses[0]!;
    const date = sundayAhead(3);
    const team = await teamsByName(request, token);
    const job = await createJob(request, token, {
      date,
      clientId: client.id,
      addressId: address.id,
      teamId: team('Blue Team'),
    });

    // Settings: a new address type.
    await signInAs(page, 'admin');
    await page.goto('/settings/address-types');
    const name = `Boathouse ${unique()}`;
    await page.getByRole('button', { name: 'New address type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address type' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expectToastFrom(page, `${name} can now be given to addresses.`, () =>
      dialog.getByRole('button', { name: 'Create address type' }).click(),
    );

    // The client form gives it to the address.
    await page.goto(`/clients/edit/${client.id}`);
    await page.getByRole('button', { name: 'Show details of address 1' }).click();
    const card1 = page.getByRole('group', { name: /Address 1/ });
    await picker(card1, 'Address type').click();
    await page.getByRole('option', { name, exact: true }).click();
    await expectToastFrom(page, 'Client saved', () =>
      page.getByRole('button', { name: 'Save changes' }).click(),
    );

    const types = (await (
      await request.get('/v1/address-types', { headers: auth(token) })
    ).json()) as { id: string; name: string }[];
    const typeId = types.find((type) => type.name === name)!.id;
    const stored = (await (
      await request.get(`/v1/clients/${client.id}`, { headers: auth(token) })
    ).json()) as { addresses: { id: string; addressTypeId: string | null }[] };
    expect(stored.addresses.find((a) => a.id === address.id)!.addressTypeId).toBe(typeId);

    // Its jobs name it: the agenda's card and the job's details.
    await page.goto(`/schedule?view=agenda&date=${date}&job=${job.id}`);
    const details = page.getByRole('dialog', { name: 'Job details' });
    await expect(details).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(card(page, client)).toContainText(name);

    // Deactivated, it stays on the address, marked inactive.
    await page.goto('/settings/address-types');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await expectToastFrom(page, 'Address type deactivated', () =>
      page.getByRole('menuitem', { name: 'Deactivate' }).click(),
    );
    await page.goto(`/clients/edit/${client.id}`);
    await page.getByRole('button', { name: 'Show details of address 1' }).click();
    await expect(
      picker(page.getByRole('group', { name: /Address 1/ }), 'Address type'),
    ).toContainText(`${name} (inactive)`);
  });

  test('the user menu opens its settings sections', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
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
    await signInAs(page, owner.login, owner.password);
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
