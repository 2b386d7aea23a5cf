import { expect, test, type Page } from '@playwright/test';
import {
  axeFindings,
  colourRules,
  languages,
  prefer,
  settled,
  themeRemote,
  type Finding,
} from './a11y-fixtures.ts';
import { apiToken, SEED_PASSWORD, signInAs } from './auth-fixtures.ts';

/**
 * The accessibility sweep: every route, as an office user (MASTER) and as a CLEANER, in light
 * and dark, in English and Spanish, checked by axe against WCAG 2.2 A and AA. Each test walks
 * all of its routes in one language and reports every violation found at once, route by route,
 * so one run tells the whole story. Each route is loaded in light and checked by every rule, then
 * switched to dark from another tab (`themeRemote`) and checked again by the rules that depend on
 * colour (`colourRules`: the dark page differs from the light one in nothing else). Dialogs and
 * sheets are swept in `accessibility-dialogs.spec.ts`.
 */

async function sweep(page: Page, routes: string[]) {
  const findings: Finding[] = [];
  const theme = await themeRemote(page);
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    findings.push(...(await axeFindings(page, `${route} (light)`)));
    await theme.show('dark');
    findings.push(...(await axeFindings(page, `${route} (dark)`, colourRules)));
  }
  await theme.close();
  return findings;
}

const publicRoutes = ['/login', '/register', '/forgot-password', '/no-such-page'];

// Each test walks many routes: it gets the time of many. The sweeps only read, so they are spread
// over the workers (each worker reads its own server's client and user first).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
// Entrances and exits take no time, so axe never measures a half-faded colour.
test.use({ reducedMotion: 'reduce' });

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
  '/today',
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
  '/settings/address-types',
  '/settings/plan',
  '/settings/billing',
  '/settings/notifications',
  '/settings/calendar-feed',
  '/settings/account',
  '/no-such-page',
];

const cleanerRoutes = [
  '/',
  '/schedule',
  '/schedule?view=month',
  '/schedule?view=week',
  '/clients',
  '/settings/calendar-feed',
  '/settings/account',
];

for (const language of languages) {
  test(`public pages have no axe violations (light and dark, ${language})`, async ({ page }) => {
    await prefer(page, 'light', language);
    expect(await sweep(page, publicRoutes)).toEqual([]);
  });

  test(`a MASTER's pages have no axe violations (light and dark, ${language})`, async ({
    page,
  }) => {
    await prefer(page, 'light', language);
    await signInAs(page, 'master');
    expect(await sweep(page, officeRoutes())).toEqual([]);
  });

  test(`a CLEANER's pages have no axe violations (light and dark, ${language})`, async ({
    page,
  }) => {
    await prefer(page, 'light', language);
    await signInAs(page, 'cleaner');
    expect(await sweep(page, cleanerRoutes)).toEqual([]);
  });
}
