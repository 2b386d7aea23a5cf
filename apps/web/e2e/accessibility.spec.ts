import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, SEED_PASSWORD } from './auth-fixtures.ts';

/**
 * The accessibility sweep: every route, as an office user (MASTER) and as a CLEANER, in light
 * and dark, in English and Spanish, checked by axe against WCAG 2.2 A and AA. Each test walks
 * all of its routes and reports every violation found at once, route by route, so one run tells
 * the whole story. Dialogs and sheets are swept in `accessibility-dialogs.spec.ts`.
 */

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Theme = 'light' | 'dark';
type Language = 'en' | 'es';

const looks: { theme: Theme; language: Language }[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'es' },
  { theme: 'dark', language: 'es' },
];

/** Sets the theme and language the way the switchers store them, before any page script runs. */
async function prefer(page: Page, theme: Theme, language: Language) {
  await page.addInitScript(
    ([theme, language]) => {
      localStorage.setItem('ui-theme', theme);
      localStorage.setItem('i18nextLng', language);
    },
    [theme, language] as const,
  );
}

/**
 * Signs in through the API and hands the tokens to the page as the app keeps them (two
 * first-party cookies), so signing in does not depend on the page's language.
 */
async function signInAs(page: Page, login: string) {
  const response = await page.request.post('/v1/auth/login', {
    data: { login, password: SEED_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const url = new URL('/', test.info().project.use.baseURL).href;
  await page.context().addCookies([
    {
      name: 'access_token',
      value: encodeURIComponent(tokens.access_token),
      url,
      sameSite: 'Strict',
    },
    {
      name: 'refresh_token',
      value: encodeURIComponent(tokens.refresh_token),
      url,
      sameSite: 'Strict',
    },
  ]);
}

/** Waits until a page has settled: no `Loading...`, no skeleton, no spinner left. */
async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(/^(Loading|Cargando)\.\.\.$/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Entrance transitions are over (the tests run with reduced motion, but a frame may remain).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

interface Finding {
  route: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

async function sweep(page: Page, routes: string[]) {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    for (const violation of results.violations) {
      findings.push({
        route,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      });
    }
  }
  return findings;
}

const publicRoutes = ['/login', '/register', '/forgot-password', '/no-such-page'];

// Each test walks many routes: it gets the time of many.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let clientId = '';
let userId = '';

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, 'master', SEED_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const clients = await request.get('/v1/clients?limit=1', { headers });
  const users = await request.get('/v1/users?limit=1', { headers });
  clientId = ((await clients.json()) as { id: string }[])[0]?.id ?? '';
  userId = ((await users.json()) as { id: string }[])[0]?.id ?? '';
  expect(clientId).not.toBe('');
  expect(userId).not.toBe('');
});

const officeRoutes = () => [
  '/',
  '/schedule',
  '/schedule?view=month',
  '/schedule?view=week',
  '/clients',
  '/clients/new',
  `/clients/edit/${clientId}`,
  '/users',
  '/users/new',
  `/users/edit/${userId}`,
  '/teams',
  '/settings/organization',
  '/settings/job-types',
  '/settings/plan',
  '/settings/billing',
  '/settings/notifications',
  '/settings/account',
  '/no-such-page',
];

const cleanerRoutes = [
  '/',
  '/schedule',
  '/schedule?view=month',
  '/schedule?view=week',
  '/clients',
  '/settings/account',
];

for (const { theme, language } of looks) {
  test(`public pages have no axe violations (${theme}, ${language})`, async ({ page }) => {
    await prefer(page, theme, language);
    expect(await sweep(page, publicRoutes)).toEqual([]);
  });

  test(`a MASTER's pages have no axe violations (${theme}, ${language})`, async ({ page }) => {
    await prefer(page, theme, language);
    await signInAs(page, 'master');
    expect(await sweep(page, officeRoutes())).toEqual([]);
  });

  test(`a CLEANER's pages have no axe violations (${theme}, ${language})`, async ({ page }) => {
    await prefer(page, theme, language);
    await signInAs(page, 'cleaner');
    expect(await sweep(page, cleanerRoutes)).toEqual([]);
  });
}
