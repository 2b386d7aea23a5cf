import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tokenStore } from '../../../lib/api.ts';
import { createQueryClient } from '../../../app/query-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { allLanguages } from '../../../testing/all-languages.ts';
import type { JobInput } from './api/create-job.ts';
import type { SeriesChangePreview, SeriesChangeRequest } from './api/preview-series-change.ts';
import { SeriesScopeDialog, type SeriesScopeDialogProps } from './series-scope-dialog.tsx';

function Providers({ locale, children }: { locale: string; children: ReactNode }) {
  const [i18n] = useState(() => initI18n(locale, { resources: allLanguages }));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({
      ...client.getDefaultOptions(),
      queries: { ...client.getDefaultOptions().queries, retry: false },
    });
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, { globals }) => {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  return (
    <Providers key={locale} locale={locale}>
      <Story />
    </Providers>
  );
};

const JOB_ID = 'd2c1b0a9-8f7e-4d6c-b5a4-392817160504';

/** The visit as `PUT /jobs/{id}` takes it; the rule only where the dialog's caller adds it. */
const visitBody: JobInput = {
  status: 'SCHEDULED',
  date: '2026-12-15',
  scheduledStartTime: '2026-12-15T10:00:00-05:00',
  scheduledEndTime: '2026-12-15T12:30:00-05:00',
  chargeAmount: '145.00',
  chargeBy: 'FIXED',
  jobTypeId: '8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6',
  clientId: '2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63',
  addressId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  teamId: '5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e',
};

const newRule = {
  frequency: 'WEEKLY',
  preferredDay: 'TUESDAY',
  endDate: null,
  visitCount: null,
} as const;

/** The previews the stories' server was asked for, newest last. */
const asked: SeriesChangeRequest[] = [];

/** `POST /jobs/{id}/series-change-preview` answering per scope, as the server computes it. */
const previews = (answer: (request: SeriesChangeRequest) => SeriesChangePreview) => ({
  jobs: [
    http.post('/v1/jobs/:id/series-change-preview', async ({ request }) => {
      const body = (await request.json()) as SeriesChangeRequest;
      asked.push(body);
      return HttpResponse.json(answer(body));
    }),
  ],
});

const nothing = {
  split: false,
  changed: 0,
  created: 0,
  removed: 0,
  untouched: 0,
  keptOverrides: [],
  seriesEndDate: null,
} satisfies Partial<SeriesChangePreview>;

/** A change of team and time: visits with their own team keep it. */
const keepsOverrides = ({ action, scope }: SeriesChangeRequest): SeriesChangePreview =>
  scope === 'this'
    ? { ...nothing, action, scope, changed: 1 }
    : {
        ...nothing,
        action,
        scope,
        changed: scope === 'all' ? 12 : 7,
        untouched: scope === 'all' ? 3 : 0,
        keptOverrides: [
          { jobId: 'a', date: '2026-12-29', fields: ['teamId'] },
          { jobId: 'b', date: '2027-01-12', fields: ['scheduledStartTime', 'scheduledEndTime'] },
        ],
      };

/**
 * "Edit recurring job" and "Delete recurring job" (`SeriesScopeDialog`): which visits a change of
 * a visit is for, and what the server says it would do (`POST /jobs/{id}/series-change-preview`,
 * here answered by the story) before the change is made.
 */
const meta = {
  title: 'Web/Schedule/Job form/Recurring job dialogs',
  component: SeriesScopeDialog,
  tags: ['autodocs'],
  decorators: [withProviders],
  beforeEach: () => {
    asked.length = 0;
    // Signed out: a session left in the cookies by a screen story belongs to its pinned day,
    // and the client would try to refresh it first.
    tokenStore.clear();
  },
  args: {
    action: 'UPDATE',
    jobId: JOB_ID,
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    isPending: false,
    jobFor: (scope) => (scope === 'this' ? visitBody : { ...visitBody }),
  },
  parameters: { msw: { handlers: previews(keepsOverrides) } },
} satisfies Meta<typeof SeriesScopeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name });
}

/**
 * A change of the visit alone or of the series: `This visit` by default; `All visits` shows the
 * server's count and the visits keeping their own changes; Save changes saves with that scope.
 */
export const EditKeepsOverrides: Story = {
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('Edit recurring job');
    const body = within(dialog);
    await step('this visit, by default', async () => {
      await expect(body.getByRole('radio', { name: 'This visit' })).toBeChecked();
      await waitFor(() =>
        expect(body.getByRole('status')).toHaveTextContent('1 visit will change'),
      );
      await expect(asked.at(-1)).toEqual({ action: 'UPDATE', scope: 'this', job: visitBody });
    });
    await step('all visits: what the server says, then save', async () => {
      await userEvent.click(body.getByRole('radio', { name: 'All visits' }));
      const status = body.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('12 visits will change'));
      await expect(status).toHaveTextContent(
        '2 visits keep their own changes: Dec 29 (team) and Jan 12 (time)',
      );
      await expect(status).toHaveTextContent(
        '3 visits stay as they are: started, done, cancelled or past',
      );
      await userEvent.click(body.getByRole('button', { name: 'Save changes' }));
      await expect(args.onConfirm).toHaveBeenCalledWith('all');
    });
  },
};

/**
 * A new rule: `This visit` cannot take it (disabled, with why), so `This and following visits`
 * is chosen; the server splits the series here, adds and removes visits.
 */
export const EditSplits: Story = {
  args: {
    isRuleChanged: true,
    jobFor: (scope) => (scope === 'this' ? visitBody : { ...visitBody, recurrence: newRule }),
  },
  parameters: {
    msw: {
      handlers: previews(({ action, scope }) =>
        scope === 'following'
          ? {
              ...nothing,
              action,
              scope,
              split: true,
              changed: 1,
              created: 14,
              removed: 6,
              seriesEndDate: '2026-12-14',
            }
          : { ...nothing, action, scope, changed: 6, created: 14, removed: 6 },
      ),
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Edit recurring job');
    const body = within(dialog);
    await expect(body.getByRole('radio', { name: 'This visit' })).toBeDisabled();
    await expect(
      body.getByText(
        'The rule was changed: a new rule applies to this and the following visits, or to all of them.',
      ),
    ).toBeVisible();
    await expect(body.getByRole('radio', { name: 'This and following visits' })).toBeChecked();
    const status = body.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('The series will be split here'));
    await expect(status).toHaveTextContent('14 visits will be added');
    await expect(status).toHaveTextContent('6 visits will be removed');
    await expect(status).toHaveTextContent(
      'The earlier visits stay in the current series, which ends on December 14, 2026',
    );
    await expect(asked.at(-1)).toEqual({
      action: 'UPDATE',
      scope: 'following',
      job: { ...visitBody, recurrence: newRule },
    });
  },
};

/** "Delete recurring job": the following visits go, and the series ends the day before. */
export const Delete: Story = {
  args: { action: 'DELETE', jobFor: undefined },
  parameters: {
    msw: {
      handlers: previews(({ action, scope }) =>
        scope === 'this'
          ? { ...nothing, action, scope, removed: 1 }
          : {
              ...nothing,
              action,
              scope,
              removed: scope === 'all' ? 24 : 9,
              untouched: scope === 'all' ? 2 : 0,
              seriesEndDate: scope === 'following' ? '2026-12-14' : '2026-11-18',
            },
      ),
    },
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Delete recurring job');
    const body = within(dialog);
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent('1 visit will be deleted'),
    );
    await userEvent.click(body.getByRole('radio', { name: 'This and following visits' }));
    const status = body.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('9 visits will be deleted'));
    await expect(status).toHaveTextContent('The series will end on December 14, 2026');
    await expect(asked.at(-1)).toEqual({ action: 'DELETE', scope: 'following' });
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('following');
  },
};

/** While the server works out the change, the confirm button waits and a live region says so. */
export const Checking: Story = {
  parameters: {
    msw: {
      handlers: {
        jobs: [http.post('/v1/jobs/:id/series-change-preview', () => delay('infinite'))],
      },
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Edit recurring job');
    const body = within(dialog);
    await expect(body.getByRole('status')).toHaveTextContent('Checking what will change…');
    await expect(body.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    // Focus is trapped in the dialog: Tab goes round its own controls.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** The server refuses the change: its words, a retry, and the choice stays open. */
export const PreviewRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        jobs: [
          http.post('/v1/jobs/:id/series-change-preview', () =>
            HttpResponse.json(
              {
                message: 'A job cannot move from COMPLETED to SCHEDULED.',
                code: 'CONFLICT',
                details: [
                  { field: 'status', message: 'A job cannot move from COMPLETED to SCHEDULED.' },
                ],
              },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Edit recurring job');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      "Couldn't check what this will change. A job cannot move from COMPLETED to SCHEDULED.",
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { action: 'DELETE', jobFor: undefined } satisfies Partial<SeriesScopeDialogProps>,
  parameters: {
    msw: {
      handlers: previews(({ action, scope }) => ({
        ...nothing,
        action,
        scope,
        removed: 1,
      })),
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Eliminar trabajo recurrente');
    const body = within(dialog);
    await expect(body.getByRole('radio', { name: 'Esta visita' })).toBeChecked();
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent('Se eliminará 1 visita'),
    );
    await expect(body.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  },
};
