import { dismissAllToasts, I18nProvider, ThemeProvider, Toaster } from '@spotless/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from '../../../app/query-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { allLanguages } from '../../../testing/all-languages.ts';
import { appLoader, type AppStoryParameters } from '../../../testing/app-story.tsx';
import { STORY_TODAY, storyHandlers } from '../../../testing/story-api.ts';
import { getJobs, type Job } from '../../../api/jobs.ts';
import { withGroup } from '../../../testing/story-helpers.ts';
import { createJobSeries, type JobSeriesInput } from './api/create-job-series.ts';
import { searchClients } from './api/search-clients.ts';
import { JobFormSheet, type JobFormSheetProps } from './job-form-sheet.tsx';

const app: AppStoryParameters = { route: '/schedule', signInAs: 'admin' };

/** A save waits for the job caches to refresh before it reports, which takes a moment. */
const slow = { timeout: 5000 };

/** The app's providers around the sheet alone: a fresh query cache per story, the real toasts. */
function SheetStoryProviders({ locale, children }: { locale: string; children: ReactNode }) {
  const [i18n] = useState(() => initI18n(locale, { resources: allLanguages }));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // A failed load shows at once instead of after the app's back-off retries.
    client.setDefaultOptions({
      ...client.getDefaultOptions(),
      queries: { ...client.getDefaultOptions().queries, retry: false },
    });
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider applyToDocument={false}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={i18n.resolvedLanguage ?? 'en'}>
            {children}
            <StoryToaster />
          </I18nProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

function StoryToaster() {
  const { t } = useTranslation();
  return <Toaster closeLabel={t('app.closeToast')} regionLabel={t('app.notifications')} />;
}

const withProviders: Decorator = (Story, { globals }) => {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  return (
    <SheetStoryProviders key={locale} locale={locale}>
      <Story />
    </SheetStoryProviders>
  );
};

/** The sheet as the schedule holds it: open, until it asks to close. */
function SheetHarness(props: JobFormSheetProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <JobFormSheet
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

/**
 * The job form in its side sheet (`JobFormSheet`), over the mock server's seeded data of
 * Wednesday 18 November 2026 in New York, signed in as an ADMIN. The schedule opens it from
 * "New Job" (with its current day and team) and from a job's "Edit Job".
 */
const meta = {
  title: 'Web/Schedule/Job form',
  component: JobFormSheet,
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [appLoader],
  beforeEach: () => {
    dismissAllToasts();
    sent.length = 0;
  },
  args: { isOpen: true, onOpenChange: fn(), defaultDate: STORY_TODAY },
  render: (args) => <SheetHarness {...args} />,
  parameters: { padded: false, app, msw: { handlers: storyHandlers } },
} satisfies Meta<typeof JobFormSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bodies and URLs of the saves the stories watched, newest last. */
const sent: { url: string; body: unknown }[] = [];

/** Notes what `method path` sends, then lets the mock API answer it. */
const watch = (method: 'post' | 'put' | 'delete', path: string) =>
  http[method](path, async ({ request }) => {
    const text = await request.clone().text();
    sent.push({ url: request.url, body: text === '' ? null : (JSON.parse(text) as unknown) });
    return undefined;
  });

/** A scheduled job of tomorrow with a time range, not a visit of a series: what the edit stories open. */
const loadTimedJob = async () => {
  const jobs = await getJobs({ from: '2026-11-19', to: '2026-11-19' });
  const job = jobs.find(
    (candidate) =>
      candidate.status === 'SCHEDULED' &&
      candidate.scheduledStartTime != null &&
      candidate.seriesId == null,
  );
  if (!job) throw new Error('The seed has no timed one-time job on 19 November');
  return { job };
};

/**
 * A visit of a series, scheduled next week: a weekly plan started for the client of a seeded job
 * (through the API, so the story does not depend on the seed's own plans), and its visit of
 * Tuesday 24 November.
 */
const loadVisit = async () => {
  const { job: model } = await loadTimedJob();
  const series = await createJobSeries({
    clientId: model.clientId,
    addressId: model.addressId,
    teamId: model.teamId,
    jobTypeId: model.jobTypeId,
    startTime: '17:00:00',
    endTime: '18:30:00',
    chargeAmount: '120.00',
    chargeBy: 'FIXED',
    frequency: 'WEEKLY',
    preferredDay: 'TUESDAY',
    startDate: '2026-11-24',
  });
  // The second visit: the series has visits before it and after it.
  const jobs = await getJobs({ from: '2026-12-01', to: '2026-12-01' });
  const job = jobs.find((candidate: Job) => candidate.seriesId === series.id);
  if (!job) throw new Error('The new series made no visit on 1 December');
  return { job, series };
};

/** A seeded client who likes a visit every week or two on a given day. */
const loadRegularClient = async () => {
  const clients = await searchClients('');
  const client = clients.find(
    (candidate) =>
      (candidate.preferredFrequency === 'WEEKLY' || candidate.preferredFrequency === 'BI_WEEKLY') &&
      candidate.preferredDay != null &&
      candidate.addresses.some((address) => address.isActive && address.isDefault),
  );
  if (!client) throw new Error('The seed has no weekly or bi-weekly client with a preferred day');
  return { client };
};

const frequencyLabel = { WEEKLY: 'Weekly', BI_WEEKLY: 'Bi-weekly' } as const;
const dayLabel = (day: string) => day.charAt(0) + day.slice(1).toLowerCase();

// A select's button is named by its value, then its label ("Select a client Client"), so the
// stories find them by the end of their name.

/** The open sheet, once its form has loaded. */
async function sheet() {
  const dialog = await screen.findByRole('dialog', { name: /New Job|Edit Job|Nuevo trabajo/ });
  await within(dialog).findByRole('form');
  return dialog;
}

/** Opens the client picker and picks the first client the server lists. */
async function pickFirstClient(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Client$/ }));
  // The list says "Searching..." until the server answers; then come the clients.
  const label = await waitFor(() => {
    const found = screen.getAllByRole('option')[0]?.querySelector('[slot="label"]');
    if (!found) throw new Error('No client listed yet');
    return found;
  });
  const option = label.closest<HTMLElement>('[role="option"]')!;
  const name = label.textContent ?? '';
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(within(dialog).getByRole('button', { name: /Client$/ })).toHaveTextContent(name);
  return name;
}

/** Picks a frequency (a client with a preferred frequency brings theirs). */
async function chooseFrequency(dialog: HTMLElement, label: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Frequency$/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
  await expect(within(dialog).getByRole('button', { name: /Frequency$/ })).toHaveTextContent(label);
}

/** Types a time into a time field, segment by segment (hours, minutes, seconds). */
async function typeTime(dialog: HTMLElement, label: string, digits: string) {
  const group = within(dialog).getByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

/** A new job: today's date, the time range switch on, the address waiting for a client. */
export const NewJob: Story = {
  play: async () => {
    const dialog = await sheet();
    const form = within(dialog);
    await expect(form.getByRole('heading', { name: 'New Job' })).toBeVisible();
    await expect(form.getByRole('button', { name: /Client$/ })).toHaveTextContent(
      'Select a client',
    );
    await expect(form.getByRole('button', { name: /Address$/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: /Address$/ })).toHaveTextContent(
      'Select a client first',
    );
    await expect(
      form.getByRole('switch', { name: 'Do you want to select a time range?' }),
    ).toBeChecked();
    await expect(form.getByRole('group', { name: 'Start time' })).toBeVisible();
    // A new job is a one-time job until another frequency is chosen.
    await expect(form.getByRole('button', { name: /Frequency$/ })).toBeEnabled();
    await expect(form.getByRole('button', { name: /Frequency$/ })).toHaveTextContent('One time');
    await expect(form.queryByRole('radiogroup', { name: 'Ends' })).not.toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Schedule Job' })).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Cancel this Job' })).not.toBeInTheDocument();
    // A click outside does not close it.
    await userEvent.click(document.body, { position: { x: 200, y: 400 } } as never);
    await expect(dialog).toBeInTheDocument();
  },
};

/**
 * Choosing a client preselects their default address and fills the payment from it; then a
 * team and a time range, and "Schedule Job" saves it.
 */
export const CreateJob: Story = {
  play: async ({ args, step }) => {
    const dialog = await sheet();
    const form = within(dialog);
    await step('a client brings their default address and its charge', async () => {
      await pickFirstClient(dialog);
      const address = form.getByRole('button', { name: /Address$/ });
      await waitFor(() => expect(address).toBeEnabled());
      await expect(address).toHaveTextContent(/, /);
      await expect(form.getByRole('textbox', { name: 'Charge Amount' })).not.toHaveValue('');
    });
    await step('a one-time job, a team and a time range', async () => {
      await chooseFrequency(dialog, 'One time');
      await userEvent.click(form.getByRole('button', { name: /Team$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Green Team' }));
      await typeTime(dialog, 'Start time', '130000');
      await typeTime(dialog, 'End time', '150000');
    });
    await step('saved: a toast, and the sheet closes', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Schedule Job' }));
      const toast = await screen.findByRole('alertdialog', { name: /Job saved/ }, slow);
      await expect(toast).toHaveTextContent('Job created successfully');
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), slow);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Every rule of spec §5 at once: what "Schedule Job" shows on an empty form. */
export const ValidationErrors: Story = {
  play: async () => {
    const dialog = await sheet();
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Schedule Job' }));
    await expect(await form.findByText('Client is required')).toBeVisible();
    await expect(form.getByText('Address is required')).toBeVisible();
    await expect(form.getByText('Team is required')).toBeVisible();
    await expect(form.getByText('Start time is required')).toBeVisible();
    await expect(form.getByText('End time is required')).toBeVisible();
    // The first invalid field takes the focus.
    await expect(form.getByRole('button', { name: /Client$/ })).toHaveFocus();
    // An end before the start, checked when the end field is left.
    await typeTime(dialog, 'Start time', '140000');
    await typeTime(dialog, 'End time', '100000');
    await userEvent.tab();
    await expect(await form.findByText('End time must be after start time')).toBeVisible();
  },
};

/** The server refuses: the sheet stays open with everything typed, and says why. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.post('/v1/jobs', () =>
            HttpResponse.json(
              {
                message: 'The schedule is being updated. Try again in a minute.',
                code: 'INTERNAL',
              },
              { status: 500 },
            ),
          ),
          ...storyHandlers.jobs,
        ],
      },
    },
  },
  play: async ({ args }) => {
    const dialog = await sheet();
    const form = within(dialog);
    const client = await pickFirstClient(dialog);
    await waitFor(() => expect(form.getByRole('button', { name: /Address$/ })).toBeEnabled());
    await chooseFrequency(dialog, 'One time');
    await userEvent.click(form.getByRole('button', { name: /Team$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Team' }));
    await userEvent.click(
      form.getByRole('switch', { name: 'Do you want to select a time range?' }),
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Other Information' }), 'Side door');
    await userEvent.click(form.getByRole('button', { name: 'Schedule Job' }));
    const toast = await screen.findByRole(
      'alertdialog',
      { name: /Couldn't schedule the job/ },
      slow,
    );
    await expect(toast).toHaveTextContent('The schedule is being updated. Try again in a minute.');
    await expect(dialog).toBeInTheDocument();
    await expect(form.getByRole('button', { name: /Client$/ })).toHaveTextContent(client);
    await expect(form.getByRole('textbox', { name: 'Other Information' })).toHaveValue('Side door');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A `400 VALIDATION_FAILED`: each detail goes under its field. */
export const ServerFieldErrors: Story = {
  parameters: {
    // Dark: Recurring Server Field Errors' filled form, errors under fields, error toast.
    screenshot: { darkAsIn: 'Recurring Server Field Errors' },
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.post('/v1/jobs', () =>
            HttpResponse.json(
              {
                message: 'Some fields are invalid.',
                code: 'VALIDATION_FAILED',
                details: [
                  { field: 'teamId', message: 'This team is inactive' },
                  { field: 'scheduledStartTime', message: "The start must fall on the job's date" },
                ],
              },
              { status: 400 },
            ),
          ),
          ...storyHandlers.jobs,
        ],
      },
    },
  },
  play: async () => {
    const dialog = await sheet();
    const form = within(dialog);
    await pickFirstClient(dialog);
    await waitFor(() => expect(form.getByRole('button', { name: /Address$/ })).toBeEnabled());
    await chooseFrequency(dialog, 'One time');
    await userEvent.click(form.getByRole('button', { name: /Team$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Orange Team' }));
    await typeTime(dialog, 'Start time', '080000');
    await typeTime(dialog, 'End time', '093000');
    await userEvent.click(form.getByRole('button', { name: 'Schedule Job' }));
    await expect(await form.findByText('This team is inactive')).toBeVisible();
    await expect(form.getByText("The start must fall on the job's date")).toBeVisible();
    const toast = await screen.findByRole(
      'alertdialog',
      { name: /Couldn't schedule the job/ },
      slow,
    );
    await expect(toast).toHaveTextContent('Please check the highlighted fields.');
  },
};

/** "Edit Job": the stored job, its times on the organisation's clock, and "Cancel this Job". */
export const EditJob: Story = {
  loaders: [loadTimedJob],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  play: async ({ loaded }) => {
    const { job } = loaded as Awaited<ReturnType<typeof loadTimedJob>>;
    const dialog = await sheet();
    const form = within(dialog);
    await expect(form.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
    const client = await form.findByRole('button', { name: /Client$/ });
    await expect(client).toHaveTextContent(`${job.client.firstName} ${job.client.lastName}`);
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Address$/ })).toHaveTextContent(
        `${job.address.street}, ${job.address.city}`,
      ),
    );
    await expect(form.getByRole('button', { name: /Team$/ })).toHaveTextContent(job.team.name);
    await expect(
      form.getByRole('switch', { name: 'Do you want to select a time range?' }),
    ).toBeChecked();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel this Job' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Delete job' })).toBeVisible();
    // A saved one-time job stays one: a series is started as a new job.
    await expect(form.getByRole('button', { name: /Frequency$/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: /Frequency$/ })).toHaveTextContent('One time');
  },
};

/** Changing the client clears the address (and brings the new client's default). */
export const ChangeClient: Story = {
  loaders: [loadTimedJob],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  play: async ({ loaded }) => {
    const { job } = loaded as Awaited<ReturnType<typeof loadTimedJob>>;
    const dialog = await sheet();
    const form = within(dialog);
    const address = await form.findByRole('button', { name: /Address$/ });
    await waitFor(() => expect(address).toHaveTextContent(job.address.street));
    await userEvent.click(form.getByRole('button', { name: 'Clear client' }));
    await expect(form.getByRole('button', { name: /Client$/ })).toHaveTextContent(
      'Select a client',
    );
    await expect(address).toHaveTextContent('Select a client first');
    await expect(address).toBeDisabled();
  },
};

/** "Cancel this Job" asks why: the reason is required. */
export const CancelJobAsksWhy: Story = {
  loaders: [loadTimedJob],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  play: async () => {
    const dialog = await sheet();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel this Job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    const reason = within(confirm).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel job' }));
    await expect(await within(confirm).findByText('A reason is required')).toBeVisible();
  },
};

/** With a reason, the job is cancelled and the sheet closes. */
export const CancelJob: Story = {
  loaders: [loadTimedJob],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  // Dark: Create Job's success toast, the sheet closed; another message.
  parameters: { screenshot: { darkAsIn: 'Create Job' } },
  play: async ({ args }) => {
    const dialog = await sheet();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel this Job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    const reason = within(confirm).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('The client is travelling this week.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel job' }));
    const toast = await screen.findByRole('alertdialog', { name: /Job cancelled/ }, slow);
    await expect(toast).toHaveTextContent('The job was cancelled.');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), slow);
  },
};

/** Escape or Cancel with unsaved changes asks before throwing them away. */
export const UnsavedChanges: Story = {
  play: async ({ args }) => {
    const dialog = await sheet();
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: 'Other Information' }), 'Bring ladder');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(form.getByRole('textbox', { name: 'Other Information' })).toHaveValue(
      'Bring ladder',
    );
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    ).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The job is still on its way: a skeleton in the sheet. */
export const Loading: Story = {
  args: { jobId: '00000000-0000-4000-8000-000000000001' },
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.get('/v1/jobs/:id', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
          ...storyHandlers.jobs,
        ],
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The job could not be loaded: what happened, a retry, and a way out. */
export const LoadFailed: Story = {
  args: { jobId: '00000000-0000-4000-8000-000000000001' },
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        jobs: [
          http.get('/v1/jobs/:id', () =>
            HttpResponse.json(
              { message: 'The server is restarting. Please try again.', code: 'INTERNAL' },
              { status: 503 },
            ),
          ),
          ...storyHandlers.jobs,
        ],
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const form = within(dialog);
    await expect(
      await form.findByRole('heading', { name: "Couldn't load this job" }),
    ).toBeVisible();
    await expect(form.getByText('The server is restarting. Please try again.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A new recurring job: the picked client's preferred frequency and day come with them; an end
 * after a number of visits; "Schedule Job" starts the series (`POST /job-series`, wall-clock
 * times, the date as its first day) and says "Job saved".
 */
export const CreateRecurringJob: Story = {
  loaders: [loadRegularClient],
  parameters: {
    msw: { handlers: withGroup('jobSeries', watch('post', '/v1/job-series')) },
    // Dark: Create Job's success toast, the sheet closed.
    screenshot: { darkAsIn: 'Create Job' },
  },
  play: async ({ args, loaded, step }) => {
    const { client } = loaded as Awaited<ReturnType<typeof loadRegularClient>>;
    const frequency = client.preferredFrequency as keyof typeof frequencyLabel;
    const dialog = await sheet();
    const form = within(dialog);
    await step('the client brings their frequency and day', async () => {
      await userEvent.click(form.getByRole('button', { name: /Client$/ }));
      await userEvent.type(
        await screen.findByRole('searchbox', { name: /Search clients/ }),
        client.firstName,
      );
      await userEvent.click(
        await screen.findByRole('option', {
          name: new RegExp(`${client.firstName} ${client.lastName}`),
        }),
      );
      await expect(form.getByRole('button', { name: /Frequency$/ })).toHaveTextContent(
        frequencyLabel[frequency],
      );
      await expect(form.getByRole('button', { name: /Preferred day$/ })).toHaveTextContent(
        dayLabel(client.preferredDay!),
      );
      await expect(form.getByText('The day of the first visit.')).toBeVisible();
      // The server lays out the dates.
      const dates = await form.findByRole('list', { name: 'Next visits' }, slow);
      await waitFor(() => expect(within(dates).getAllByRole('listitem')).toHaveLength(5), slow);
    });
    await step('a team, a time range and four visits', async () => {
      await userEvent.click(form.getByRole('button', { name: /Team$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Green Team' }));
      await typeTime(dialog, 'Start time', '130000');
      await typeTime(dialog, 'End time', '150000');
      await userEvent.click(form.getByRole('radio', { name: 'After N visits' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Number of visits' }), '4');
      await userEvent.tab();
      await expect(await form.findByText(/, from November 18, 2026, 4 visits$/)).toBeVisible();
    });
    await step('saved as a series', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Schedule Job' }));
      const toast = await screen.findByRole('alertdialog', { name: /Job saved/ }, slow);
      await expect(toast).toHaveTextContent('Job created successfully');
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), slow);
      const body = sent.at(-1)?.body as JobSeriesInput;
      await expect(body).toMatchObject({
        clientId: client.id,
        frequency,
        preferredDay: client.preferredDay,
        startDate: '2026-11-18',
        startTime: '13:00:00',
        endTime: '15:00:00',
        endDate: null,
        visitCount: 4,
      });
    });
  },
};

/** The server refuses the series: its details land on the date and the day. */
export const RecurringServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: withGroup(
        'jobSeries',
        http.post('/v1/job-series', () =>
          HttpResponse.json(
            {
              message: 'Some fields are invalid.',
              code: 'VALIDATION_FAILED',
              details: [
                { field: 'startDate', message: 'The series cannot start before 1900' },
                { field: 'preferredDay', message: 'Choose the day of the week' },
              ],
            },
            { status: 400 },
          ),
        ),
      ),
    },
  },
  play: async () => {
    const dialog = await sheet();
    const form = within(dialog);
    await pickFirstClient(dialog);
    await waitFor(() => expect(form.getByRole('button', { name: /Address$/ })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: /Team$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Team' }));
    await userEvent.click(
      form.getByRole('switch', { name: 'Do you want to select a time range?' }),
    );
    await userEvent.click(form.getByRole('button', { name: /Frequency$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    await userEvent.click(form.getByRole('button', { name: 'Schedule Job' }));
    await expect(await form.findByText('The series cannot start before 1900')).toBeVisible();
    await expect(form.getByText('Choose the day of the week')).toBeVisible();
    const toast = await screen.findByRole(
      'alertdialog',
      { name: /Couldn't schedule the job/ },
      slow,
    );
    await expect(toast).toHaveTextContent('Please check the highlighted fields.');
  },
};

/**
 * Editing a visit: the form shows its series' rule; "Save changes" asks which visits, shows what
 * the server says each choice would change, and saves with the scope chosen.
 */
export const EditVisit: Story = {
  loaders: [loadVisit],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  parameters: {
    msw: { handlers: withGroup('jobs', watch('put', '/v1/jobs/:id')) },
    // Dark: Create Job's success toast, the sheet closed; another message.
    screenshot: { darkAsIn: 'Create Job' },
  },
  play: async ({ args, loaded, step }) => {
    const { job } = loaded as Awaited<ReturnType<typeof loadVisit>>;
    const dialog = await sheet();
    const form = within(dialog);
    await step("the series' rule", async () => {
      await expect(await form.findByRole('button', { name: /Frequency$/ })).toHaveTextContent(
        'Weekly',
      );
      // A series belongs to its client.
      await expect(form.getByRole('button', { name: /Client$/ })).toBeDisabled();
      await expect(form.getByRole('button', { name: /Preferred day$/ })).toHaveTextContent(
        'Tuesday',
      );
      await expect(form.getByRole('radio', { name: 'Never' })).toBeChecked();
      await expect(form.getByText('Every week on Tuesday, from November 24, 2026')).toBeVisible();
      const dates = await form.findByRole('list', { name: 'Next visits' }, slow);
      await waitFor(() => expect(dates).toHaveTextContent('Tue, Dec 1, 2026'), slow);
    });
    await step('which visits: all of them', async () => {
      await userEvent.click(form.getByRole('button', { name: /Team$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Green Team' }));
      await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
      const ask = await screen.findByRole('dialog', { name: 'Edit recurring job' });
      const choice = within(ask);
      await expect(choice.getByRole('radio', { name: 'This visit' })).toBeChecked();
      await waitFor(
        () => expect(choice.getByRole('status')).toHaveTextContent('1 visit will change'),
        slow,
      );
      await userEvent.click(choice.getByRole('radio', { name: 'All visits' }));
      await waitFor(
        () => expect(choice.getByRole('status')).toHaveTextContent(/\d+ visits will change/),
        slow,
      );
      await userEvent.click(choice.getByRole('button', { name: 'Save changes' }));
    });
    await step('saved with that scope', async () => {
      const toast = await screen.findByRole('alertdialog', { name: /Job saved/ }, slow);
      await expect(toast).toHaveTextContent('Job updated successfully');
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), slow);
      const put = sent.at(-1)!;
      await expect(new URL(put.url).searchParams.get('scope')).toBe('all');
      await expect(put.url).toContain(job.id);
      // The rule did not change: none is sent.
      await expect(put.body).not.toHaveProperty('recurrence');
    });
  },
};

/** A new rule for a visit: `This visit` cannot take it; from this visit on, the series splits. */
export const EditVisitRule: Story = {
  loaders: [loadVisit],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  play: async () => {
    const dialog = await sheet();
    const form = within(dialog);
    await userEvent.click(await form.findByRole('button', { name: /Frequency$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bi-weekly' }));
    await expect(form.getByText('Every 2 weeks on Tuesday, from December 1, 2026')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const ask = await screen.findByRole('dialog', { name: 'Edit recurring job' });
    const choice = within(ask);
    await expect(choice.getByRole('radio', { name: 'This visit' })).toBeDisabled();
    await expect(choice.getByRole('radio', { name: 'This and following visits' })).toBeChecked();
    await waitFor(
      () => expect(choice.getByRole('status')).toHaveTextContent('The series will be split here'),
      slow,
    );
  },
};

/** "Delete job" on a one-time job: asked once, then gone, with a toast. */
export const DeleteJob: Story = {
  loaders: [loadTimedJob],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  // Dark: Create Job's success toast, the sheet closed; another message.
  parameters: { screenshot: { darkAsIn: 'Create Job' } },
  play: async ({ args }) => {
    const dialog = await sheet();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete job' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this job?' });
    await expect(confirm).toHaveTextContent(
      "The job will be removed from the schedule. This can't be undone.",
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete job' }));
    const toast = await screen.findByRole('alertdialog', { name: /Job deleted/ }, slow);
    await expect(toast).toHaveTextContent('The job was deleted.');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), slow);
  },
};

/** "Delete job" on a visit: which visits, what the server says would go, then gone. */
export const DeleteVisit: Story = {
  loaders: [loadVisit],
  render: (args, { loaded }) => <SheetHarness {...args} jobId={loaded.job.id} />,
  parameters: {
    msw: { handlers: withGroup('jobs', watch('delete', '/v1/jobs/:id')) },
    // Dark: Create Job's success toast, the sheet closed; a longer message.
    screenshot: { darkAsIn: 'Create Job' },
  },
  play: async ({ args }) => {
    const dialog = await sheet();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete job' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete recurring job' });
    const choice = within(ask);
    await userEvent.click(choice.getByRole('radio', { name: 'This and following visits' }));
    await waitFor(
      () => expect(choice.getByRole('status')).toHaveTextContent(/\d+ visits will be deleted/),
      slow,
    );
    await userEvent.click(choice.getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alertdialog', { name: /Job deleted/ }, slow);
    await expect(toast).toHaveTextContent('This visit and the following ones were deleted.');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), slow);
    await expect(new URL(sent.at(-1)!.url).searchParams.get('scope')).toBe('following');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: New Job's empty form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'New Job' } },
  play: async () => {
    const dialog = await sheet();
    const form = within(dialog);
    await expect(form.getByRole('heading', { name: 'Nuevo trabajo' })).toBeVisible();
    await expect(form.getByRole('button', { name: /Dirección$/ })).toHaveTextContent(
      'Selecciona primero un cliente',
    );
    await expect(form.getByRole('button', { name: 'Programar trabajo' })).toBeVisible();
  },
};
