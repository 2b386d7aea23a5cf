import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, toast } from './auth-fixtures.ts';
import {
  PASSWORD,
  addDays,
  auth,
  card,
  createClient,
  createJob,
  escape,
  fullDate,
  getJob,
  nameOf,
  openSchedule,
  picker,
  sundayAhead,
  teamsByName,
  typeTime,
  wallClock,
  zoned,
  type Client,
  type Job,
} from './job-fixtures.ts';

// Moving jobs: the `Move…` dialog of a job's details (the single-pointer way; the calendar's drag
// and keys land on the same save), the conflicts it shows before saving, `Undo`, a visit of a
// series moved alone, and a refused save that puts the job back. Each test makes its own client
// and jobs on a Sunday ahead, which the seed leaves almost empty.

let token = '';
let team: (name: string) => string;

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, 'admin', PASSWORD);
  team = await teamsByName(request, token);
});

/** Types `MMDDYYYY` into a date field, from its first segment. */
async function typeDate(scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(`${month}${day}${year}`);
}

/** Opens the job's details from the agenda of its day, then `Move…`. */
async function openMove(page: Page, client: Client, date: string) {
  await openSchedule(page, `?view=agenda&date=${date}`);
  await card(page.getByRole('region', { name: fullDate(date) }), client).click();
  const details = page.getByRole('dialog', { name: /Job details|Regular Clean|Deep Clean/ });
  await details.getByRole('button', { name: 'Move…' }).click();
  return page.getByRole('dialog', { name: 'Move job' });
}

async function newClientWithJob(
  request: Parameters<typeof createClient>[0],
  date: string,
  [start, end]: [string, string],
) {
  const client = await createClient(request, token, 'Imogen', [
    { street: '12 Brattle Street', city: 'Cambridge', isDefault: true },
  ]);
  const job = await createJob(request, token, {
    date,
    clientId: client.id,
    addressId: client.addresses[0]!.id,
    teamId: team('Blue Team'),
    scheduledStartTime: zoned(date, start),
    scheduledEndTime: zoned(date, end),
  });
  return { client, job };
}

test('Move… moves a job to another day, time and team, shows a busy team first, and Undo puts it back', async ({
  page,
  request,
}) => {
  const date = sundayAhead(6);
  const next = addDays(date, 1);
  const { client, job } = await newClientWithJob(request, date, ['09:00', '11:00']);
  // Green Team is busy on the Monday from 13:00 to 14:00 with another client's job.
  const other = await newClientWithJob(request, next, ['13:00', '14:00']);
  const busy = await getJob(request, token, other.job.id);
  const moved = await request.put(`/v1/jobs/${busy.id}`, {
    headers: auth(token),
    data: { ...busy, teamId: team('Green Team') },
  });
  expect(moved.ok()).toBe(true);

  const dialog = await openMove(page, client, date);
  await typeDate(dialog, 'Date', next);
  await typeTime(dialog, 'Start time', '130000');
  await typeTime(dialog, 'End time', '150000');
  await picker(dialog, 'Team').click();
  await page.getByRole('option', { name: 'Green Team', exact: true }).click();
  // The server's warning, before anything is saved.
  await expect(
    dialog.getByText(`Green Team already has a job then: ${nameOf(other.client)}`, {
      exact: false,
    }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Move job' }).click();

  const done = toast(page, 'Job moved');
  await expect(done).toContainText(nameOf(client));
  await expect(done).toContainText('Green Team');
  let stored = await getJob(request, token, job.id);
  expect(stored.date).toBe(next);
  expect(stored.teamId).toBe(team('Green Team'));
  expect(wallClock(stored.scheduledStartTime!)).toBe(`${next} 13:00`);
  expect(wallClock(stored.scheduledEndTime!)).toBe(`${next} 15:00`);

  await done.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Move undone')).toContainText('Blue Team');
  stored = await getJob(request, token, job.id);
  expect(stored.date).toBe(date);
  expect(stored.teamId).toBe(team('Blue Team'));
  expect(wallClock(stored.scheduledStartTime!)).toBe(`${date} 09:00`);
  expect(wallClock(stored.scheduledEndTime!)).toBe(`${date} 11:00`);
});

test('a visit of a series moves alone with This visit; the plan keeps its other visits', async ({
  page,
  request,
}) => {
  const date = sundayAhead(7);
  const client = await createClient(request, token, 'Perpetua', [
    { street: '30 Garden Street', city: 'Cambridge', isDefault: true },
  ]);
  const created = await request.post('/v1/job-series', {
    headers: auth(token),
    data: {
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      teamId: team('Blue Team'),
      startTime: '10:00',
      endTime: '12:00',
      frequency: 'WEEKLY',
      preferredDay: 'SUNDAY',
      startDate: date,
    },
  });
  expect(created.status()).toBe(201);
  const visitsOn = async (day: string) =>
    (await (
      await request.get(`/v1/jobs?from=${day}&to=${day}&clientId=${client.id}`, {
        headers: auth(token),
      })
    ).json()) as Job[];
  const [visit] = await visitsOn(date);

  const dialog = await openMove(page, client, date);
  await typeDate(dialog, 'Date', addDays(date, 2));
  await dialog.getByRole('button', { name: 'Move job' }).click();
  const scope = page.getByRole('dialog', { name: 'Edit recurring job' });
  await expect(scope.getByRole('radio', { name: 'This visit' })).toBeChecked();
  await expect(scope).toContainText('1 visit will change');
  await scope.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Job moved')).toContainText(nameOf(client));

  const stored = await getJob(request, token, visit!.id);
  expect(stored).toMatchObject({ date: addDays(date, 2), originalDate: date });
  expect(stored.overrides).toContain('date');
  // The next Sunday's visit is where the plan puts it.
  const [following] = await visitsOn(addDays(date, 7));
  expect(wallClock(following!.scheduledStartTime!)).toBe(`${addDays(date, 7)} 10:00`);
});

test('a refused move puts the job back where the server has it and says why', async ({
  page,
  request,
}) => {
  const date = sundayAhead(8);
  const { client, job } = await newClientWithJob(request, date, ['09:00', '10:00']);
  await page.route('**/v1/jobs/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'CONFLICT', message: 'The job was changed by someone else.' }),
    });
  });
  const dialog = await openMove(page, client, date);
  await typeDate(dialog, 'Date', addDays(date, 3));
  await dialog.getByRole('button', { name: 'Move job' }).click();
  await expect(toast(page, "Couldn't move the job")).toContainText(
    'The job was changed by someone else.',
  );
  // Still on its day, as the server has it.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(card(page.getByRole('region', { name: fullDate(date) }), client)).toBeVisible();
  expect((await getJob(request, token, job.id)).date).toBe(date);
});

test('the keys move a job: Alt+ArrowRight a day, Alt+ArrowDown 15 minutes, Enter saves', async ({
  page,
  request,
}) => {
  const date = sundayAhead(9);
  const { client, job } = await newClientWithJob(request, date, ['09:00', '11:00']);
  await openSchedule(page, `?view=week&date=${date}`);
  const block = card(page, client);
  await block.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+ArrowDown');
  // Shown in place and announced before anything is saved.
  await expect(page.getByText(new RegExp(`Moving ${nameOf(client)} to Monday`))).toBeAttached();
  expect((await getJob(request, token, job.id)).date).toBe(date);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Job moved')).toContainText(nameOf(client));
  const stored = await getJob(request, token, job.id);
  expect(stored.date).toBe(addDays(date, 1));
  expect(wallClock(stored.scheduledStartTime!)).toBe(`${addDays(date, 1)} 09:15`);
  expect(wallClock(stored.scheduledEndTime!)).toBe(`${addDays(date, 1)} 11:15`);
});

test('a drag in the week view moves a job to another day and time, warning of a busy team before the drop', async ({
  page,
  request,
}) => {
  const date = sundayAhead(10);
  const { client, job } = await newClientWithJob(request, date, ['09:00', '11:00']);
  // Blue Team already works from 11:00 to 12:00 on the Tuesday the job is dragged to.
  const other = await newClientWithJob(request, addDays(date, 2), ['11:00', '12:00']);
  await openSchedule(page, `?view=week&date=${date}`);
  const block = card(page, client);
  await block.scrollIntoViewIfNeeded();
  const from = (await block.boundingBox())!;
  const tuesday = page.getByRole('gridcell').filter({
    has: page.getByRole('button', {
      name: new RegExp(`^${fullDate(addDays(date, 2))}, \\d+ jobs?$`),
    }),
  });
  const column = (await tuesday.last().boundingBox())!;
  // Grabbed near its top; dropped an hour (80 px) lower in Tuesday's column, away from the
  // edges of the hours, where a drag scrolls them.
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 30, { steps: 4 });
  await page.mouse.move(column.x + column.width / 2, from.y + 8 + 80, { steps: 12 });
  // The target shows the new day and time, and the server's warning, before the drop (the
  // seeded jobs of the day may be named in it too).
  await expect(page.getByText(/Tue, \w+ \d+, 10:00\sAM\s*–\s*12:00\sPM/)).toBeVisible();
  // The target's warning on the grid (a live region says it too, for screen readers).
  await expect(
    page
      .getByRole('grid')
      .getByText(new RegExp(`Blue Team already has a job then: .*${escape(nameOf(other.client))}`)),
  ).toBeVisible();
  expect((await getJob(request, token, job.id)).date).toBe(date);
  await page.mouse.up();
  await expect(toast(page, 'Job moved')).toContainText(nameOf(client));
  const stored = await getJob(request, token, job.id);
  expect(stored.date).toBe(addDays(date, 2));
  expect(wallClock(stored.scheduledStartTime!)).toBe(`${addDays(date, 2)} 10:00`);
  expect(wallClock(stored.scheduledEndTime!)).toBe(`${addDays(date, 2)} 12:00`);

  // Both Tuesday jobs are now double-booked, and the team filter can show those alone.
  await expect(card(page, client)).toHaveAttribute('data-double-booked');
  await page.getByRole('button', { name: 'Teams' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Only double-booked jobs' }).click();
  await expect(page).toHaveURL(/show=double-booked/);
  await page.keyboard.press('Escape');
  await expect(card(page, other.client)).toBeVisible();
  const shown = page.locator('[data-period="shown"] [role="grid"] [data-job-id]');
  await expect(shown.first()).toBeVisible();
  for (const each of await shown.all()) await expect(each).toHaveAttribute('data-double-booked');
});
