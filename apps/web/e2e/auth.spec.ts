import { expect, test, type Page } from '@playwright/test';
import {
  apiToken,
  expectToastFrom,
  latestMailLink,
  registerThroughApi,
  signIn,
  signOut,
  toast,
  unique,
} from './auth-fixtures.ts';

// The office roles land on the organisation's figures (the dashboard); a cleaner on their team's
// day (the Today page, whose visits today.spec.ts checks).
const seededUsers: {
  login: string;
  name: string;
  organization: string;
  home: string;
  dashboard?: string;
}[] = [
  {
    login: 'master',
    name: 'Rachel Kim',
    organization: 'Sparkle & Shine Cleaning',
    home: 'Dashboard',
    dashboard: "Today's jobs",
  },
  {
    login: 'admin',
    name: 'Maria Lopez',
    organization: 'Sparkle & Shine Cleaning',
    home: 'Dashboard',
    dashboard: "Today's jobs",
  },
  {
    login: 'cleaner',
    name: 'Marcus Delgado',
    organization: 'Sparkle & Shine Cleaning',
    home: 'Today',
  },
  {
    login: 'billing',
    name: 'Priya Shah',
    organization: 'Sparkle & Shine Cleaning',
    home: 'Dashboard',
    dashboard: "Today's jobs",
  },
  {
    login: 'fresh.master',
    name: 'Evelyn Carter',
    organization: 'Fresh Start Maids',
    home: 'Dashboard',
    dashboard: "Today's jobs",
  },
];

test.describe('sign-in', () => {
  for (const user of seededUsers) {
    test(`${user.login} signs in and sees their name, organisation and dashboard`, async ({
      page,
    }) => {
      await page.goto('/login');
      await signIn(page, user.login);
      await expect(page).toHaveURL(/\/$/);
      await expect(toast(page, 'Welcome back!')).toBeVisible();
      await expect(page.getByRole('heading', { name: user.home, level: 1 })).toBeVisible();
      if (user.dashboard) {
        await expect(page.getByRole('region', { name: user.dashboard })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
      await expect(page.getByText(user.organization, { exact: true })).toBeVisible();
    });
  }

  test('the sign-in page is its form before any script runs, and keeps what is typed and pressed', async ({
    page,
    request,
  }) => {
    // The page's HTML is the form itself, in English (the build's prerender).
    const html = await (await request.get('/login')).text();
    expect(html).toContain('Sign in to Spotless');
    expect(html).toMatch(/<input[^>]*name="password"/);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (sentRequest) => sent.push(sentRequest.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await signIn(page, 'master');
    // Nothing is sent meanwhile: no sign-in, and no GET with the password in its URL.
    await expect(page).toHaveURL(/\/login$/);
    expect(sent.filter((url) => url.includes('Spotless123') || url.includes('/v1/'))).toEqual([]);

    release();
    // The press of Sign in is made once the app has hydrated the form, with what was typed.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    expect(sent.filter((url) => url.includes('Spotless123'))).toEqual([]);
  });

  test('a wrong password shows the Login toast and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'billing', 'not-the-password-1');
    const shown = toast(page, 'Invalid login or password.');
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('Login');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are rejected with messages, without calling the server', async ({ page }) => {
    await page.goto('/login');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/auth/login')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('signing out ends the session and shows a toast', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await signOut(page);
    await expect(toast(page, 'You have been signed out.')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  });
});

test.describe('redirects', () => {
  test('a signed-out visitor goes to /login, then back to the page they wanted', async ({
    page,
  }) => {
    await page.goto('/?view=week');
    await expect(page).toHaveURL('/login?next=%2F%3Fview%3Dweek');
    await signIn(page, 'master');
    await expect(page).toHaveURL('/?view=week');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('a foreign ?next= is ignored', async ({ page }) => {
    await page.goto('/login?next=//evil.example/steal');
    await signIn(page, 'master');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('a signed-in visitor on any public page goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'master');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=anything',
      '/create-password?token=anything',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    }
  });

  test('an unknown path shows the not-found screen, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
    await expect(page.getByText('We gonna be creating a good page for this soon...')).toBeVisible();
    await page.goto('/login');
    await signIn(page, 'cleaner');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await page.goto('/still/not/here');
    await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
  });

  test('the public pages link to each other', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Register your company' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

interface RegistrationForm {
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  password: string;
}

async function fillRegistration(page: Page, form: RegistrationForm) {
  const id = unique();
  await page.getByRole('textbox', { name: 'Company name' }).fill(form.company);
  await page.getByRole('textbox', { name: 'Company e-mail' }).fill(`office.${id}@company.example`);
  await page.getByRole('textbox', { name: 'Company phone' }).fill('(617) 555-0188');
  await page.getByRole('textbox', { name: 'Street address' }).fill('40 Atlantic Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('Boston');
  await page.getByRole('textbox', { name: 'State' }).fill('MA');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('02110');
  await page.getByRole('textbox', { name: 'Country' }).fill('United States');
  await page.getByRole('textbox', { name: 'First name' }).fill(form.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(form.lastName);
  await page.getByRole('textbox', { name: 'Your e-mail' }).fill(form.email);
  await page.getByRole('textbox', { name: 'Login' }).fill(form.login);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(form.password);
}

/** What the page says after any well-formed registration, whatever its outcome. */
const checkEmailText = (form: RegistrationForm) =>
  `Check your e-mail: we've sent ${form.email} a message about ${form.company}.`;

test.describe('registration', () => {
  test('a new organisation registers, gets the welcome e-mail, and signs in', async ({
    page,
    request,
  }) => {
    const id = unique();
    const form = {
      company: `Harborview Home Care ${id}`,
      firstName: 'Ana',
      lastName: 'Ferreira',
      email: `ana.${id}@harborview.example`,
      login: `ana.${id}`,
      password: 'Harborview2026',
    };

    await page.goto('/register');
    await fillRegistration(page, form);
    await page.getByRole('button', { name: 'Create my company' }).click();

    await expect(toast(page, checkEmailText(form))).toContainText('Register');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();

    const link = await latestMailLink(request, form.email, 'welcome');
    expect(link).toBe('/login');
    await page.goto(link);
    await signIn(page, form.login, form.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(form.company, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Ana Ferreira/ })).toBeVisible();
  });

  test('a taken login or e-mail is not revealed: the same answer, and an e-mail explains', async ({
    page,
    request,
  }) => {
    // A taken login, with an e-mail of the registrant's own.
    const id = unique();
    const takenLogin = {
      company: `Copycat Cleaning ${id}`,
      firstName: 'Sam',
      lastName: 'Copy',
      email: `sam.${id}@copycat.example`,
      login: 'master',
      password: 'Copycat2026',
    };
    await page.goto('/register');
    await fillRegistration(page, takenLogin);
    await page.getByRole('button', { name: 'Create my company' }).click();
    await expect(toast(page, checkEmailText(takenLogin))).toContainText('Register');
    await expect(page).toHaveURL(/\/login$/);
    expect(await latestMailLink(request, takenLogin.email, 'login-taken')).toBe('/register');

    // An e-mail that already has an account, with a new login: its owner is reminded of it.
    const owner = await registerThroughApi(request);
    const takenEmail = { ...takenLogin, email: owner.email, login: `sam.${id}` };
    await page.goto('/register');
    await fillRegistration(page, takenEmail);
    await page.getByRole('button', { name: 'Create my company' }).click();
    await expect(toast(page, checkEmailText(takenEmail))).toContainText('Register');
    await expect(page).toHaveURL(/\/login$/);
    expect(await latestMailLink(request, owner.email, 'account-exists')).toBe('/login');

    // Neither registration created anything: the new login does not sign in.
    await signIn(page, takenEmail.login, takenEmail.password);
    await expect(toast(page, 'Invalid login or password.')).toBeVisible();
  });
});

test.describe('password links', () => {
  test('forgot password: the e-mailed link resets it, and the new one signs in', async ({
    page,
    request,
  }) => {
    const owner = await registerThroughApi(request);
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      toast(page, 'If the email is valid, you will receive a link to reset your password!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const link = await latestMailLink(request, owner.email, 'password-reset');
    expect(link).toMatch(/^\/reset-password\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Renewed2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Renewed2026');
    await expectToastFrom(page, 'Your password has been reset successfully!', () =>
      page.getByRole('button', { name: 'Reset password' }).click(),
    );
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, owner.login, owner.password);
    await expect(toast(page, 'Invalid login or password.')).toBeVisible();
    await signIn(page, owner.login, 'Renewed2026');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // The link works once.
    await signOut(page);
    await page.goto(link);
    await expect(toast(page, 'Invalid or expired reset token')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a new user creates their password from the e-mailed link', async ({ page, request }) => {
    const owner = await registerThroughApi(request);
    const token = await apiToken(request, owner.login, owner.password);
    const id = unique();
    const newUser = { login: `cleo.${id}`, email: `cleo.${id}@lakeside.example` };
    const created = await request.post('/v1/users', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        firstName: 'Cleo',
        lastName: 'Martins',
        email: newUser.email,
        login: newUser.login,
        role: 'CLEANER',
      },
    });
    expect(created.status()).toBe(201);

    const link = await latestMailLink(request, newUser.email, 'create-password');
    expect(link).toMatch(/^\/create-password\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();

    // The rules are checked on blur, before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('shorter');
    await page.getByLabel('Confirm password', { exact: true }).blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('FirstDay2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('FirstDay2026');
    await expectToastFrom(page, 'Your password has been created successfully!', () =>
      page.getByRole('button', { name: 'Create password' }).click(),
    );
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, newUser.login, 'FirstDay2026');
    await expect(page.getByRole('button', { name: /Cleo Martins/ })).toBeVisible();
  });

  test('an invalid or missing token sends to /login with a toast', async ({ page }) => {
    await page.goto('/reset-password?token=prt_not_a_real_token');
    await expect(toast(page, 'Invalid or expired reset token')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/create-password');
    await expect(toast(page, 'Invalid or expired reset token')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
