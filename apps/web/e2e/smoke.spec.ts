import { expect, test } from '@playwright/test';

test('the login page renders its form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
  await expect(page.getByText('We gonna be creating a good page for this soon...')).toBeVisible();
});

test('the API answers through the web origin', async ({ request }) => {
  const response = await request.get('/v1/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok' });
});
