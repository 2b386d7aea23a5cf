import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import type { Job } from '../../api/jobs.ts';
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
 * payment, notes, cancel reason; Close, Edit Job and the status step the role may take.
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

/**
 * `GET /jobs/{STORY_JOB}` answers the first seeded job of November 2026 that `pick` accepts, as
 * changed by `change`, so that each story shows a real job in the state it is about.
 */
function storyJob(pick: (job: Job) => boolean, change: (job: Job) => Job = (job) => job) {
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
    await expect(details.getByRole('button', { name: 'Close' })).toBeVisible();
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
    msw: { handlers: storyJob((job) => job.status === 'IN_PROGRESS' && hasTime(job)) },
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
        (job) => ({ ...job, isPaid: true }),
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
  parameters: { msw: { handlers: storyJob((job) => job.status === 'CANCELLED') } },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Cancelled')).toBeVisible();
    await expect(details.getByText('Cancel reason')).toBeVisible();
  },
};

export const WithoutTime: Story = {
  parameters: {
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
    msw: {
      handlers: storyJob(
        (job) => job.status === 'SCHEDULED' && hasTime(job),
        (job) => ({ ...job, chargeAmount: null, chargeBy: null, jobType: null, jobTypeId: null }),
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

/** A cleaner may start and complete their team's jobs, not edit them. */
export const AsCleaner: Story = {
  parameters: {
    app: { ...app, signInAs: 'cleaner' },
    msw: { handlers: storyJob((job) => job.status === 'IN_PROGRESS' && hasTime(job)) },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByRole('button', { name: 'Complete job' })).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Edit Job' })).toBeNull();
  },
};

/** Billing reads the job: no edit, no status step. */
export const AsBilling: Story = {
  parameters: {
    app: { ...app, signInAs: 'billing' },
    msw: { handlers: storyJob((job) => job.status === 'SCHEDULED' && hasTime(job)) },
  },
  play: async ({ canvasElement }) => {
    const details = within(await dialog(canvasElement));
    await expect(await details.findByText('Scheduled')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Edit Job' })).toBeNull();
    await expect(details.queryByRole('button', { name: 'Start job' })).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: {
    msw: {
      handlers: storyJob(
        (job) =>
          job.status === 'COMPLETED' && job.otherInformation != null && job.chargeAmount != null,
        (job) => ({ ...job, isPaid: true }),
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
