import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInAs, unique } from './auth-fixtures.ts';
import {
  auth,
  createClient,
  createJob,
  getJob,
  nameOf,
  PASSWORD,
  todayInNewYork,
  ZONE,
  type Client,
} from './job-fixtures.ts';

// A cleaner's day on a phone: their team's visits of today (New York), started and completed
// from the Today page, with and without a connection.

test.use({ viewport: { width: 390, height: 844 } });

/** A visit of today for the cleaner's team, still scheduled, for a client of this test only. */
async function visitForTheCleaner(request: APIRequestContext) {
  const cleaner = await apiToken(request, 'cleaner', PASSWORD);
  const me = await request.get('/v1/users/me', { headers: auth(cleaner) });
  const teamId = ((await me.json()) as { defaultTeamId: string }).defaultTeamId;
  const master = await apiToken(request, 'master', PASSWORD);
  const client: Client = await createClient(request, master, `Today ${unique()}`, [
    { street: '42 Willow Creek Lane', city: 'Cambridge', isDefault: true },
  ]);
  const visit = await createJob(request, master, {
    date: todayInNewYork(),
    clientId: client.id,
    addressId: client.addresses[0]!.id,
    teamId,
  });
  return { cleaner, client, visit };
}

/** `HH:MM` now on New York's wall clock. */
const nowInNewYork = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(),
  );

async function signInAsCleaner(page: Page) {
  await signInAs(page, 'cleaner');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
}

test('a cleaner lands on Today, starts and completes a visit', async ({ page, request }) => {
  const { cleaner, client, visit: first } = await visitForTheCleaner(request);
  await signInAsCleaner(page);

  const card = page.getByRole('article', { name: nameOf(client) });
  await expect(
    card.getByRole('link', { name: '42 Willow Creek Lane, Cambridge, MA 02139 Open in maps' }),
  ).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=42%20Willow%20Creek%20Lane/,
  );
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByRole('button', { name: 'Complete' })).toBeVisible();
  await expect
    .poll(async () => (await getJob(request, cleaner, first.id)).status)
    .toBe('IN_PROGRESS');
  expect((await getJob(request, cleaner, first.id)).trackedStartTime).not.toBeNull();

  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByText('Completed')).toBeVisible();
  await expect
    .poll(async () => (await getJob(request, cleaner, first.id)).status)
    .toBe('COMPLETED');
  expect((await getJob(request, cleaner, first.id)).trackedEndTime).not.toBeNull();
});

test('a Start pressed offline waits, and is sent when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const { cleaner, client, visit: second } = await visitForTheCleaner(request);
  await signInAsCleaner(page);
  const card = page.getByRole('article', { name: nameOf(client) });
  await expect(card.getByRole('button', { name: 'Start' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  const before = nowInNewYork();
  await card.getByRole('button', { name: 'Start' }).click();
  const after = nowInNewYork();
  await expect(card.getByText(/^Waiting to send: Start, pressed at/)).toBeVisible();
  expect((await getJob(request, cleaner, second.id)).status).toBe('SCHEDULED');

  // The first send after the connection returns fails too (the network not usable yet): the
  // page tries again by itself, no "Send now" pressed.
  await page.route(`**/v1/jobs/${second.id}`, (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await context.setOffline(false);
  await expect(card.getByText(/Waiting to send/)).toHaveCount(0);
  await expect
    .poll(async () => (await getJob(request, cleaner, second.id)).status)
    .toBe('IN_PROGRESS');
  // The tracked start is the moment of the press, not of the replay.
  const tracked = (await getJob(request, cleaner, second.id)).trackedStartTime?.slice(0, 5);
  expect([before, after]).toContain(tracked);
});

test('a first load asks for the profile, the organisation and the day once each', async ({
  page,
  request,
}) => {
  const { client } = await visitForTheCleaner(request);
  await signInAs(page, 'cleaner');
  // `theme-init.js` asks for them before the app's code has come; the app takes those answers
  // (src/lib/first-reads.ts) rather than asking again, if it asks by the same paths.
  const reads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/v1/')) reads.push(url.pathname + url.search);
  });
  await page.goto('/today');
  await expect(page.getByRole('article', { name: nameOf(client) })).toBeVisible();
  const day = todayInNewYork();
  const count = (path: string) => reads.filter((read) => read === path).length;
  expect(count('/v1/users/me')).toBe(1);
  expect(count('/v1/organizations/current')).toBe(1);
  expect(reads.filter((read) => read.startsWith('/v1/jobs'))).toEqual([
    `/v1/jobs?from=${day}&to=${day}&offset=0&limit=5000`,
  ]);
});

test("the day's first load leaves the other pages' texts out; a move to them waits for them", async ({
  page,
  request,
}) => {
  const { client } = await visitForTheCleaner(request);
  await signInAs(page, 'cleaner');
  // The other pages' English texts (src/lib/page-texts.ts), held back until released: the day
  // must be drawn without them.
  let release = () => {};
  let asked = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/page-texts[-.][^/]*$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/today');
  await expect(page.getByRole('article', { name: nameOf(client) })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('link', { name: 'Schedule' }).click();
  // The page waits for its texts in its own place, in the frame, rather than showing their keys.
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeHidden();
  await expect.poll(() => asked).toBe(true);
  release();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.getByText("Your team's jobs.")).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\b(schedule|jobForm|recurrence)\./);
});

test('a returning visit asks for the day at once, in the zone kept from the last visit', async ({
  page,
  request,
}) => {
  const { client } = await visitForTheCleaner(request);
  await signInAs(page, 'cleaner');
  await page.goto('/today');
  await expect(page.getByRole('article', { name: nameOf(client) })).toBeVisible();
  // The organisation is kept in the browser now (src/api/organization.ts). On the next visit its
  // answer is held back until the day's visits are asked for, three seconds at most: asked with
  // the kept zone, they do not wait for it.
  const events: string[] = [];
  let dayAsked = () => {};
  const asked = new Promise<void>((resolve) => (dayAsked = resolve));
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== '/v1/jobs') return;
    events.push('day asked');
    dayAsked();
  });
  await page.route('**/v1/organizations/current', async (route) => {
    const held = await Promise.race([
      asked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    events.push(held ? 'organisation answered after' : 'organisation answered first');
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('article', { name: nameOf(client) })).toBeVisible();
  expect(events).toEqual(['day asked', 'organisation answered after']);
});

test("the day's frame and title are drawn from the page's HTML, then the app's replace them", async ({
  browser,
  page,
  request,
}, testInfo) => {
  // Before any script has run: the frame's placeholders, the title and `Loading...`.
  const noScript = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  try {
    const early = await noScript.newPage();
    await early.goto('/today');
    await expect(early.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(early.getByRole('status')).toHaveText('Loading...');
  } finally {
    await noScript.close();
  }
  const { client } = await visitForTheCleaner(request);
  await signInAs(page, 'cleaner');
  await page.goto('/today');
  await expect(page.getByRole('article', { name: nameOf(client) })).toBeVisible();
  await expect(page.locator('[data-built]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toHaveCount(1);
});

test('a browser without Temporal of its own gets the polyfill, and the day', async ({
  playwright,
  request,
}, testInfo) => {
  const { client } = await visitForTheCleaner(request);
  // Chromium has Temporal; a browser without it (as Safari was) is Chromium with it turned off.
  const own = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...own,
    args: [...(own.args ?? []), '--js-flags=--no-harmony-temporal'],
  });
  try {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    // The blank page before the app: no Temporal of its own.
    expect(await page.evaluate(() => 'Temporal' in globalThis)).toBe(false);
    await signInAs(page, 'cleaner');
    await page.goto('/today');
    const card = page.getByRole('article', { name: nameOf(client) });
    await expect(card.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'Temporal' in globalThis)).toBe(true);
    expect(failures).toEqual([]);
  } finally {
    await browser.close();
  }
});
