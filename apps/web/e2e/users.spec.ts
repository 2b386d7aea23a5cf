import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  expectToastFrom,
  latestMailLink,
  registerThroughApi,
  signIn,
  signInAs,
  signOut,
  toast,
  unique,
  type Registration,
} from './auth-fixtures.ts';

// Every test that writes works in an organisation of its own (registered through the API), so
// the seeded one, which other specs read, stays as seeded.

/** Creates `count` cleaners through the API, as an administrator of `owner`'s organisation. */
async function addCleaners(request: APIRequestContext, owner: Registration, count: number) {
  const token = await apiToken(request, owner.login, owner.password);
  for (let index = 0; index < count; index += 1) {
    const id = unique();
    const response = await request.post('/v1/users', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        firstName: 'Crew',
        lastName: `Member ${index + 1}`,
        email: `crew.${id}@lakeside.example`,
        login: `crew.${id}`,
        role: 'CLEANER',
      },
    });
    expect(response.status()).toBe(201);
  }
}

async function usage(request: APIRequestContext, owner: Registration) {
  const token = await apiToken(request, owner.login, owner.password);
  const response = await request.get('/v1/organizations/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { usage: { users: number }; plan: { maxUsers: number } };
}

test.describe('users', () => {
  test('a new user gets the create-password e-mail, creates a password and signs in', async ({
    page,
    request,
  }) => {
    const owner = await registerThroughApi(request);
    await signInAs(page, owner.login, owner.password);
    await page.goto('/users');
    await page.getByRole('button', { name: 'New user' }).click();
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
    // No password field: the new user gets a link.
    await expect(page.getByLabel(/password/i)).toHaveCount(0);

    const id = unique();
    const person = { login: `ines.${id}`, email: `ines.${id}@lakeside.example` };
    await page.getByRole('textbox', { name: 'First name' }).fill('Inês');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Carvalho');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('(617) 555-0177');
    await page.getByRole('textbox', { name: 'Login' }).fill(person.login);
    await expect(page.getByText(`we'll e-mail ${person.email} a link`)).toBeVisible();
    // Role by keyboard: the select opens with Enter, arrows move, Enter picks.
    await page.getByRole('button', { name: /Role/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: /Billing/ }).click();
    await page.getByRole('button', { name: 'Create user' }).click();

    await expect(toast(page, `We e-mailed ${person.email} a link`)).toContainText('User created');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('rowheader', { name: /Inês Carvalho/ })).toBeVisible();

    const link = await latestMailLink(request, person.email, 'create-password');
    await signOut(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('FirstDay2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('FirstDay2026');
    await expectToastFrom(page, 'Your password has been created successfully!', () =>
      page.getByRole('button', { name: 'Create password' }).click(),
    );
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, person.login, 'FirstDay2026');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Inês Carvalho/ })).toBeVisible();
  });

  test('near the user limit a warning counts what is left; at it, creating is blocked', async ({
    page,
    request,
  }) => {
    const owner = await registerThroughApi(request);
    const { usage: used, plan } = await usage(request, owner);
    // Two slots left: the warning.
    await addCleaners(request, owner, plan.maxUsers - used.users - 2);
    await signInAs(page, owner.login, owner.password);
    await page.goto('/users');
    await expect(page.getByText('You can add 2 more users on your current plan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New user' })).toBeEnabled();

    // None left.
    await addCleaners(request, owner, 2);
    await page.reload();
    await expect(
      page.getByText("You've reached the maximum number of users allowed in your current plan."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'New user' })).toBeDisabled();
    await page.goto('/users/new');
    await expect(
      page.getByText("You've reached the maximum number of users allowed in your current plan."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create user' })).toBeDisabled();
    await page.getByRole('button', { name: 'Upgrade plan' }).click();
    await expect(page).toHaveURL(/\/settings\/plan$/);
    await expect(page.getByRole('meter', { name: 'Users' })).toHaveAttribute(
      'aria-valuetext',
      `${plan.maxUsers} of ${plan.maxUsers} users`,
    );
  });

  test('the list searches on the server and keeps the search in the URL', async ({ page }) => {
    await signInAs(page, 'billing');
    await page.goto('/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('delgado');
    await expect(page).toHaveURL(/\/users\?q=delgado$/);
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByRole('rowheader', { name: /Marcus Delgado/ })).toBeVisible();
    // BILLING reads only.
    await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('delgado');
  });

  test('a CLEANER sees no user or team administration', async ({ page }) => {
    await signInAs(page, 'cleaner');
    await page.goto('/');
    // A cleaner's home is their day.
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

    // The sidebar does not offer the staff screens; Teams is there to read.
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link', { name: 'Teams' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);

    // Typing the address says plainly that the screen is not for this role.
    for (const path of ['/users', '/users/new']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'Not available for your role' }),
      ).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /New user|Create user/ })).toHaveCount(0);
    }

    await sidebar.getByRole('link', { name: 'Teams' }).click();
    await expect(page.getByRole('row', { name: /Blue Team/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /edit|delete/i })).toHaveCount(0);
  });
});
