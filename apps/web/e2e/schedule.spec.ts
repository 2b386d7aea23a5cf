import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, signInAs } from './auth-fixtures.ts';
import type { components } from '@spotless/api-client/schema';

// Read-only: the seeded organisation (Sparkle & Shine Cleaning, New York), whose jobs run from 60
// days ago to 90 days ahead of today. Every expectation is computed from today in New York and
// checked against what the API answers at that moment.

const ZONE = 'America/New_York';

type Job = components['schemas']['Job'];

// ---- days, as plain UTC dates (no time zone arithmetic beyond "today in New York") -------------

const todayInNewYork = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** The days each view shows around `date` (spec §2): 30 days, whole weeks of a month, one week. */
function rangeOf(view: 'agenda' | 'month' | 'week', date: Date): [Date, Date] {
  if (view === 'agenda') return [date, addDays(date, 29)];
  if (view === 'week') {
    const sunday = addDays(date, -date.getUTCDay());
    return [sunday, addDays(sunday, 6)];
  }
  const first = addMonths(date, 0);
  const last = addDays(addMonths(date, 1), -1);
  return [addDays(first, -first.getUTCDay()), addDays(last, 6 - last.getUTCDay())];
}

const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date);

/** `November 2026`, `Nov – Dec 2026`, `Dec 2026 – Jan 2027` (any spacing around the dash). */
function titleOf(view: 'agenda' | 'month' | 'week', date: Date): RegExp {
  // The month's title is its own month, whatever days of the months around it the grid shows.
  const [from, to] = view === 'month' ? [date, date] : rangeOf(view, date);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let title: string;
  if (from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear())
    title = escape(format(from, { month: 'long', year: 'numeric' }));
  else if (from.getUTCFullYear() === to.getUTCFullYear())
    title = `${escape(format(from, { month: 'short' }))}\\s*–\\s*${escape(format(to, { month: 'short', year: 'numeric' }))}`;
  else
    title = `${escape(format(from, { month: 'short', year: 'numeric' }))}\\s*–\\s*${escape(format(to, { month: 'short', year: 'numeric' }))}`;
  return new RegExp(`^${title}$`);
}

// ---- the API, as a user --------------------------------------------------------------------

async function getJobs(
  request: APIRequestContext,
  token: string,
  from: Date,
  to: Date,
  teamId?: string,
): Promise<Job[]> {
  const team = teamId ? `&teamId=${teamId}` : '';
  const response = await request.get(`/v1/jobs?from=${iso(from)}&to=${iso(to)}${team}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Job[];
}

async function getJob(request: APIRequestContext, token: string, id: string): Promise<Job> {
  const response = await request.get(`/v1/jobs/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Job;
}

// ---- the screen ----------------------------------------------------------------------------

async function openSchedule(page: Page, login: string, query = '') {
  await signInAs(page, login);
  await page.goto(`/schedule${query}`);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  // The frame's placeholders show the title before the page: the calendar's title is the page's.
  await expect(title(page)).toBeVisible();
}

/** The calendar's title: the period shown, a polite live region. */
const title = (page: Page) => page.locator('main h2[aria-live]');
const viewRadio = (page: Page, name: string) => page.getByRole('radio', { name });
/** The agenda's list of days: every job of the period is a button in it. */
const agendaJobs = (page: Page) => page.locator('main section').getByRole('button');

/**
 * Expects the agenda to list `count` jobs in all. A long list renders its first jobs and adds more
 * as it scrolls near its end, so this scrolls to the last job shown until every job is there. The
 * list grows by 40 jobs a scroll: the 300 of a month for every team take eight, which a busy
 * machine has not always done within the default 10 seconds of polling.
 */
async function expectAgendaCount(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        const shown = await agendaJobs(page).count();
        if (shown > 0 && shown < count) await agendaJobs(page).last().scrollIntoViewIfNeeded();
        return agendaJobs(page).count();
      },
      { timeout: 30_000 },
    )
    .toBe(count);
}

/** Waits for the calendar to settle (no "Loading jobs" spinner). */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Loading jobs' })).toHaveCount(0);
  // The view under the toolbar follows it a frame or more later (a deferred render) and says it
  // is busy until it has caught up: a view switched to and back may still be drawn.
  await expect(page.locator('[data-view] > [aria-busy="true"]')).toHaveCount(0);
}

async function field(dialog: Locator, label: string) {
  return dialog
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const usd = (amount: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(Number(amount));
const chargeByLabel: Record<string, string> = {
  FIXED: 'Fixed',
  PRESET_HOURS: 'Preset Hours',
  WORKED_HOURS: 'Worked Hours',
  PRESET_CLEANER_HOURS: 'Preset Hours per Cleaner',
  WORKED_CLEANER_HOURS: 'Worked Hours per Cleaner',
};
const statusLabel: Record<Job['status'], string> = {
  SCHEDULED: 'Scheduled',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
const clockTime = (instant: string) =>
  new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: ZONE }).format(
    new Date(instant),
  );
const spaces = (text: string) => text.replace(/[\s\u202f\u2009]+/g, ' ').trim();

/** Every field of the open details dialog, against the job as the API has it. */
async function expectDetails(page: Page, job: Job) {
  const dialog = page.getByRole('dialog', { name: job.jobType?.name ?? 'Job details' });
  await expect(dialog).toBeVisible();
  // A skipped visit is a cancelled job that says why it was cancelled.
  const status = job.skip ? 'Skipped' : statusLabel[job.status];
  await expect(dialog.getByText(new RegExp(`^Status: ${status}$`))).toBeVisible();

  const client = await field(dialog, 'Client');
  await expect(client).toContainText(`${job.client.firstName} ${job.client.lastName}`);
  const phone = client.getByRole('link', { name: job.client.phone1 });
  await expect(phone).toHaveAttribute('href', `tel:${job.client.phone1.replace(/[^\d+]/g, '')}`);

  const address = await field(dialog, 'Service address');
  await expect(address).toContainText(job.address.street);
  await expect(address).toContainText(
    `${job.address.city}, ${job.address.state} ${job.address.zipCode}`,
  );
  const line = `${job.address.street}, ${job.address.city}, ${job.address.state} ${job.address.zipCode}`;
  await expect(address.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`,
  );

  await expect(await field(dialog, 'Team')).toHaveText(job.team.name);
  await expect(await field(dialog, 'Date')).toHaveText(
    format(day(job.date), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  );
  const time = await field(dialog, 'Time');
  if (job.scheduledStartTime && job.scheduledEndTime) {
    expect(spaces((await time.textContent()) ?? '')).toBe(
      spaces(`${clockTime(job.scheduledStartTime)} – ${clockTime(job.scheduledEndTime)}`),
    );
  } else {
    await expect(time).toHaveText('No start and end time provided.');
  }

  const payment = await field(dialog, 'Payment');
  await expect(payment).toContainText(job.chargeAmount ? usd(job.chargeAmount) : 'No charge set');
  if (job.chargeBy) await expect(payment).toContainText(chargeByLabel[job.chargeBy]!);
  await expect(payment).toContainText(job.isPaid ? 'Paid' : 'Pending');

  if (job.otherInformation?.trim())
    await expect(await field(dialog, 'Other information')).toHaveText(job.otherInformation);
  else await expect(dialog.locator('dt', { hasText: 'Other information' })).toHaveCount(0);
  if (job.skip) {
    // A skip tells its kind in words, and its note when it has one.
    const reason = await field(dialog, 'Skip reason');
    if (job.skip.note) await expect(reason).toContainText(job.skip.note);
    await expect(dialog.locator('dt', { hasText: 'Cancel reason' })).toHaveCount(0);
  } else if (job.status === 'CANCELLED')
    await expect(await field(dialog, 'Cancel reason')).toHaveText(job.cancelReason ?? '');
  else await expect(dialog.locator('dt', { hasText: 'Cancel reason' })).toHaveCount(0);
  return dialog;
}

test.describe('schedule', () => {
  test("the page's HTML shows the crumbs and the line under the title of the user's role", async ({
    page,
  }) => {
    // Before the app's code: `theme-init.js` reads the role from the sign-in.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [login, line, home] of [
      ['master', "Plan your teams' jobs by day, week or month.", 'Dashboard'],
      ['cleaner', "Your team's jobs.", 'Today'],
    ] as const) {
      await signInAs(page, login);
      await page.goto('/schedule');
      const frame = page.locator('[data-built]');
      await expect(frame.getByText('Loading...')).toBeVisible();
      await expect(frame.getByText(line, { exact: true })).toBeVisible();
      // The crumbs likewise: a CLEANER's home is Today.
      await expect(frame.getByText(/^(Dashboard|Today)$/).filter({ visible: true })).toHaveText([
        home,
      ]);
      await expect(
        frame.getByText(/Plan your teams|Your team's jobs/).filter({ visible: true }),
      ).toHaveCount(1);
    }
  });

  test('switches views by the buttons and by A, M and W, but not while typing', async ({
    page,
  }) => {
    await openSchedule(page, 'admin');
    await expect(viewRadio(page, 'Agenda')).toBeChecked();

    await viewRadio(page, 'Month').click();
    await expect(viewRadio(page, 'Month')).toBeChecked();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page).toHaveURL(/view=month/);
    await viewRadio(page, 'Week').click();
    await expect(page).toHaveURL(/view=week/);
    await expect(
      page.getByText('Jobs without defined time').or(page.getByRole('grid')),
    ).not.toHaveCount(0);
    await viewRadio(page, 'Agenda').click();
    await expect(page).toHaveURL(/view=agenda/);

    // Focus is on the Agenda radio: a letter there is a shortcut.
    await page.keyboard.press('m');
    await expect(viewRadio(page, 'Month')).toBeChecked();
    await page.keyboard.press('w');
    await expect(viewRadio(page, 'Week')).toBeChecked();
    await page.keyboard.press('a');
    await expect(viewRadio(page, 'Agenda')).toBeChecked();

    // Back goes through the views chosen, in reverse. The URL follows a choice once it is drawn
    // (the browser's Back button acts on the URL as it is; Alt+Left writes it first).
    await expect(page).toHaveURL(/view=agenda/);
    await page.goBack();
    await expect(viewRadio(page, 'Week')).toBeChecked();
    await page.goBack();
    await expect(viewRadio(page, 'Month')).toBeChecked();

    // Letters typed into a field stay there.
    await page.getByRole('button', { name: 'New Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    const text = sheet.getByRole('textbox').last();
    await text.click();
    await page.keyboard.type('maw');
    await expect(text).toHaveValue(/maw$/);
    await expect(viewRadio(page, 'Month')).toBeChecked({ checked: true });
  });

  for (const view of ['agenda', 'month', 'week'] as const) {
    test(`Previous, Next and Today move the ${view} view`, async ({ page }) => {
      const today = day(todayInNewYork());
      const step = (count: number) =>
        view === 'agenda'
          ? addDays(today, 30 * count)
          : view === 'week'
            ? addDays(today, 7 * count)
            : addMonths(today, count);
      await openSchedule(page, 'admin', `?view=${view}`);
      await expect(title(page)).toHaveText(titleOf(view, today));

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(title(page)).toHaveText(titleOf(view, step(1)));
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(title(page)).toHaveText(titleOf(view, step(2)));
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(title(page)).toHaveText(titleOf(view, step(-1)));
      await page.getByRole('button', { name: 'Today' }).click();
      await expect(title(page)).toHaveText(titleOf(view, today));
      await expect(page).toHaveURL(new RegExp(`view=${view}&date=${iso(today)}`));

      // A reload shows the same period; Back returns to the one before. The URL follows a press
      // once its period is drawn.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).not.toHaveURL(new RegExp(`date=${iso(today)}`));
      await page.reload();
      await expect(title(page)).toHaveText(titleOf(view, step(1)));
      await page.goBack();
      await expect(title(page)).toHaveText(titleOf(view, today));
    });
  }

  test('the team filter shows only that team’s jobs', async ({ page, request }) => {
    await openSchedule(page, 'admin');
    await settled(page);
    await page.getByRole('button', { name: 'Teams', exact: true }).click();
    const options = page.getByRole('menuitemradio');
    await expect(options.first()).toHaveText('All Teams');
    // Active teams only: Gray Team is inactive.
    await expect(page.getByRole('menuitemradio', { name: 'Gray Team' })).toHaveCount(0);
    await page.getByRole('menuitemradio', { name: 'Green Team' }).click();
    await expect(page.getByRole('button', { name: 'Green Team', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/team=[0-9a-f-]{36}/);
    await settled(page);

    const teamId = new URL(page.url()).searchParams.get('team') ?? '';
    const token = await apiToken(request, 'admin', 'Spotless123!');
    const [from, to] = rangeOf('agenda', day(todayInNewYork()));
    const expected = await getJobs(request, token, from, to, teamId);
    expect(expected.every((job) => job.team.name === 'Green Team')).toBe(true);
    await expectAgendaCount(page, expected.length);
    for (const name of await agendaJobs(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    ))
      expect(name).toContain('Green Team');

    // The choice survives a reload; All Teams brings every team back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Green Team', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Green Team', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'All Teams' }).click();
    await expect(page.getByRole('button', { name: 'Teams', exact: true })).toBeVisible();
    await settled(page);
    await expectAgendaCount(page, (await getJobs(request, token, from, to)).length);
  });

  test('+N more opens the rest of a day in the month view', async ({ page }) => {
    await openSchedule(page, 'admin', '?view=month');
    await settled(page);
    const more = page.getByRole('button', { name: /^\+\d+ more/ }).first();
    await expect(more).toBeVisible();
    const count = Number(/\+(\d+)/.exec((await more.textContent()) ?? '')?.[1]);
    await more.click();
    const popover = page.getByRole('dialog', { name: `More jobs for this day (${count})` });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('button', { name: / Team/ })).toHaveCount(count);
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
  });

  test('a job’s details match the API', async ({ page, request }) => {
    const token = await apiToken(request, 'admin', 'Spotless123!');
    await openSchedule(page, 'admin');
    await settled(page);
    await agendaJobs(page).first().click();
    await expect(page).toHaveURL(/job=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('job') ?? '';
    const dialog = await expectDetails(page, await getJob(request, token, id));
    await expect(dialog.getByRole('button', { name: 'Edit Job' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/job=/);

    // A cancelled job (with its reason) and one without a time, opened from a shared link.
    const today = day(todayInNewYork());
    const past = await getJobs(request, token, addDays(today, -60), addDays(today, 60));
    const picks = [
      past.find((job) => job.status === 'CANCELLED'),
      past.find((job) => job.scheduledStartTime == null),
      past.find((job) => job.status === 'COMPLETED' && job.otherInformation),
    ].filter((job): job is Job => job != null);
    expect(picks.length).toBeGreaterThan(1);
    for (const job of picks) {
      await page.goto(`/schedule?view=agenda&date=${job.date}&job=${job.id}`);
      const details = await expectDetails(page, await getJob(request, token, job.id));
      await page.keyboard.press('Escape');
      await expect(details).toHaveCount(0);
    }
  });

  test('a cleaner sees only their team’s jobs, and no New Job', async ({ page, request }) => {
    const token = await apiToken(request, 'cleaner', 'Spotless123!');
    const me = (await (
      await request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { defaultTeamId: string };
    await openSchedule(page, 'cleaner');
    await settled(page);
    await expect(page.getByRole('button', { name: 'New Job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Teams', exact: true })).toHaveCount(0);

    const [from, to] = rangeOf('agenda', day(todayInNewYork()));
    const mine = await getJobs(request, token, from, to);
    expect(mine.length).toBeGreaterThan(0);
    // The server filters: what the cleaner gets is exactly their team's jobs.
    expect(mine.every((job) => job.teamId === me.defaultTeamId)).toBe(true);
    const admin = await apiToken(request, 'admin', 'Spotless123!');
    expect(
      (await getJobs(request, admin, from, to, me.defaultTeamId)).map((job) => job.id),
    ).toEqual(mine.map((job) => job.id));
    await expectAgendaCount(page, mine.length);
    const team = mine[0]!.team.name;
    for (const name of await agendaJobs(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    ))
      expect(name).toContain(team);

    // Asking for another team in the URL changes nothing.
    await page.goto(`/schedule?view=agenda&team=${mine[0]!.teamId.replace(/^./, '0')}`);
    await settled(page);
    await expectAgendaCount(page, mine.length);
  });

  test('works by keyboard alone: move through the month and open a job', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin', 'Spotless123!');
    await openSchedule(page, 'admin', '?view=month');
    await settled(page);
    const today = day(todayInNewYork());

    // From the Today button: Tab to Next, Enter.
    await page.getByRole('button', { name: 'Today' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(title(page)).toHaveText(titleOf('month', addMonths(today, 1)));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(title(page)).toHaveText(titleOf('month', today));

    // The view selector is a radio group: the arrows choose.
    const month = viewRadio(page, 'Month');
    await month.focus();
    await page.keyboard.press('ArrowRight');
    await expect(viewRadio(page, 'Week')).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(month).toBeChecked();
    // Tab leaves the selector without choosing another view on the way.
    await page.keyboard.press('Tab');
    await expect(month).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await expect(month).toBeChecked();

    // Into the grid: today's day, its first job with Enter, the details with Enter again.
    await settled(page);
    const todayCell = page.getByRole('button', {
      name: new RegExp(
        `^${format(today, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}`,
      ),
    });
    let hops = 0;
    while (
      !(await todayCell.evaluate((element) => element === document.activeElement)) &&
      hops < 40
    ) {
      await page.keyboard.press('Tab');
      hops += 1;
    }
    await expect(todayCell).toBeFocused();
    // Today may have no job: walk to the next day that has one.
    for (let step = 0; step < 14; step += 1) {
      const name =
        (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      if (!/No jobs$/.test(name)) break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    const label =
      (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    expect(label).toMatch(/ Team/);
    const card = page.getByRole('button', { name: label, exact: true }).first();
    await expect(card).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/job=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('job') ?? '';
    const dialog = await expectDetails(page, await getJob(request, token, id));
    // Escape closes the dialog and gives focus back to the job.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });
});
