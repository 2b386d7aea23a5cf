import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { doubleBookStoryJobs, storyHandlers } from '../../testing/story-api.ts';
import { SchedulePage } from './schedule-page.tsx';

const app: AppStoryParameters = { route: '/schedule', signInAs: 'admin' };

/**
 * `/schedule`: the calendar over the seeded jobs of Wednesday 18 November 2026, 10:30 in New York.
 * View, day and team come from the URL (`/schedule?view=week&date=2026-11-22&team=…`).
 */
const meta = {
  title: 'Web/Schedule/Schedule',
  component: SchedulePage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withJobs = (resolver: Parameters<typeof http.get>[1]) => ({
  ...storyHandlers,
  jobs: [http.get('/v1/jobs', resolver), ...storyHandlers.jobs],
});

/** The job buttons of the calendar (the cards), by their accessible names. */
const jobNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '')
    .filter((name) => / Team/.test(name));

/** The default view: the next 30 days from today, a section per day, today highlighted. */
export const Agenda: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The frame's placeholders show the page's title already: the calendar's heading is the page's.
    await expect(
      await canvas.findByRole('heading', { name: /^Nov\s*–\s*Dec 2026$/, level: 2 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Agenda' })).toBeChecked();
    await expect((await canvas.findAllByRole('button', { name: /^Zoe Tran/ }))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Job' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Teams' })).toBeVisible();
  },
};

/** Five jobs a day; `+N more` opens the rest of the day in a popover. */
export const Month: Story = {
  parameters: { app: { ...app, route: '/schedule?view=month&date=2026-11-18' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
  },
};

export const MoreJobsOfADay: Story = {
  parameters: { app: { ...app, route: '/schedule?view=month&date=2026-11-18' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const more = await canvas.findAllByRole('button', { name: /^\+\d+ more/ });
    const first = more[0]!;
    const count = /\+(\d+)/.exec(first.textContent ?? '')?.[1];
    await userEvent.click(first);
    await expect(
      await page.findByRole('dialog', { name: `More jobs for this day (${count})` }),
    ).toBeVisible();
  },
};

/** Hours 6 AM to midnight, the band of jobs without a time, the line of "now". */
export const Week: Story = {
  parameters: { app: { ...app, route: '/schedule?view=week&date=2026-11-18' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Jobs without defined time' }),
    ).toBeVisible();
  },
};

/** What the page adds to the body, as the details' warm-up is watched (`DetailsWarmedWhileIdle`). */
const warmUp = { added: 0, shown: 0, asked: [] as string[] };

/**
 * While the browser is idle after the first screen, a job's details are rendered four times,
 * hidden, each in an idle moment of its own, so that the first job opened does not run their code
 * for the first time (ADR 0017). Nothing of it shows or takes focus, the job is not asked for, the
 * page is not made inert nor its scroll locked, and nothing is left in the page afterwards.
 */
export const DetailsWarmedWhileIdle: Story = {
  parameters: {
    app: { ...app, route: '/schedule?view=week&date=2026-11-18' },
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.get('/v1/jobs/:id', ({ params }) => {
            warmUp.asked.push(String(params.id));
          }),
          ...storyHandlers.jobs,
        ],
      },
    },
    screenshot: { disable: true },
  },
  beforeEach: () => {
    Object.assign(warmUp, { added: 0, shown: 0, asked: [] });
    const watch = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.querySelector('[role="dialog"]')) continue;
          warmUp.added += 1;
          if (getComputedStyle(node).display !== 'none') warmUp.shown += 1;
        }
    });
    watch.observe(document.body, { childList: true });
    return () => watch.disconnect();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document = canvasElement.ownerDocument;
    await canvas.findByRole('button', { name: /^Tomás Novak/ });
    const focused = document.activeElement;
    await waitFor(() => expect(warmUp.added).toBe(4), { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await expect(warmUp.shown).toBe(0);
    await expect(warmUp.asked).toEqual([]);
    await expect(document.activeElement).toBe(focused);
    await expect(document.querySelector('[inert]')).toBeNull();
    await expect(document.documentElement.style.overflow).toBe('');
    // The details still open and load the job as before.
    await userEvent.click(canvas.getAllByRole('button', { name: /^Tomás Novak/ })[0]!);
    const details = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(warmUp.asked).toHaveLength(1));
    await expect(details).toBeVisible();
  },
};

/** The team filter: All Teams, then each active team with its colour; the button names it. */
export const FilteredByTeam: Story = {
  parameters: { app: { ...app, route: '/schedule?view=week&date=2026-11-18' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('button', { name: /^Tomás Novak/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Teams' }));
    const options = await page.findAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All Teams',
      'Blue Team',
      'Green Team',
      'Orange Team',
      'Purple Team',
    ]);
    await userEvent.click(page.getByRole('menuitemradio', { name: 'Green Team' }));
    await expect(await canvas.findByRole('button', { name: 'Green Team' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Tomás Novak/ })).toBeNull());
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(jobNames(grid).length).toBeGreaterThan(0));
    for (const name of jobNames(grid)) await expect(name).toContain('Green Team');
  },
};

/**
 * `Only double-booked jobs` (`show=double-booked`): the week narrowed to the jobs that overlap
 * another of their team's, each with its marker; the filter's button says so.
 */
export const OnlyDoubleBooked: Story = {
  parameters: { app: { ...app, route: '/schedule?view=week&date=2026-11-18&show=double-booked' } },
  loaders: [() => doubleBookStoryJobs('2026-11-19')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const filter = await canvas.findByRole('button', { name: /^Teams\s*Double-booked only$/ });
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(jobNames(grid).length).toBeGreaterThan(0));
    for (const card of grid.querySelectorAll('[data-job-id]'))
      await expect(card).toHaveAttribute('data-double-booked');
    await userEvent.click(filter);
    const only = await page.findByRole('menuitemcheckbox', { name: 'Only double-booked jobs' });
    await expect(only).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withJobs(() => HttpResponse.json([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No events found')).toBeVisible();
    await expect(
      canvas.getByText('There are no jobs scheduled for this time period.'),
    ).toBeVisible();
  },
};

/** The first jobs are on their way: New Job waits for them. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: withJobs(() => delay('infinite')) },
    // The spinner turns even under reduced motion: no stable picture to compare.
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading jobs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Job' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: withJobs(() =>
        HttpResponse.json(
          { message: 'The schedule is not available right now.', code: 'INTERNAL' },
          { status: 503 },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Server errors are retried (1 s, 2 s, 4 s) before the error shows.
    await expect(
      await canvas.findByRole('heading', { name: "Couldn't load the jobs" }, { timeout: 12_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('The schedule is not available right now.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A cleaner sees their own team's jobs, with no team filter and no New Job button. */
export const AsCleaner: Story = {
  parameters: {
    app: { ...app, route: '/schedule?view=week&date=2026-11-18', signInAs: 'cleaner' },
    // Dark: Week's calendar and cards, one team's, without New Job and the team filter.
    screenshot: { darkAsIn: 'Week' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(jobNames(grid).length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: 'New Job' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Teams' })).toBeNull();
    const names = jobNames(canvas.getByRole('grid'));
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(name).toContain('Blue Team');
  },
};

/** The keys A, M and W switch the view (the URL follows), but not while typing. */
export const ViewKeys: Story = {
  // Dark: the keys end on Agenda's view, the same picture.
  parameters: { screenshot: { darkAsIn: 'Agenda' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^Zoe Tran/ });
    await userEvent.keyboard('w');
    await expect(await canvas.findByRole('radio', { name: 'Week' })).toBeChecked();
    await userEvent.keyboard('m');
    await expect(await canvas.findByRole('radio', { name: 'Month' })).toBeChecked();
    await userEvent.keyboard('a');
    await expect(await canvas.findByRole('radio', { name: 'Agenda' })).toBeChecked();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: {
    app: { ...app, route: '/schedule?view=month&date=2026-11-18' },
    // Dark: Month's grid and cards, its texts in Spanish.
    screenshot: { darkAsIn: 'Month' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'noviembre de 2026' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mes' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Nuevo trabajo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Equipos' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  parameters: {
    app: { ...app, route: '/schedule?view=week&date=2026-11-18' },
    // Dark: Week's calendar and cards, its texts in Portuguese.
    screenshot: { darkAsIn: 'Week' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Semana' })).toBeChecked();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Serviços sem horário definido' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo serviço' })).toBeVisible();
  },
};
