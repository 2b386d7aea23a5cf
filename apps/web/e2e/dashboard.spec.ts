import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signInAs } from './auth-fixtures.ts';
import type { components } from '@spotless/api-client/schema';

// Read-only: the seeded organisation (Sparkle & Shine Cleaning, New York) as the server has it.

const ZONE = 'America/New_York';

type Job = components['schemas']['Job'];

/**
 * The moment a test takes its days from. The page's clock is held to it, so that the page and the
 * test's own queries count from the same day even when a run crosses midnight in New York
 * between the two.
 */
let now = new Date();

/** A calendar day in New York, `YYYY-MM-DD`, `offset` days from today. */
function nyDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function jobs(request: APIRequestContext, token: string, from: string, to: string) {
  const response = await request.get(`/v1/jobs?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Job[];
}

/** "145.00" → 14500, summed in whole cents as the dashboard does. */
const cents = (amount: string | null) => {
  if (!amount) return 0;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const usd = (total: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(total / 100);

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    now = new Date();
    await page.clock.setFixedTime(now);
  });

  test('the figures match the API for today and this week', async ({ page, request }) => {
    await signInAs(page, 'master');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const today = page.getByRole('region', { name: "Today's jobs" });
    await expect(today.getByRole('listitem')).toHaveCount(4);

    const token = await apiToken(request, 'master', 'Spotless123!');
    const todays = await jobs(request, token, nyDay(), nyDay());
    for (const [label, status] of [
      ['Scheduled', 'SCHEDULED'],
      ['In progress', 'IN_PROGRESS'],
      ['Completed', 'COMPLETED'],
      ['Cancelled', 'CANCELLED'],
    ] as const) {
      const count = todays.filter((job) => job.status === status).length;
      await expect(today.getByRole('listitem').filter({ hasText: label })).toHaveText(
        new RegExp(`^${label}\\s*${count}$`),
      );
    }
    await expect(today).toContainText(`${todays.length} job`);

    // The week runs Sunday to Saturday in English.
    const weekday = new Date(`${nyDay()}T12:00:00Z`).getUTCDay();
    const week = await jobs(request, token, nyDay(-weekday), nyDay(6 - weekday));
    const completed = week.filter((job) => job.status === 'COMPLETED');
    const unpaid = completed.filter((job) => !job.isPaid);
    const sum = (list: Job[]) => list.reduce((total, job) => total + cents(job.chargeAmount), 0);
    await expect(page.getByRole('region', { name: 'Completed this week' })).toContainText(
      usd(sum(completed)),
    );
    await expect(page.getByRole('region', { name: 'Still unpaid' })).toContainText(
      usd(sum(unpaid)),
    );

    // Jobs still to do in the next 7 days without a time.
    const coming = await jobs(request, token, nyDay(), nyDay(6));
    const untimed = coming.filter(
      (job) =>
        job.scheduledStartTime == null &&
        (job.status === 'SCHEDULED' || job.status === 'IN_PROGRESS'),
    );
    const list = page.getByRole('region', { name: 'Jobs without a time' });
    if (untimed.length === 0) await expect(list).toContainText('Every job has a time.');
    else await expect(list.getByRole('listitem')).toHaveCount(untimed.length);
  });

  test('a day of the chart opens the schedule on that day, by keyboard', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    const chart = page.getByRole('region', { name: 'Jobs in the next 14 days' });
    // From today's column, Tab moves to tomorrow's, which shows its teams in a tooltip.
    await chart.getByRole('link').first().focus();
    // A run at load average 12 showed tomorrow's column focused and no tooltip. A tooltip closes
    // on any scroll of the page (React Aria's overlays), and focusing has just scrolled the chart
    // into view while the cards above it may still be drawn: Tab waits until nothing that holds
    // the chart has scrolled for two frames.
    await expect
      .poll(() =>
        chart.evaluate(
          (element) =>
            new Promise<boolean>((resolve) => {
              const offsets = () => {
                const seen: number[] = [];
                for (let node: Element | null = element; node; node = node.parentElement) {
                  seen.push(node.scrollTop, node.scrollLeft);
                }
                return seen.concat(window.scrollX, window.scrollY).join(' ');
              };
              const before = offsets();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(offsets() === before)),
              );
            }),
        ),
      )
      .toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schedule\\?date=${nyDay(1)}&view=agenda$`));
  });
});
