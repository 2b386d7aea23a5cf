import { expect, test, type Page } from '@playwright/test';
import { expectToastFrom, signInAs, toast } from './auth-fixtures.ts';

// Every test makes its own uniquely named client, so the shared API state never matters.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function choose(
  page: Page,
  scope: Page | ReturnType<Page['locator']>,
  label: string,
  option: string,
) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('create a client with two addresses, edit it, find it by search, delete it', async ({
  page,
}) => {
  // Some eighty steps through three screens: on a loaded two-core machine it has taken 60 s.
  test.setTimeout(120_000);
  const lastName = `Quill${unique()}`;
  const name = `Noor ${lastName}`;
  await signInAs(page, 'master');
  await page.goto('/clients');
  await page.getByRole('button', { name: 'New client' }).first().click();
  await expect(page).toHaveURL(/\/clients\/new$/);
  await expect(page.getByRole('heading', { name: 'New client', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Main phone' }).fill('(617) 555-0142');
  await page
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`noor.${lastName.toLowerCase()}@example.com`);
  await choose(page, page, 'Preferred frequency', 'Bi-weekly');
  await choose(page, page, 'Payment method', 'Zelle');

  await page.getByRole('button', { name: 'Add address' }).click();
  const home = page.getByRole('group', { name: /^Address 1/ });
  await expect(home.getByRole('textbox', { name: 'Street' })).toBeFocused();
  await home.getByRole('textbox', { name: 'Street' }).fill('42 Willow Creek Lane');
  await home.getByRole('textbox', { name: 'Reference' }).fill('Home');
  await home.getByRole('textbox', { name: 'City' }).fill('Cambridge');
  await home.getByRole('textbox', { name: 'State' }).fill('MA');
  await home.getByRole('textbox', { name: 'ZIP code' }).fill('02139');
  await choose(page, home, 'Entry method', 'Code');
  await home.getByRole('textbox', { name: 'Entry code' }).fill('4821#');
  await home.getByRole('textbox', { name: 'Charge amount' }).fill('125');
  await choose(page, home, 'Charge by', 'Fixed');

  await page.getByRole('button', { name: 'Add address' }).click();
  const lake = page.getByRole('group', { name: /^Address 2/ });
  await lake.getByRole('textbox', { name: 'Reference' }).fill('Lake house');
  await lake.getByRole('textbox', { name: 'Street' }).fill('9 Birch Point Road');
  await lake.getByRole('textbox', { name: 'City' }).fill('Wolfeboro');
  await lake.getByRole('textbox', { name: 'State' }).fill('NH');
  await lake.getByRole('textbox', { name: 'ZIP code' }).fill('03894');
  await choose(page, lake, 'Charge by', 'Preset Hours per Cleaner');
  // The lake house gets the invoices; the first address stays the default.
  await lake.getByRole('button', { name: 'Actions for address 2' }).click();
  await page.getByRole('menuitem', { name: 'Use for billing' }).click();
  await expect(lake.getByText('Billing', { exact: true })).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toBeVisible();

  // The answer echoes each new address's tempId next to its new id.
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/clients')),
    page.getByRole('button', { name: 'Create client' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const body = (await created.json()) as {
    addresses: {
      id: string;
      tempId: string;
      chargeAmount: string | null;
      chargeBy: string | null;
      entryMethod: string | null;
      isDefault: boolean;
      isBilling: boolean;
    }[];
  };
  expect(body.addresses).toHaveLength(2);
  expect(body.addresses.map((a) => UUID.test(a.tempId) && a.tempId !== a.id)).toEqual([true, true]);
  expect(body.addresses[0]).toMatchObject({
    chargeAmount: '125.00',
    chargeBy: 'FIXED',
    entryMethod: 'CODE',
    isDefault: true,
    isBilling: false,
  });
  expect(body.addresses[1]).toMatchObject({
    chargeAmount: null,
    chargeBy: 'PRESET_CLEANER_HOURS',
    isDefault: false,
    isBilling: true,
  });
  await expect(toast(page, 'Client created')).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);

  // Search as you type: the list asks the server once typing pauses, and the URL keeps it.
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('42 Willow Creek Lane');
  await expect(row).toContainText('Cambridge, MA 02139');
  await expect(row).toContainText('Bi-weekly');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  // Edit: change the phone, and deactivate the second address.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/clients\/edit\//);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Main phone' }).fill('(617) 555-0199');
  const storedLake = page.getByRole('group', { name: /^Address 2/ });
  await storedLake.getByRole('button', { name: 'Show details of address 2' }).click();
  await storedLake.getByText('Active address', { exact: true }).click();
  await expect(storedLake.getByRole('switch', { name: 'Active address' })).not.toBeChecked();
  await expectToastFrom(page, 'Client saved', () =>
    page.getByRole('button', { name: 'Save changes' }).click(),
  );
  // Back to the list as it was left: same search.
  await expect(page).toHaveURL(new RegExp(`/clients\\?q=${lastName}$`));
  await expect(row).toContainText('(617) 555-0199');

  // Reload keeps the search; the edit stuck on the server.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(lastName);
  await expect(row).toContainText('(617) 555-0199');

  // Delete, with confirmation.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('their 2 addresses');
  await expectToastFrom(page, 'Client deleted', () =>
    confirm.getByRole('button', { name: 'Delete client' }).click(),
  );
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No clients match' })).toBeVisible();
});

test('the client form rejects a missing phone with a message', async ({ page }) => {
  await signInAs(page, 'master');
  await page.goto('/clients/new');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/v1/clients')) posts.push(r.url());
  });

  await page.getByRole('textbox', { name: 'First name' }).fill('Imani');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Okafor${unique()}`);
  // Validation runs when the field is left.
  await page.getByRole('textbox', { name: 'Main phone' }).focus();
  await page.getByRole('textbox', { name: 'Main phone' }).blur();
  await expect(page.getByText('Main phone is required')).toBeVisible();

  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('textbox', { name: 'Main phone' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Main phone' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/clients\/new$/);
  expect(posts).toEqual([]);

  // Typing a phone clears the message once the field is left again; nothing typed was lost.
  await page.getByRole('textbox', { name: 'Main phone' }).fill('(617) 555-0100');
  await page.getByRole('textbox', { name: 'Main phone' }).blur();
  await expect(page.getByText('Main phone is required')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Imani');
});

test('a client with jobs cannot be deleted: the dialog explains and offers to deactivate', async ({
  page,
}) => {
  await signInAs(page, 'master');
  await page.goto('/clients?status=active');
  // Seeded clients have jobs; the first row is one of them.
  const actions = page.getByRole('button', { name: /^Actions for / }).first();
  const name = ((await actions.getAttribute('aria-label')) ?? '').replace('Actions for ', '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete client' }).click();
  const blocked = page.getByRole('alertdialog', { name: `${name} has jobs` });
  await expect(blocked).toContainText('Deactivate the client instead');
  await blocked.getByRole('button', { name: 'Cancel' }).click();
  await expect(blocked).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('the list works from the keyboard: search, sort, open a client', async ({ page }) => {
  await signInAs(page, 'master');
  await page.goto('/clients');
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.focus();
  await page.keyboard.type('schmidt');
  await expect(page).toHaveURL(/q=schmidt/);
  await expect(page.getByRole('row')).not.toHaveCount(1);
  // Sort by e-mail, descending, from the keyboard: the column headers are in the grid.
  const emailHeader = page.getByRole('columnheader', { name: 'E-mail' });
  await emailHeader.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=email&order=asc/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=email&order=desc/);
  // Back undoes the sort change; the search stays.
  await page.goBack();
  await expect(page).toHaveURL(/sort=email&order=asc/);
  await expect(search).toHaveValue('schmidt');
  // Arrow down into the rows, Enter opens the client.
  await emailHeader.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clients\/edit\//);
});
