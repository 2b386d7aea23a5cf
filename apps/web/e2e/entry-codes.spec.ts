import { expect, test } from '@playwright/test';
import { apiToken, signInAs } from './auth-fixtures.ts';
import {
  auth,
  createClient,
  createJob,
  nameOf,
  todayInNewYork,
  type Client,
  type Job,
} from './job-fixtures.ts';

// The entry-code vault on a phone: a cleaner reveals the code of their team's visit today, the
// reveal shows in the client's log for MASTER, and BILLING never gets the code.

const CODE = '5190#';
let client: Client;
let visit: Job;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ request }) => {
  // Today's visit of the cleaner's team, at an address with a code, made for the test: the seed's
  // days vary with the clock, so it need not have one today.
  const master = await apiToken(request, 'master', 'Spotless123!');
  const cleaner = await apiToken(request, 'cleaner', 'Spotless123!');
  const me = await request.get('/v1/users/me', { headers: auth(cleaner) });
  const { defaultTeamId } = (await me.json()) as { defaultTeamId: string };
  client = await createClient(request, master, 'Imogen', [
    { street: '7 Larch Row', city: 'Cambridge', isDefault: true, entryCode: CODE },
  ]);
  visit = await createJob(request, master, {
    date: todayInNewYork(),
    clientId: client.id,
    addressId: client.addresses[0]!.id,
    teamId: defaultTeamId,
  });
});

test('a cleaner reveals the code of today’s visit, and MASTER sees it in the log', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'cleaner');
  await page.goto('/');
  // A cleaner's home is their day: the visit's card offers the code, asked from that visit.
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: nameOf(client) });
  await expect(card).toContainText('7 Larch Row');
  await expect(card).not.toContainText(CODE);
  await card.getByRole('button', { name: 'Show entry code' }).click();
  await expect(card.getByLabel('Entry code', { exact: true })).toHaveText(CODE);
  await card.getByRole('button', { name: 'Hide entry code' }).click();
  await expect(card).not.toContainText(CODE);

  // The office, on its own phone.
  const office = await browser.newPage({
    viewport: { width: 390, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  await signInAs(office, 'master');
  await office.goto(`/clients/edit/${client.id}`);
  const entry = office.getByRole('list', { name: 'Entry code reveals' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Marcus Delgado');
  await expect(entry).toContainText('7 Larch Row');
  await expect(entry).toContainText(/Visit on \w+day, /);
  await expect(office.getByText(CODE)).toHaveCount(0);
  await office.close();
});

test('BILLING gets no Show entry code, and the API refuses them', async ({ page, request }) => {
  const billing = await apiToken(request, 'billing', 'Spotless123!');
  const refused = await request.post(`/v1/addresses/${visit.address.id}/entry-code-reveals`, {
    headers: auth(billing),
    data: { jobId: visit.id },
  });
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).not.toContain(CODE);

  await signInAs(page, 'billing');
  await page.goto(`/schedule?date=${visit.date}&view=agenda&job=${visit.id}`);
  const details = page.getByRole('dialog');
  await expect(details).toContainText('7 Larch Row');
  await expect(details.getByRole('button', { name: 'Show entry code' })).toHaveCount(0);
});
