import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { components } from '@spotless/api-client/schema';
import { signInAs, unique } from './auth-fixtures.ts';

// Clients, jobs and the schedule's widgets for the tests that create and change jobs (the job
// form, moving jobs), against the seeded organisation in New York.

export const ZONE = 'America/New_York';
export const PASSWORD = 'Spotless123!';

export type Job = components['schemas']['Job'];

export type Team = components['schemas']['Team'];

export interface Client {
  id: string;
  firstName: string;
  lastName: string;
  addresses: { id: string; street: string; city: string; isDefault: boolean }[];
}

// ---- days ----------------------------------------------------------------------------------

export const todayInNewYork = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Sunday `weeks` weeks after the coming one (before it, when negative). */
export function sundayAhead(weeks: number): string {
  const today = todayInNewYork();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, 7 - weekday + 7 * weeks);
}

/** `Sunday, December 6, 2026`: how the calendar names a day to assistive technologies. */
export const fullDate = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The offset of New York on `date` (after 2 AM, when a clock change is done): `-05:00`. */
export const offsetOn = (date: string) =>
  new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T17:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
/** `HH:MM` on `date` in New York, as a timestamp with its offset. */
export const zoned = (date: string, time: string) => `${date}T${time}:00${offsetOn(date)}`;
/** A stored timestamp as New York reads it: `2026-12-06 13:00`. */
export const wallClock = (instant: string) =>
  new Intl.DateTimeFormat('sv', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A time range as the calendar writes it, whatever spaces Intl puts around the dash. */
export const range = (text: string) =>
  new RegExp(escape(text).replace(/\s+/g, '[\\s\\u202f\\u2009]*'));

// ---- the API -------------------------------------------------------------------------------

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createClient(
  request: APIRequestContext,
  token: string,
  firstName: string,
  addresses: {
    street: string;
    city: string;
    isDefault: boolean;
    chargeAmount?: string;
    entryCode?: string;
  }[],
): Promise<Client> {
  const response = await request.post('/v1/clients', {
    headers: auth(token),
    data: {
      firstName,
      lastName: `Ashworth-${unique()}`,
      phone1: '(617) 555-0199',
      addresses: addresses.map((address) => ({
        tempId: crypto.randomUUID(),
        state: 'MA',
        zipCode: '02139',
        isBilling: address.isDefault,
        chargeAmount: address.chargeAmount ?? null,
        chargeBy: address.chargeAmount ? 'FIXED' : null,
        ...address,
      })),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Client;
}

export async function teamsByName(request: APIRequestContext, token: string) {
  const response = await request.get('/v1/teams', { headers: auth(token) });
  const teams = (await response.json()) as Team[];
  return (name: string) => teams.find((team) => team.name === name)!.id;
}

export async function createJob(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Job> {
  const response = await request.post('/v1/jobs', { headers: auth(token), data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as Job;
}

export async function getJob(request: APIRequestContext, token: string, id: string): Promise<Job> {
  const response = await request.get(`/v1/jobs/${id}`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Job;
}

export async function jobsOf(
  request: APIRequestContext,
  token: string,
  client: Client,
  date: string,
) {
  const response = await request.get(`/v1/jobs?from=${date}&to=${date}&clientId=${client.id}`, {
    headers: auth(token),
  });
  return (await response.json()) as Job[];
}

export const nameOf = (client: Client) => `${client.firstName} ${client.lastName}`;

// ---- the screen ----------------------------------------------------------------------------

export async function openSchedule(page: Page, query: string) {
  await signInAs(page, 'admin');
  await page.goto(`/schedule${query}`);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  // The frame's placeholders show the title before the page: the calendar's own title (the
  // period, a live region) says the page is there, and then the jobs load.
  await expect(page.locator('main h2[aria-live]')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading jobs' })).toHaveCount(0);
}

/** A select's button is named by its value, then its label ("Select a team Team"). */
export const picker = (sheet: Locator, label: string) =>
  sheet.getByRole('button', { name: new RegExp(`${escape(label)}$`) });

export async function chooseClient(page: Page, sheet: Locator, client: Client) {
  await picker(sheet, 'Client').click();
  await page.getByRole('searchbox', { name: 'Search clients...' }).fill(client.lastName);
  // The server answers the search: only this client is listed.
  const option = page.getByRole('option', { name: new RegExp(escape(nameOf(client))) });
  await expect(page.getByRole('option')).toHaveCount(1);
  await option.click();
  await expect(picker(sheet, 'Client')).toContainText(nameOf(client));
}

export async function chooseOption(page: Page, sheet: Locator, label: string, option: string) {
  await picker(sheet, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(picker(sheet, label)).toContainText(option);
}

/** Types `HHMMSS` into a time field, from its first segment. */
export async function typeTime(sheet: Locator, label: string, digits: string) {
  await sheet.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await sheet.page().keyboard.type(digits);
}

/** A job card of the calendar, by the client it is for. */
export const card = (scope: Locator | Page, client: Client) =>
  scope.getByRole('button', { name: new RegExp(escape(nameOf(client))) });
