import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Every seeded user's password (apps/mock-server README, "Sign-ins"). */
export const SEED_PASSWORD = 'Spotless123!';

/** A suffix that no other test, nor an earlier run against the same server, has used. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The only toast on screen (the app shows one at a time), by a text it contains. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alertdialog').or(page.getByRole('status')).filter({ hasText: text }).first();

/**
 * Does what shows a toast and expects that toast, the wait starting with the action. An action
 * returns once the page has answered it, which on a loaded machine has taken longer than a toast
 * stays (five seconds): a wait started after it could miss a toast that came and went.
 */
export async function expectToastFrom(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
) {
  await Promise.all([expect(toast(page, text)).toBeVisible(), action()]);
}

export async function signIn(page: Page, login: string, password = SEED_PASSWORD) {
  await page.getByRole('textbox', { name: 'Login' }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the API and hands the tokens to the browser as the app keeps them (two
 * first-party cookies): the next page loaded is signed in. For tests about something else than
 * signing in, which then open their page directly instead of the form and the dashboard first
 * (`auth.spec.ts` and the keyboard flow sign in through the form). It does not depend on the
 * page's language either.
 */
export async function signInAs(page: Page, login: string, password = SEED_PASSWORD) {
  const response = await page.request.post('/v1/auth/login', { data: { login, password } });
  expect(response.ok()).toBe(true);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const url = new URL('/', test.info().project.use.baseURL).href;
  await page.context().addCookies(
    Object.entries({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
    }).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url,
      sameSite: 'Strict' as const,
    })),
  );
}

/** Opens the user menu in the sidebar footer (named by the user's e-mail while expanded). */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /@/ }).click();
}

export async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export interface Registration {
  company: string;
  login: string;
  email: string;
  password: string;
}

/**
 * Registers a fresh organisation through the API: its MASTER user is the test's own. The server
 * accepts it (`202`) and has created it by the time it answers, so the owner can sign in at once.
 */
export async function registerThroughApi(request: APIRequestContext): Promise<Registration> {
  const id = unique();
  const registration = {
    company: `Lakeside Cleaning ${id}`,
    login: `owner.${id}`,
    email: `owner.${id}@lakeside.example`,
    password: 'Lakeside2026',
  };
  const response = await request.post('/v1/organizations', {
    data: {
      name: registration.company,
      email: `office.${id}@lakeside.example`,
      phone: '(617) 555-0142',
      address: '12 Harbor Street',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      country: 'United States',
      masterUser: {
        firstName: 'Nora',
        lastName: 'Lindqvist',
        email: registration.email,
        login: registration.login,
        password: registration.password,
        passwordConfirmation: registration.password,
      },
    },
  });
  expect(response.status()).toBe(202);
  return registration;
}

/** The access token of a sign-in through the API, for calls a test makes as that user. */
export async function apiToken(request: APIRequestContext, login: string, password: string) {
  const response = await request.post('/v1/auth/login', { data: { login, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * What an e-mail from Spotless is about. The outcome of a registration: `welcome` (created, sign
 * in), `account-exists` (the e-mail already has an account), `login-taken` (choose another login).
 */
export type MailKind =
  'password-reset' | 'create-password' | 'welcome' | 'account-exists' | 'login-taken';

/**
 * The path and query of the newest link of that kind e-mailed to `to` (the mock server's dev
 * mailbox), waiting for it: some e-mails are written just after the answer.
 */
export async function latestMailLink(
  request: APIRequestContext,
  to: string,
  kind: MailKind,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/__dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as { kind: string; link: string }[];
      link = mails.find((mail) => mail.kind === kind)?.link ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}
