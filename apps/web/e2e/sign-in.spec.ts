import { expect, test } from '@playwright/test';

test('a seeded user signs in, lands on the dashboard and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Login' }).fill('master');
  await page.getByLabel('Password', { exact: true }).fill('Spotless123!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Signed in as .+ \(.+@.+\)/)).toBeVisible();

  await page.getByRole('button', { name: /@/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the Login toast with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Login' }).fill('master');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const toast = page
    .getByRole('alertdialog')
    .or(page.getByRole('status'))
    .filter({ hasText: 'Login' });
  await expect(toast.first()).toContainText('Invalid login or password.');
  await expect(page).toHaveURL(/\/login/);
});

test('empty fields are rejected with messages, without calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});
