import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { STORY_NOW, storyHandlers } from '../../testing/story-api.ts';
import type { Job } from '../../api/jobs.ts';
import type { JobSeries } from '../../api/job-series.ts';
import type { JobSkipInput } from './api/skip-visit.ts';
import { blurActive } from '../../testing/story-helpers.ts';
import { SchedulePage } from './schedule-page.tsx';

/** The job the stories open through the URL; its answer is one of the seeded jobs (see below). */
const STORY_JOB = '00000000-0000-4000-8000-00000000a001';
const app: AppStoryParameters = {
  route: `/schedule?view=agenda&date=2026-11-18&job=${STORY_JOB}`,
  signInAs: 'admin',
};

/**
 * The details of a job, opened from the schedule (`/schedule?…&job=<id>`, or by selecting a card):
 * job type, status in its colour, client and phone, address and map link, team, day and time,
 * the service plan of a visit (its rule, where it moved from, what it changed on its own),
 * payment, notes, cancel reason or how it was skipped; Close, Skip visit, Edit Job and the status
 * step the role may take.
 */
const meta = {
  title: 'Web/Schedule/Job details',
  component: SchedulePage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded job as a plain one (the seed makes visits of service plans too). */
const plain = (job: Job): Job => ({
  ...job,
  seriesId: null,
  originalDate: null,
  overrides: [],
  skip: null,
});

/**
 * `GET /jobs/{STORY_JOB}` answers the first seeded job of November 2026 that `pick` accepts, as
 * changed by `change` (by default: as a plain job), so that each story shows a real job in the
 * state it is about.
 */
function storyJob(pick: (job: Job) => boolean, change: (job: Job) => Job = plain) {
  return {
    ...storyHandlers,
    jobs: [
      http.get('/v1/jobs/:id', async ({ request, params }) => {
        if (params.id !== STORY_JOB) return undefined;
        const list = new Request(new URL('/v1/jobs?from=2026-11-01&to=2026-11-30', request.url), {
          headers: request.headers,
        });
        const response = await getResponse(storyHandlers.jobs, list);
        const jobs = (await response?.json()) as Job[];
        const job = jobs.find(pick);
        if (!job)
          return HttpResponse.json({ message: 'No such job', code: 'NOT_FOUND' }, { status: 404 });
        return HttpResponse.json(change({ ...job, id: STORY_JOB }));
      }),
      ...storyHandlers.jobs,
    ],
  };
}

const hasTime = (job: Job) => job.scheduledStartTime != null;
/** A timed job of the stories' day (18 November) not over by 10:30, whatever its status. */
const underWay = (job: Job) =>
  job.date === '2026-11-18' &&
  job.scheduledEndTime != null &&
  Date.parse(job.scheduledEndTime) > STORY_NOW;
/** Started at 10:30 (the seed need not have a timed job in progress at that moment). */
const started = (job: Job): Job => ({
  ...plain(job),
  status: 'IN_PROGRESS',
  trackedStartTime: '10:30',
  trackedEndTime: null,
});
/** The details dialog, once its job has loaded (the stories' answer reads a month of jobs). */
const dialog = async (canvasElement: HTMLElement) => {
  const found = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    {},
    { timeout: 5000 },
  );
  await waitFor(() => expect(found.querySelector('[aria-busy]')).toBeNull(), { timeout: 8000 });
  return found;
};
const opening = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5000 });
const fieldOf = async (canvasElement: HTMLElement, label: string) => {
  const found = await within(await dialog(canvasElement)).findByText(label, { selector: 'dt' });
  return found.nextElementSibling as HTMLElement;
};

/** The series of the visit stories: every other Tuesday from 10 November 2026. */
const STORY_SERIES = '00000000-0000-4000-8000-00000000b001';
const storySeries: JobSeries = {
  id: STORY_SERIES,
  clientId: '00000000-0000-4000-8000-00000000c001',
  addressId: '00000000-0000-4000-8000-00000000d001',
  teamId: '00000000-0000-4000-8000-00000000e001',
  jobTypeId: null,
  startTime: '09:00',
  endTime: '11:30',
  chargeAmount: '145.00',
  chargeBy: 'FIXED',
  otherInformation: null,
  frequency: 'BI_WEEKLY',
  preferredDay: 'TUESDAY',
  startDate: '2026-11-10',
  endDate: null,
  visitCount: null,
  status: 'ACTIVE',
  nextVisitDate: '2026-11-24',
  createdById: null,
  createdAt: '2026-11-02T10:15:00-05:00',
  updatedAt: '2026-11-02T10:15:00-05:00',
  client: {
    id: '00000000-0000-4000-8000-00000000c001',
    firstName: 'Olivia',
    lastName: 'Hartley',
    phone1: '(617) 555-0142',
  },
  address: {
    id: '00000000-0000-4000-8000-00000000d001',
    street: '42 Willow Creek Lane',
    complement: null,
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
    addressType: null,
    hasEntryCode: false,
    entryMethod: 'KEY',
  },
  team: { id: '00000000-0000-4000-8000-00000000e001', name: 'Blue Team', color: '#2563EB' },
  jobType: null,
};

/** A seeded job as a visit of the story series, planned for `originalDate`. */
const asVisit =
  (originalDate: string, change: (job: Job) => Job = (job) => job) =>
  (job: Job): Job =>
    change({ ...job, seriesId: STORY_SERIES, originalDate, overrides: [] });

/** `storyJob`'s handlers, with the story series answered by `GET /job-series/{id}`. */
function storyVisit(pick: (job: Job) => boolean, change: (job: Job) => Job) {
  const handlers = storyJob(pick, change);
  return {
    ...handlers,
    jobSeries: [
      http.get('/v1/job-series/:id', ({ params }) =>
        params.id === STORY_SERIES ? HttpResponse.json(storySeries) : undefined,
      ),
      ...storyHandlers.jobSeries,
    ],
  };
}

/** The first scheduled timed job of Wednesday 25 November: a visit moved from the Tuesday. */
const onWednesday = (job: Job) =>
  job.status === 'SCHEDULED' && hasTime(job) && job.date === '2026-11-25';
const onTuesday = (job: Job) =>
  job.status === 'SCHEDULED' && hasTime(job) && job.date === '2026-11-24';

export const Scheduled: Story = {
  parameters: {
    msw: {
      handlers: storyJob(
        (job) => job.status === 'SCHEDULED' && hasTime(job) && job.date >= '2026-11-19',
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Scheduled')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Start job' })).toBeEnabled();
    await expect(details.getByRole('button', { name: 'Edit Job' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Skip visit' })).toBeEnabled();
    await expect(details.getByRole('button', { name: 'Close' })).toBeVisible();
    // A plain job has no service plan.
    await expect(details.queryByText('Service plan')).toBeNull();
    const client = await fieldOf(canvasElement, 'Client');
    await expect(within(client).getByRole('link').getAttribute('href')).toMatch(/^tel:\d+$/);
    const address = await fieldOf(canvasElement, 'Service address');
    await expect(
      within(address)
        .getByRole('link', { name: /Open in Google Maps/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(await fieldOf(canvasElement, 'Payment')).toHaveTextContent(/\$\d+\.\d\d/);
  },
};

export const InProgress: Story = {
  parameters: {
    msw: { handlers: storyJob(underWay, started) },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('In progress')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Complete job' })).toBeEnabled();
  },
};

/** Done and paid: the worked hours, the notes for the team. */
export const Completed: Story = {
  parameters: {
    msw: {
      handlers: storyJob(
        (job) =>
          job.status === 'COMPLETED' && job.otherInformation != null && job.chargeAmount != null,
        (job) => ({ ...plain(job), isPaid: true }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Completed')).toBeVisible();
    await expect(details.getByText('Paid')).toBeVisible();
    await expect(details.getByText('Worked')).toBeVisible();
    await expect(details.getByText('Other information')).toBeVisible();
    await expect(details.queryByRole('button', { name: /Start job|Complete job/ })).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: {
    msw: { handlers: storyJob((job) => job.status === 'CANCELLED' && job.skip == null) },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Cancelled')).toBeVisible();
    await expect(details.getByText('Cancel reason')).toBeVisible();
  },
};

export const WithoutTime: Story = {
  parameters: {
    // Dark: Scheduled's dialog, no time in muted text; an entry code button as In Progress's.
    screenshot: { darkAsIn: 'Scheduled' },
    msw: { handlers: storyJob((job) => job.status === 'SCHEDULED' && !hasTime(job)) },
  },
  play: async ({ canvasElement }) => {
    await expect(await fieldOf(canvasElement, 'Time')).toHaveTextContent(
      'No start and end time provided.',
    );
  },
};

/** No charge set yet, no job type (a generic title), pending. */
export const WithoutPaymentOrType: Story = {
  parameters: {
    // Dark: Scheduled's dialog, no charge or type; an entry code button as In Progress's.
    screenshot: { darkAsIn: 'Scheduled' },
    msw: {
      handlers: storyJob(
        (job) => job.status === 'SCHEDULED' && hasTime(job),
        (job) => ({
          ...plain(job),
          chargeAmount: null,
          chargeBy: null,
          jobType: null,
          jobTypeId: null,
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByRole('heading', { name: 'Job details' })).toBeVisible();
    const payment = await fieldOf(canvasElement, 'Payment');
    await expect(payment).toHaveTextContent('No charge set');
    await expect(payment).toHaveTextContent('Pending');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [http.get('/v1/jobs/:id', () => delay('infinite')), ...storyHandlers.jobs],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await opening(canvasElement));
    await expect(await details.findByRole('status')).toHaveTextContent('Loading the job');
    await expect(details.getByRole('heading', { name: 'Job details' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.get('/v1/jobs/:id', () =>
            HttpResponse.json({ message: 'Job not found.', code: 'NOT_FOUND' }, { status: 404 }),
          ),
          ...storyHandlers.jobs,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await opening(canvasElement));
    await expect(
      await details.findByRole('heading', { name: "Couldn't load this job" }),
    ).toBeVisible();
    await expect(details.getByText('Job not found.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A card of the agenda opens its job; Start job moves it on, with a toast. */
export const StartAJob: Story = {
  parameters: { app: { ...app, route: '/schedule?view=agenda&date=2026-11-18' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Zoe Tran/ }))[0]!);
    const details = within(await dialog(canvasElement));
    const start = await details.findByRole('button', { name: 'Start job' });
    // The calendar's copy shows at once; the action waits for the job itself.
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await expect(await page.findByText('Job started', {}, { timeout: 5000 })).toBeVisible();
    await expect(await details.findByText('In progress')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Complete job' })).toBeVisible();
    // The calendar behind follows.
    await waitFor(() =>
      expect(
        canvas.getAllByRole('button', { name: /^Zoe Tran/, hidden: true })[0],
      ).toHaveAccessibleName(/In progress/),
    );
  },
};

/** A refused change keeps the dialog as it was and says why. */
export const StatusChangeRefused: Story = {
  parameters: {
    app: { ...app, route: '/schedule?view=agenda&date=2026-11-18' },
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.put('/v1/jobs/:id', () =>
            HttpResponse.json(
              { message: 'A job cannot move from COMPLETED to IN_PROGRESS.', code: 'CONFLICT' },
              { status: 409 },
            ),
          ),
          ...storyHandlers.jobs,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Zoe Tran/ }))[0]!);
    const details = within(await dialog(canvasElement));
    const start = await details.findByRole('button', { name: 'Start job' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await expect(
      await page.findByText("Couldn't start the job", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByText('A job cannot move from COMPLETED to IN_PROGRESS.')).toBeVisible();
    await expect(details.getByText('Scheduled')).toBeVisible();
  },
};

/** A cleaner may start and complete their team's jobs, not edit or skip them. */
export const AsCleaner: Story = {
  parameters: {
    app: { ...app, signInAs: 'cleaner' },
    msw: { handlers: storyJob(underWay, started) },
    // Dark: In Progress's dialog, fewer buttons, over the cleaner's agenda.
    screenshot: { darkAsIn: 'In Progress' },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByRole('button', { name: 'Complete job' })).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Edit Job' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Skip visit' })).toBeNull();
  },
};

/** Billing reads the job: no edit, no status step, no skip, and never the entry code. */
export const AsBilling: Story = {
  parameters: {
    app: { ...app, signInAs: 'billing' },
    // Dark: Scheduled's dialog, with Close alone.
    screenshot: { darkAsIn: 'Scheduled' },
    msw: {
      handlers: storyJob(
        (job) => job.status === 'SCHEDULED' && hasTime(job) && job.address.hasEntryCode,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Scheduled')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Edit Job' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Start job' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Skip visit' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Show entry code' })).toBeNull();
  },
};

/** A scheduled job at an address with an entry code: the code stays hidden until asked for. */
const withEntryCode = (job: Job) =>
  job.status === 'SCHEDULED' && hasTime(job) && job.address.hasEntryCode;
/** `POST /addresses/{id}/entry-code-reveals` answering `answer`, with the visit it was asked from. */
const revealHandlers = (
  pick: (job: Job) => boolean,
  answer: (jobId: string | undefined) => Response,
  change?: (job: Job) => Job,
) => ({
  ...storyJob(pick, change),
  entryCodeReveals: [
    http.post('/v1/addresses/:id/entry-code-reveals', async ({ request }) => {
      const body = (await request.json()) as { jobId?: string };
      return answer(body.jobId);
    }),
    ...storyHandlers.entryCodeReveals,
  ],
});

export const EntryCodeHidden: Story = {
  parameters: {
    // Dark: Scheduled's dialog; its entry code button as In Progress's.
    screenshot: { darkAsIn: 'Scheduled' },
    msw: {
      handlers: revealHandlers(withEntryCode, () => HttpResponse.json({ entryCode: '4821#' })),
    },
  },
  play: async ({ canvasElement }) => {
    const code = await fieldOf(canvasElement, 'Entry code');
    await expect(within(code).getByRole('button', { name: 'Show entry code' })).toBeVisible();
    await expect(code).not.toHaveTextContent('4821#');
  },
};

/** `Show entry code` asks from this job (the log says which visit) and shows it in place. */
export const EntryCodeRevealed: Story = {
  parameters: {
    // Dark: Scheduled's dialog; the code in the body's text colour, beside an outline button.
    screenshot: { darkAsIn: 'Scheduled' },
    msw: {
      handlers: revealHandlers(withEntryCode, (jobId) =>
        jobId === STORY_JOB
          ? HttpResponse.json({ entryCode: '4821#' }, { headers: { 'Cache-Control': 'no-store' } })
          : HttpResponse.json(
              { message: 'jobId missing', code: 'VALIDATION_FAILED' },
              { status: 400 },
            ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const code = within(await fieldOf(canvasElement, 'Entry code'));
    await userEvent.click(code.getByRole('button', { name: 'Show entry code' }));
    await expect(await code.findByLabelText('Entry code')).toHaveTextContent('4821#');
    await expect(code.getByRole('button', { name: 'Hide entry code' })).toBeVisible();
    await blurActive(canvasElement);
  },
};

/** A cleaner outside the visit's day: the server's refusal says why, next to the button. */
export const EntryCodeRefusedForCleaner: Story = {
  parameters: {
    app: { ...app, signInAs: 'cleaner' },
    msw: {
      handlers: revealHandlers(withEntryCode, () =>
        HttpResponse.json(
          {
            message:
              "A cleaner can see an entry code only on the day of their team's visit to the address.",
            code: 'FORBIDDEN',
          },
          { status: 403 },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const code = within(await fieldOf(canvasElement, 'Entry code'));
    await userEvent.click(code.getByRole('button', { name: 'Show entry code' }));
    await expect(await code.findByRole('alert')).toHaveTextContent(
      "A cleaner can see an entry code only on the day of their team's visit to the address.",
    );
    await expect(code.getByRole('button', { name: 'Show entry code' })).toBeVisible();
    await blurActive(canvasElement);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: {
    // Dark: Completed's dialog, paid, its texts in Spanish.
    screenshot: { darkAsIn: 'Completed' },
    msw: {
      handlers: storyJob(
        (job) =>
          job.status === 'COMPLETED' && job.otherInformation != null && job.chargeAmount != null,
        (job) => ({ ...plain(job), isPaid: true }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Completado')).toBeVisible();
    await expect(details.getByText('Pagado')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/**
 * A visit of a service plan: the plan's rule in words, the day it was moved from, and what it
 * changed on its own (its team and time here; the date is told by `Moved from`).
 */
export const Visit: Story = {
  parameters: {
    msw: {
      handlers: storyVisit(
        onWednesday,
        asVisit('2026-11-24', (job) => ({
          ...job,
          overrides: ['date', 'scheduledStartTime', 'scheduledEndTime', 'teamId'],
        })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const plan = await fieldOf(canvasElement, 'Service plan');
    await expect(
      await within(plan).findByText('Every 2 weeks on Tuesday, from November 10, 2026'),
    ).toBeVisible();
    await expect(plan).toHaveTextContent('Changed on this visit: team, time');
    await expect(await fieldOf(canvasElement, 'Date')).toHaveTextContent(
      'Wednesday, November 25, 2026Moved from Tuesday, November 24',
    );
    const details = within(await dialog(canvasElement));
    await expect(details.getByRole('button', { name: 'Skip visit' })).toBeEnabled();
  },
};

/** A visit on its planned day, changed on nothing: only the plan's rule. */
export const VisitAsPlanned: Story = {
  parameters: {
    msw: { handlers: storyVisit(onTuesday, asVisit('2026-11-24')) },
    // Dark: Visit's dialog and service plan, with nothing moved or changed.
    screenshot: { darkAsIn: 'Visit' },
  },
  play: async ({ canvasElement }) => {
    const plan = await fieldOf(canvasElement, 'Service plan');
    await expect(
      await within(plan).findByText('Every 2 weeks on Tuesday, from November 10, 2026'),
    ).toBeVisible();
    await expect(plan).not.toHaveTextContent('Changed on this visit');
    await expect(await fieldOf(canvasElement, 'Date')).not.toHaveTextContent('Moved from');
  },
};

/** The plan cannot be read: the visit's details still show, and say so in place of the rule. */
export const VisitPlanLoadFailed: Story = {
  parameters: {
    // Dark: Visit's dialog; the plan's failure in the muted text of Visit's notes.
    screenshot: { darkAsIn: 'Visit' },
    msw: {
      handlers: {
        ...storyVisit(onTuesday, asVisit('2026-11-24')),
        jobSeries: [
          http.get('/v1/job-series/:id', () =>
            HttpResponse.json({ message: 'Not found.', code: 'NOT_FOUND' }, { status: 404 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const plan = await fieldOf(canvasElement, 'Service plan');
    await expect(
      await within(plan).findByText("Couldn't load the service plan.", {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

const skipped =
  (skip: NonNullable<Job['skip']>, change: (job: Job) => Job = (job) => job) =>
  (job: Job): Job =>
    change({
      ...job,
      status: 'CANCELLED',
      skip,
      cancelReason: skip.note ?? 'Skipped',
      chargeAmount: skip.isCharged ? job.chargeAmount : null,
    });

/** A skipped visit: `Skipped`, why in words, and the note; it is no longer charged. */
export const SkippedVisit: Story = {
  parameters: {
    // Dark: Charged Lockout's skipped visit and skip reason, without the Still charged pill.
    screenshot: { darkAsIn: 'Charged Lockout' },
    msw: {
      handlers: storyVisit(
        onTuesday,
        asVisit(
          '2026-11-24',
          skipped({ kind: 'CLIENT_SKIPPED', note: 'Family visiting this week.', isCharged: false }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Skipped')).toBeVisible();
    const reason = await fieldOf(canvasElement, 'Skip reason');
    await expect(reason).toHaveTextContent('Client skipped');
    await expect(reason).toHaveTextContent('Family visiting this week.');
    await expect(reason).not.toHaveTextContent('Still charged');
    // The note is not repeated as a cancel reason; a skipped visit cannot be skipped again.
    await expect(details.queryByText('Cancel reason')).toBeNull();
    await expect(details.queryByRole('button', { name: 'Skip visit' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Start job' })).toBeNull();
  },
};

/** A lockout that keeps its charge: skipped, and still charged. */
export const ChargedLockout: Story = {
  parameters: {
    msw: {
      handlers: storyVisit(
        onTuesday,
        asVisit(
          '2026-11-24',
          skipped(
            {
              kind: 'LOCKOUT',
              note: 'Nobody home, the key was not under the mat.',
              isCharged: true,
            },
            (job) => ({ ...job, chargeAmount: '145.00', chargeBy: 'FIXED' }),
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const reason = await fieldOf(canvasElement, 'Skip reason');
    await expect(reason).toHaveTextContent('Lockout (could not get in)');
    await expect(reason).toHaveTextContent('Nobody home, the key was not under the mat.');
    await expect(within(reason).getByText('Still charged')).toBeVisible();
    await expect(await fieldOf(canvasElement, 'Payment')).toHaveTextContent('$145.00');
  },
};

/** What the skip stories' server was asked, and the job it answers with from then on. */
const skipCall: { body: JobSkipInput | null; job: Job | null } = { body: null, job: null };

/**
 * `POST /jobs/{STORY_JOB}/skip` skips the story's visit as the contract says (cancelled, `skip`
 * set, the charge kept only for a kept lockout); `GET /jobs/{STORY_JOB}` answers the skipped
 * visit from then on, as a refetch would.
 */
function skippableVisit() {
  const visit = storyVisit(
    onTuesday,
    asVisit('2026-11-24', (job) => ({ ...job, chargeAmount: '145.00', chargeBy: 'FIXED' })),
  );
  return {
    ...visit,
    jobs: [
      http.get('/v1/jobs/:id', ({ params }) =>
        params.id === STORY_JOB && skipCall.job ? HttpResponse.json(skipCall.job) : undefined,
      ),
      http.post('/v1/jobs/:id/skip', async ({ request, params }) => {
        if (params.id !== STORY_JOB) return undefined;
        const body = (await request.json()) as JobSkipInput;
        skipCall.body = body;
        const stored = new Request(new URL(`/v1/jobs/${STORY_JOB}`, request.url), {
          headers: request.headers,
        });
        const current = (await (await getResponse(visit.jobs, stored))?.json()) as Job;
        const isCharged = body.kind === 'LOCKOUT' && body.keepCharge === true;
        skipCall.job = skipped({ kind: body.kind, note: body.note ?? null, isCharged })(current);
        return HttpResponse.json(skipCall.job);
      }),
      ...visit.jobs,
    ],
  };
}

const resetSkipCall = () => {
  skipCall.body = null;
  skipCall.job = null;
};

/**
 * `Skip visit` asks why (a kind is required), offers `Keep the charge` for a lockout only, and
 * takes an optional note.
 */
export const SkipVisitDialog: Story = {
  beforeEach: resetSkipCall,
  parameters: { msw: { handlers: skippableVisit() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const details = within(await dialog(canvasElement));
    await userEvent.click(await details.findByRole('button', { name: 'Skip visit' }));
    const skip = within(await page.findByRole('dialog', { name: 'Skip visit' }));
    await expect(
      skip.getByText(/visit on Tuesday, November 24, 2026 won't take place/),
    ).toBeVisible();
    const kinds = skip.getByRole('radiogroup', { name: /Why is it skipped/ });
    const radios = within(kinds).getAllByRole('radio');
    const labels = [
      'Client skipped',
      'Company moved it',
      'Lockout (could not get in)',
      'Holiday',
      'Other',
    ];
    await expect(radios).toHaveLength(labels.length);
    for (const [index, label] of labels.entries()) {
      await expect(radios[index]).toHaveAccessibleName(label);
      await expect(radios[index]).not.toBeChecked();
    }
    // Nothing is sent without a kind.
    await userEvent.click(skip.getByRole('button', { name: 'Skip visit' }));
    await expect(await skip.findByText('Choose why the visit is skipped.')).toBeVisible();
    await expect(skipCall.body).toBeNull();
    await expect(skip.queryByRole('checkbox', { name: /Keep the charge/ })).toBeNull();
    await userEvent.click(skip.getByRole('radio', { name: 'Lockout (could not get in)' }));
    const keep = skip.getByRole('checkbox', { name: /Keep the charge/ });
    await expect(keep).not.toBeChecked();
    await expect(
      skip.getByText('The client is still charged $145.00 for this visit.'),
    ).toBeVisible();
    await userEvent.click(keep);
    await expect(keep).toBeChecked();
    // Another kind cannot keep a charge.
    await userEvent.click(skip.getByRole('radio', { name: 'Holiday' }));
    await expect(skip.queryByRole('checkbox', { name: /Keep the charge/ })).toBeNull();
    await userEvent.click(skip.getByRole('radio', { name: 'Lockout (could not get in)' }));
    await userEvent.click(skip.getByRole('textbox', { name: 'Note' }));
    await userEvent.paste('Nobody home, the key was not under the mat.');
    // No text caret in the screenshot: the dialog keeps the focus, on the kind chosen.
    skip.getByRole('radio', { name: 'Lockout (could not get in)' }).focus();
  },
};

/** Choose Lockout, keep the charge, confirm: the visit is skipped and still charged. */
export const SkipVisit: Story = {
  beforeEach: resetSkipCall,
  parameters: { msw: { handlers: skippableVisit() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const details = within(await dialog(canvasElement));
    await userEvent.click(await details.findByRole('button', { name: 'Skip visit' }));
    const skipDialog = await page.findByRole('dialog', { name: 'Skip visit' });
    const skip = within(skipDialog);
    await userEvent.click(skip.getByRole('radio', { name: 'Lockout (could not get in)' }));
    await userEvent.click(skip.getByRole('checkbox', { name: /Keep the charge/ }));
    await userEvent.click(skip.getByRole('textbox', { name: 'Note' }));
    await userEvent.paste('  Nobody home.  ');
    await userEvent.click(skip.getByRole('button', { name: 'Skip visit' }));
    await expect(await page.findByText('Visit skipped', {}, { timeout: 5000 })).toBeVisible();
    await expect(skipCall.body).toEqual({
      kind: 'LOCKOUT',
      note: 'Nobody home.',
      keepCharge: true,
    });
    await waitFor(() => expect(skipDialog).not.toBeInTheDocument());
    // The details follow: skipped, why, still charged; no more Skip or Start.
    await expect(await details.findByText('Skipped')).toBeVisible();
    const reason = await fieldOf(canvasElement, 'Skip reason');
    await expect(reason).toHaveTextContent('Lockout (could not get in)');
    await expect(within(reason).getByText('Still charged')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Skip visit' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Start job' })).toBeNull();
    // Focus stays in the details, whose Skip button is gone.
    await waitFor(() =>
      expect(
        details.getByRole('button', { name: 'Close' }).closest('[role="dialog"]'),
      ).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
  },
};

/** A refusal keeps the dialog open with everything chosen, and says why. */
export const SkipRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyVisit(onTuesday, asVisit('2026-11-24')),
        jobs: [
          http.post('/v1/jobs/:id/skip', () =>
            HttpResponse.json(
              {
                message: 'Only a scheduled job can be skipped.',
                code: 'CONFLICT',
                details: [{ field: 'status', message: 'Only a scheduled job can be skipped.' }],
              },
              { status: 409 },
            ),
          ),
          ...storyVisit(onTuesday, asVisit('2026-11-24')).jobs,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const details = within(await dialog(canvasElement));
    await userEvent.click(await details.findByRole('button', { name: 'Skip visit' }));
    const skip = within(await page.findByRole('dialog', { name: 'Skip visit' }));
    await userEvent.click(skip.getByRole('radio', { name: 'Holiday' }));
    await userEvent.click(skip.getByRole('textbox', { name: 'Note' }));
    await userEvent.paste('Thanksgiving week.');
    await userEvent.click(skip.getByRole('button', { name: 'Skip visit' }));
    await expect(
      await page.findByText("Couldn't skip the visit", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByText('Only a scheduled job can be skipped.')).toBeVisible();
    await expect(skip.getByRole('radio', { name: 'Holiday' })).toBeChecked();
    await expect(skip.getByRole('textbox', { name: 'Note' })).toHaveValue('Thanksgiving week.');
    // No text caret in the screenshot: the dialog keeps the focus, on the kind chosen.
    skip.getByRole('radio', { name: 'Holiday' }).focus();
  },
};

/**
 * Against the mock server: a job selected on the agenda is skipped for a holiday; the calendar
 * behind strikes it through and says `Skipped`.
 */
export const SkipOnTheSchedule: Story = {
  parameters: { app: { ...app, route: '/schedule?view=agenda&date=2026-11-18' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const card = (await canvas.findAllByRole('button', { name: /^Zoe Tran.*Scheduled/ }))[0]!;
    const name = card.getAttribute('aria-label')!.split(',')[0]!;
    const jobId = card.getAttribute('data-job-id')!;
    await userEvent.click(card);
    const details = within(await dialog(canvasElement));
    const skipButton = await details.findByRole('button', { name: 'Skip visit' });
    await waitFor(() => expect(skipButton).toBeEnabled());
    await userEvent.click(skipButton);
    const skip = within(await page.findByRole('dialog', { name: 'Skip visit' }));
    await userEvent.click(skip.getByRole('radio', { name: 'Holiday' }));
    await userEvent.click(skip.getByRole('button', { name: 'Skip visit' }));
    await expect(await page.findByText('Visit skipped', {}, { timeout: 5000 })).toBeVisible();
    await expect(await details.findByText('Skipped')).toBeVisible();
    await expect(await fieldOf(canvasElement, 'Skip reason')).toHaveTextContent('Holiday');
    await waitFor(() => {
      const shown = canvasElement.querySelector<HTMLElement>(`[data-job-id="${jobId}"]`)!;
      expect(shown).toHaveAccessibleName(new RegExp(`^${name}.*Skipped`));
      expect(within(shown).getByText(name)).toHaveStyle({ textDecorationLine: 'line-through' });
    });
  },
};

export const PortugueseChargedLockout: Story = {
  globals: { locale: 'pt-BR' },
  // Dark: Charged Lockout's skipped visit, still charged, its texts in Portuguese.
  parameters: { ...ChargedLockout.parameters, screenshot: { darkAsIn: 'Charged Lockout' } },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Pulada')).toBeVisible();
    const reason = await fieldOf(canvasElement, 'Motivo');
    await expect(reason).toHaveTextContent('Sem acesso (não foi possível entrar)');
    await expect(within(reason).getByText('Cobrada mesmo assim')).toBeVisible();
    await expect(await fieldOf(canvasElement, 'Plano de serviço')).toHaveTextContent(
      'A cada 2 semanas, às terças-feiras, a partir de 10 de novembro de 2026',
    );
  },
};

/**
 * `Move…`: the job's day, times and team in a dialog (the single-pointer way to move a job), and
 * what the server says of the new place before it is saved: here the team is busy then, and the
 * start is before the schedule's hours.
 */
export const MoveDialog: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const handlers = storyJob(
          (job) => job.status === 'SCHEDULED' && hasTime(job) && job.date >= '2026-11-19',
        );
        return {
          ...handlers,
          jobs: [
            http.get('/v1/job-conflicts', ({ request }) => {
              const start = new URL(request.url).searchParams.get('startTime');
              return HttpResponse.json({
                conflicts:
                  start === '05:30'
                    ? [
                        { kind: 'OUTSIDE_HOURS' },
                        {
                          kind: 'TEAM_BUSY',
                          jobs: [
                            {
                              id: '00000000-0000-4000-8000-00000000a002',
                              clientName: 'Olivia Donovan',
                              startTime: '05:00',
                              endTime: '07:30',
                            },
                          ],
                        },
                      ]
                    : [],
              });
            }),
            ...handlers.jobs,
          ],
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const details = within(await dialog(canvasElement));
    await userEvent.click(await details.findByRole('button', { name: 'Move…' }));
    const move = within(await page.findByRole('dialog', { name: 'Move job' }));
    // In the page a frame before its entrance is over: wait for it to show.
    await waitFor(() => expect(move.getByText(/Choose where .+'s job goes/)).toBeVisible());
    await expect(move.queryByText('Before you save')).toBeNull();
    const start = move.getByRole('group', { name: 'Start time' });
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('053000');
    await expect(await move.findByText('Before you save')).toBeVisible();
    await expect(
      move.getByText("The job starts before 6:00 AM, outside the schedule's hours."),
    ).toBeVisible();
    await expect(
      move.getByText(/already has a job then: Olivia Donovan, 5:00\sAM–7:30\sAM\./),
    ).toBeVisible();
  },
};
