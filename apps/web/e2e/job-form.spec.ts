import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expectToastFrom, toast, unique } from './auth-fixtures.ts';
import type { components } from '@spotless/api-client/schema';
import {
  PASSWORD,
  type Job,
  type Client,
  addDays,
  sundayAhead,
  fullDate,
  zoned,
  wallClock,
  escape,
  range,
  auth,
  createClient,
  teamsByName,
  createJob,
  getJob,
  jobsOf,
  nameOf,
  openSchedule,
  picker,
  chooseClient,
  chooseOption,
  typeTime,
  card,
} from './job-fixtures.ts';

// The job form (the side sheet of the schedule) against the mock server's seeded organisation,
// Sparkle & Shine Cleaning in New York. Each test works with clients of its own, made through
// the API with unique names, on a Sunday a few weeks ahead: the seed has no one-off jobs on
// Sundays (only now and then a monthly plan's visit), so the day holds little besides the test's.

interface Slot {
  /** The time range as the agenda writes it (`1:00 – 3:30 PM`). */
  label: string;
  /** When it starts, in hours since midnight (`13.5` for 1:30 PM). */
  start: number;
}

/** Where the agenda, month and week views put a job of `date`, at `slot` or without a time. */
async function expectOnCalendar(page: Page, client: Client, date: string, slot: Slot | null) {
  const day = fullDate(date);

  await page.goto(`/schedule?view=agenda&date=${date}`);
  const section = page.getByRole('region', { name: day });
  await expect(card(section, client)).toBeVisible();
  await expect(card(section, client)).toHaveAccessibleName(
    slot ? range(slot.label) : /No start and end time provided\./,
  );

  await page.goto(`/schedule?view=month&date=${date}`);
  const cell = page
    .getByRole('gridcell')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${escape(day)}, `) }) });
  await expect(card(cell, client)).toBeVisible();

  await page.goto(`/schedule?view=week&date=${date}`);
  if (slot) {
    // The hours of the day: 80 px an hour from 6 AM, so the card's offset gives its hour.
    const column = page.getByRole('gridcell').filter({
      has: page.getByRole('button', { name: new RegExp(`^${escape(day)}, \\d+ jobs?$`) }),
    });
    // The week draws the hours in view first (and the others as it scrolls): the seed's plans
    // may keep the morning in view, so scroll to the job's hour.
    await column.evaluate(
      (element, top) => {
        let scroller = element.parentElement;
        while (scroller && scroller.scrollHeight <= scroller.clientHeight) {
          scroller = scroller.parentElement;
        }
        scroller?.scrollTo({ top });
      },
      Math.max(0, (slot.start - 7) * 80),
    );
    const job = card(column, client);
    await expect(job).toBeVisible();
    await expect(job).toHaveAccessibleName(range(slot.label));
    const [columnBox, jobBox] = [await column.boundingBox(), await job.boundingBox()];
    expect(Math.round(jobBox!.y - columnBox!.y)).toBe(Math.round((slot.start - 6) * 80));
  } else {
    const band = page.getByRole('gridcell').filter({
      has: page.getByRole('button', {
        name: new RegExp(`^${escape(day)}, Jobs without defined time`),
      }),
    });
    await expect(card(band, client)).toBeVisible();
  }
}

// Each test is a flow through the schedule and the form: page loads, the form's lists, saves, the
// series scope dialog. On a loaded 2-core machine the longest run past the default minute (the
// recurring plan edited three times took 1.1 min at load average 4), as the keyboard flows do.
test.describe.configure({ timeout: 120_000 });

test.describe('job form', () => {
  let token = '';
  let team: (name: string) => string;

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, 'admin', PASSWORD);
    team = await teamsByName(request, token);
  });

  test('creates a timed job, found in the agenda, month and week on its day and hour', async ({
    page,
    request,
  }) => {
    const date = sundayAhead(2);
    const client = await createClient(request, token, 'Imogen', [
      { street: '18 Brattle Street', city: 'Cambridge', isDefault: true, chargeAmount: '185.00' },
    ]);
    await openSchedule(page, `?view=agenda&date=${date}`);
    await page.getByRole('button', { name: 'New Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    await expect(sheet).toBeVisible();
    // The schedule's day, the time range switch on.
    await expect(sheet.getByRole('group', { name: 'Date' })).toContainText(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    );
    await expect(
      sheet.getByRole('switch', { name: 'Do you want to select a time range?' }),
    ).toBeChecked();

    await chooseClient(page, sheet, client);
    // The default address, and its charge, come with the client.
    await expect(picker(sheet, 'Address')).toHaveText('18 Brattle Street, Cambridge');
    await expect(sheet.getByRole('textbox', { name: 'Charge Amount' })).toHaveValue('$185.00');
    await chooseOption(page, sheet, 'Team', 'Purple Team');
    await chooseOption(page, sheet, 'Job Type', 'Deep Clean');
    await typeTime(sheet, 'Start time', '130000');
    await typeTime(sheet, 'End time', '153000');
    await sheet.getByRole('button', { name: 'Schedule Job' }).click();

    await expect(toast(page, 'Job saved')).toContainText('Job created successfully');
    await expect(sheet).toHaveCount(0);
    // The calendar shows it at once, without a reload.
    const day = page.getByRole('region', { name: fullDate(date) });
    await expect(card(day, client)).toHaveAccessibleName(range('1:00 – 3:30 PM'));

    const [job] = await jobsOf(request, token, client, date);
    expect(job!.team.name).toBe('Purple Team');
    // The times typed are New York times on the job's day.
    expect(wallClock(job!.scheduledStartTime!)).toBe(`${date} 13:00`);
    expect(wallClock(job!.scheduledEndTime!)).toBe(`${date} 15:30`);

    await expectOnCalendar(page, client, date, { label: '1:00 – 3:30 PM', start: 13 });
  });

  test('creates a job without times, found in each view on its day', async ({ page, request }) => {
    const date = sundayAhead(3);
    const client = await createClient(request, token, 'Florence', [
      { street: '7 Garden Terrace', city: 'Somerville', isDefault: true },
    ]);
    await openSchedule(page, `?view=agenda&date=${date}`);
    await page.getByRole('button', { name: 'New Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    await chooseClient(page, sheet, client);
    await chooseOption(page, sheet, 'Team', 'Green Team');
    const timeRange = sheet.getByRole('switch', { name: 'Do you want to select a time range?' });
    // The switch is drawn over its (visually hidden) input: its label is what one clicks.
    await sheet.getByText('Do you want to select a time range?').click();
    await expect(timeRange).not.toBeChecked();
    await expect(sheet.getByRole('group', { name: 'Start time' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(toast(page, 'Job saved')).toContainText('Job created successfully');
    await expect(sheet).toHaveCount(0);

    const [job] = await jobsOf(request, token, client, date);
    expect(job).toMatchObject({ scheduledStartTime: null, scheduledEndTime: null });
    await expectOnCalendar(page, client, date, null);
  });

  test('edits a job’s team and time', async ({ page, request }) => {
    const date = sundayAhead(4);
    const client = await createClient(request, token, 'Beatrix', [
      { street: '52 Elm Street', city: 'Medford', isDefault: true },
    ]);
    const created = await createJob(request, token, {
      date,
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      teamId: team('Blue Team'),
      scheduledStartTime: zoned(date, '08:00'),
      scheduledEndTime: zoned(date, '10:00'),
    });

    await openSchedule(page, `?view=agenda&date=${date}`);
    await card(page, client).click();
    const details = page.getByRole('dialog', { name: 'Job details' });
    await details.getByRole('button', { name: 'Edit Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(picker(sheet, 'Client')).toContainText(nameOf(client));
    await expect(picker(sheet, 'Address')).toHaveText('52 Elm Street, Medford');
    await expect(picker(sheet, 'Team')).toContainText('Blue Team');
    await expect(sheet.getByRole('group', { name: 'Start time' })).toContainText(/08\D*00\D*00/);

    await chooseOption(page, sheet, 'Team', 'Orange Team');
    await typeTime(sheet, 'Start time', '093000');
    await typeTime(sheet, 'End time', '111500');
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Job saved')).toContainText('Job updated successfully');
    await expect(sheet).toHaveCount(0);

    const job = await getJob(request, token, created.id);
    expect(job.team.name).toBe('Orange Team');
    expect(wallClock(job.scheduledStartTime!)).toBe(`${date} 09:30`);
    expect(wallClock(job.scheduledEndTime!)).toBe(`${date} 11:15`);
    await expect(
      card(page.getByRole('region', { name: fullDate(date) }), client),
    ).toHaveAccessibleName(/9:30\D+11:15 AM.*Orange Team/);
  });

  test('cancels a job with a reason', async ({ page, request }) => {
    const date = sundayAhead(5);
    const client = await createClient(request, token, 'Wilhelmina', [
      { street: '3 Chestnut Hill Road', city: 'Newton', isDefault: true },
    ]);
    const created = await createJob(request, token, {
      date,
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      teamId: team('Green Team'),
    });
    await openSchedule(page, `?view=agenda&date=${date}&job=${created.id}`);
    await page
      .getByRole('dialog', { name: 'Job details' })
      .getByRole('button', { name: 'Edit Job' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Edit Job' });
    await sheet.getByRole('button', { name: 'Cancel this Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this job?' });
    await confirm.getByRole('button', { name: 'Cancel job' }).click();
    await expect(confirm.getByText('A reason is required')).toBeVisible();
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('The client is moving house.');
    await expectToastFrom(page, 'Job cancelled', () =>
      confirm.getByRole('button', { name: 'Cancel job' }).click(),
    );
    await expect(sheet).toHaveCount(0);

    const job = await getJob(request, token, created.id);
    expect(job).toMatchObject({ status: 'CANCELLED', cancelReason: 'The client is moving house.' });
    // Shown as cancelled on the calendar straight away.
    const shown = card(page.getByRole('region', { name: fullDate(date) }), client);
    await expect(shown).toHaveAccessibleName(/Cancelled/);
    await expect(shown.getByText('Cancelled')).toBeVisible();
  });

  test('a cancelled job in the past is struck through', async ({ page, request }) => {
    // A Sunday gone by: the job is past, and the only one of its day.
    const date = sundayAhead(-2);
    const client = await createClient(request, token, 'Octavia', [
      { street: '9 Pond Street', city: 'Brookline', isDefault: true },
    ]);
    const created = await createJob(request, token, {
      date,
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      teamId: team('Purple Team'),
    });
    await openSchedule(page, `?view=month&date=${date}&job=${created.id}`);
    await page
      .getByRole('dialog', { name: 'Job details' })
      .getByRole('button', { name: 'Edit Job' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Edit Job' });
    await sheet.getByRole('button', { name: 'Cancel this Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this job?' });
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('Rained out.');
    await expectToastFrom(page, 'Job cancelled', () =>
      confirm.getByRole('button', { name: 'Cancel job' }).click(),
    );
    await expect(sheet).toHaveCount(0);

    const shown = card(page, client);
    await expect(shown).toHaveAccessibleName(/Cancelled/);
    await expect(shown).toHaveAccessibleName(/Past/);
    await expect(shown.getByText(nameOf(client))).toHaveCSS('text-decoration-line', 'line-through');
  });

  test('the address clears when the client changes', async ({ page, request }) => {
    const first = await createClient(request, token, 'Rosalind', [
      { street: '11 Beacon Street', city: 'Boston', isDefault: true },
    ]);
    const second = await createClient(request, token, 'Cornelius', [
      { street: '40 Harbor View', city: 'Quincy', isDefault: false },
      { street: '2 Lighthouse Lane', city: 'Hull', isDefault: false },
    ]);
    await openSchedule(page, '');
    await page.getByRole('button', { name: 'New Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    await expect(picker(sheet, 'Address')).toBeDisabled();
    await expect(picker(sheet, 'Address')).toHaveText('Select a client first');

    await chooseClient(page, sheet, first);
    await expect(picker(sheet, 'Address')).toHaveText('11 Beacon Street, Boston');

    // Another client: the address is theirs to choose (they have no default).
    await chooseClient(page, sheet, second);
    await expect(picker(sheet, 'Address')).toHaveText('Select an address');
    await picker(sheet, 'Address').click();
    await expect(page.getByRole('option')).toHaveText([
      '40 Harbor View, Quincy',
      '2 Lighthouse Lane, Hull',
    ]);
    await page.getByRole('option', { name: '2 Lighthouse Lane, Hull' }).click();
    await expect(picker(sheet, 'Address')).toHaveText('2 Lighthouse Lane, Hull');

    // No client: no address.
    await sheet.getByRole('button', { name: 'Clear client' }).click();
    await expect(picker(sheet, 'Address')).toHaveText('Select a client first');
    await expect(picker(sheet, 'Address')).toBeDisabled();

    // A search that matches nobody.
    await picker(sheet, 'Client').click();
    await page.getByRole('searchbox', { name: 'Search clients...' }).fill(`nobody-${unique()}`);
    await expect(page.getByText('No client found.')).toBeVisible();
  });

  test('shows the validation messages', async ({ page }) => {
    await openSchedule(page, '');
    await page.getByRole('button', { name: 'New Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    await sheet.getByRole('button', { name: 'Schedule Job' }).click();
    for (const message of [
      'Client is required',
      'Address is required',
      'Team is required',
      'Start time is required',
      'End time is required',
    ])
      await expect(sheet.getByText(message, { exact: true })).toBeVisible();
    // The first invalid field has the focus.
    await expect(picker(sheet, 'Client')).toBeFocused();

    await typeTime(sheet, 'Start time', '160000');
    await typeTime(sheet, 'End time', '120000');
    await page.keyboard.press('Tab');
    await expect(sheet.getByText('End time must be after start time')).toBeVisible();
    await expect(sheet.getByText('Start time is required')).toHaveCount(0);

    // Nothing is lost on the way out: Cancel asks first.
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(sheet).toBeVisible();
    // The question has gone (its exit animation included) and the focus is back on Cancel, so
    // the next Escape speaks to the sheet.
    await expect(ask).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(sheet).toHaveCount(0);
  });

  test('a job is created by keyboard alone', async ({ page, request }) => {
    const date = sundayAhead(6);
    const client = await createClient(request, token, 'Evangeline', [
      { street: '25 Orchard Road', city: 'Lexington', isDefault: true },
    ]);
    await openSchedule(page, `?view=agenda&date=${date}`);

    /** Presses Tab until `target` has the focus. */
    const tabTo = async (target: Locator, limit = 40) => {
      for (let i = 0; i < limit; i += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    };

    await page.getByRole('button', { name: 'New Job' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    await expect(sheet).toBeVisible();

    await tabTo(picker(sheet, 'Client'));
    await page.keyboard.press('Enter');
    const search = page.getByRole('searchbox', { name: 'Search clients...' });
    await expect(search).toBeFocused();
    await page.keyboard.type(client.lastName);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker(sheet, 'Client')).toContainText(nameOf(client));
    await expect(picker(sheet, 'Address')).toHaveText('25 Orchard Road, Lexington');

    const startHour = sheet
      .getByRole('group', { name: 'Start time' })
      .getByRole('spinbutton')
      .first();
    await tabTo(startHour);
    await page.keyboard.type('101500');
    const endHour = sheet.getByRole('group', { name: 'End time' }).getByRole('spinbutton').first();
    await tabTo(endHour);
    await page.keyboard.type('120000');

    await tabTo(picker(sheet, 'Team'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('Purple');
    await page.keyboard.press('Enter');
    await expect(picker(sheet, 'Team')).toContainText('Purple Team');

    await tabTo(sheet.getByRole('textbox', { name: 'Other Information' }));
    await page.keyboard.type('Ring the bell twice.');
    await tabTo(sheet.getByRole('button', { name: 'Schedule Job' }));
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Job saved')).toContainText('Job created successfully');
    await expect(sheet).toHaveCount(0);
    // Focus goes back to where the sheet was opened.
    await expect(page.getByRole('button', { name: 'New Job' })).toBeFocused();
    await expect(
      card(page.getByRole('region', { name: fullDate(date) }), client),
    ).toHaveAccessibleName(range('10:15 AM – 12:00 PM'));
  });
});

test.describe('recurring jobs', () => {
  let token = '';
  let team: (name: string) => string;

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, 'admin', PASSWORD);
    team = await teamsByName(request, token);
  });

  /** The client's visits from `from` for five weeks, by date. */
  async function visitsOf(request: APIRequestContext, client: Client, from: string) {
    const response = await request.get(
      `/v1/jobs?from=${from}&to=${addDays(from, 34)}&clientId=${client.id}`,
      { headers: auth(token) },
    );
    return (await response.json()) as Job[];
  }

  /** Opens a visit of the client in the form, from the agenda of its day. */
  async function editVisit(page: Page, client: Client, date: string) {
    await page.goto(`/schedule?view=agenda&date=${date}`);
    await card(page.getByRole('region', { name: fullDate(date) }), client).click();
    const details = page.getByRole('dialog', { name: 'Job details' });
    await details.getByRole('button', { name: 'Edit Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(sheet.getByText('Every week on Sunday', { exact: false })).toBeVisible();
    return sheet;
  }

  /** Saves the form with a scope, once the server has said what will change. */
  async function saveWithScope(page: Page, sheet: Locator, scope: string, expected: RegExp) {
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit recurring job' });
    await dialog.getByText(scope, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: scope })).toBeChecked();
    await expect(dialog).toContainText(expected);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Job saved')).toContainText('Job updated successfully');
    await expect(sheet).toHaveCount(0);
  }

  test('creates a weekly series in the form, then edits one visit, this and following, and all', async ({
    page,
    request,
  }) => {
    const date = sundayAhead(5);
    const client = await createClient(request, token, 'Rosalind', [
      { street: '9 Linnaean Street', city: 'Cambridge', isDefault: true, chargeAmount: '160.00' },
    ]);

    // A new weekly series, from the form; the rule in words and its next five dates.
    await openSchedule(page, `?view=agenda&date=${date}`);
    await page.getByRole('button', { name: 'New Job' }).click();
    const sheet = page.getByRole('dialog', { name: 'New Job' });
    await chooseClient(page, sheet, client);
    await chooseOption(page, sheet, 'Team', 'Blue Team');
    await typeTime(sheet, 'Start time', '090000');
    await typeTime(sheet, 'End time', '113000');
    await chooseOption(page, sheet, 'Frequency', 'Weekly');
    await expect(picker(sheet, 'Preferred day')).toContainText('Sunday');
    const longDate = (iso: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    await expect(sheet.getByText(`Every week on Sunday, from ${longDate(date)}`)).toBeVisible();
    const nextVisits = sheet.getByRole('list', { name: 'Next visits' });
    await expect(nextVisits.getByRole('listitem')).toHaveCount(5);
    await sheet.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(toast(page, 'Job saved')).toContainText('Job created successfully');
    await expect(sheet).toHaveCount(0);

    const plans = (await (
      await request.get(`/v1/job-series?clientId=${client.id}`, { headers: auth(token) })
    ).json()) as components['schemas']['JobSeries'][];
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      frequency: 'WEEKLY',
      preferredDay: 'SUNDAY',
      startDate: date,
    });
    let visits = await visitsOf(request, client, date);
    const dates = [0, 7, 14, 21, 28].map((days) => addDays(date, days));
    expect(visits.map((visit) => visit.date)).toEqual(dates);
    for (const visit of visits) {
      expect(visit.seriesId).toBe(plans[0]!.id);
      expect(wallClock(visit.scheduledStartTime!)).toBe(`${visit.date} 09:00`);
    }

    // This visit: the second one goes to another team, alone.
    let edit = await editVisit(page, client, dates[1]!);
    await chooseOption(page, edit, 'Team', 'Orange Team');
    await saveWithScope(page, edit, 'This visit', /1 visit will change/);
    visits = await visitsOf(request, client, date);
    expect(visits.map((visit) => visit.team.name)).toEqual([
      'Blue Team',
      'Orange Team',
      'Blue Team',
      'Blue Team',
      'Blue Team',
    ]);
    expect(visits[1]!.overrides).toEqual(['teamId']);

    // This and following: a note from the third visit on; the first two keep none.
    edit = await editVisit(page, client, dates[2]!);
    await edit.getByRole('textbox', { name: 'Other Information' }).fill('Use the side door.');
    await saveWithScope(page, edit, 'This and following visits', /visits will change/);
    visits = await visitsOf(request, client, date);
    expect(visits.map((visit) => visit.otherInformation)).toEqual([
      null,
      null,
      'Use the side door.',
      'Use the side door.',
      'Use the side door.',
    ]);

    // All: a new price for every visit; the second keeps its own team, as the dialog said.
    edit = await editVisit(page, client, dates[3]!);
    const amount = edit.getByRole('textbox', { name: 'Charge Amount' });
    await amount.fill('175');
    await saveWithScope(page, edit, 'All visits', /keeps its own changes/);
    visits = await visitsOf(request, client, date);
    expect(visits.map((visit) => visit.chargeAmount)).toEqual(Array(5).fill('175.00'));
    expect(visits.map((visit) => visit.team.id)).toEqual([
      team('Blue Team'),
      team('Orange Team'),
      team('Blue Team'),
      team('Blue Team'),
      team('Blue Team'),
    ]);
    expect(visits[1]!.overrides).toEqual(['teamId']);
  });
});
