import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from '@spotless/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { parseDate } from '@internationalized/date';
import { tokenStore } from '../../../lib/api.ts';
import { createQueryClient } from '../../../app/query-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { allLanguages } from '../../../testing/all-languages.ts';
import type { RecurrencePreview, RecurrencePreviewRequest } from './api/preview-series.ts';
import { FrequencyFields } from './frequency-section.tsx';
import { emptyJobValues, jobFormSchema, type JobFormValues } from './job-form-values.ts';

/** The i18n and query cache the section reads, fresh per story (no retries: errors show at once). */
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

interface FrequencyStoryProps {
  /** The form's values on top of a new job's on Tuesday 1 December 2026. */
  values?: Partial<JobFormValues>;
}

/** The frequency fields in a form of their own, as the job form holds them. */
function FrequencyStory({ values }: FrequencyStoryProps) {
  const { t } = useTranslation();
  const form = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema(t)),
    mode: 'onBlur',
    defaultValues: { ...emptyJobValues({ date: '2026-12-01' }), ...values },
  });
  return (
    <Form aria-label={t('jobForm.newTitle')} style={{ maxInlineSize: '28rem' }}>
      <FrequencyFields form={form} readOnly={false} />
    </Form>
  );
}

/** The drafts the stories' server was asked about, newest last. */
const asked: RecurrencePreviewRequest[] = [];

/** `POST /job-series/preview` answering `answer` for every draft (the server lays the dates). */
const previewAnswers = (answer: (draft: RecurrencePreviewRequest) => RecurrencePreview) => ({
  jobSeries: [
    http.post('/v1/job-series/preview', async ({ request }) => {
      const draft = (await request.json()) as RecurrencePreviewRequest;
      asked.push(draft);
      return HttpResponse.json(answer(draft));
    }),
  ],
});

const weeklyOnTuesdays: RecurrencePreview = {
  dates: ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'],
  total: null,
};

/**
 * The job form's frequency section (`FrequencyFields`): `Frequency`, the `Preferred day` where
 * the frequency needs one, the end (`Never`, `On date`, `After N visits`), the rule in a sentence
 * and the next five dates, which the server lays out (`POST /job-series/preview`, here answered by
 * the story).
 */
const meta = {
  title: 'Web/Schedule/Job form/Frequency',
  component: FrequencyStory,
  tags: ['autodocs'],
  decorators: [withProviders],
  beforeEach: () => {
    asked.length = 0;
    // Signed out: a session left in the cookies by a screen story belongs to its pinned day,
    // and the client would try to refresh it first.
    tokenStore.clear();
  },
  parameters: { msw: { handlers: previewAnswers(() => weeklyOnTuesdays) } },
} satisfies Meta<typeof FrequencyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dates list, once the server's answer is on screen. */
async function nextVisits(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: /Next visits|Próximas visitas/ });
}

/** A plain job: `One time`, nothing else to set, nothing asked of the server. */
export const OneTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frequency = canvas.getByRole('button', { name: /Frequency$/ });
    await expect(frequency).toBeEnabled();
    await expect(frequency).toHaveTextContent('One time');
    await expect(canvas.queryByRole('radiogroup', { name: 'Ends' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(asked).toEqual([]);
  },
};

/**
 * Choosing `Bi-weekly`: the day of the date (a Tuesday) until another is chosen, the sentence,
 * and the server's next five dates; then another day, asked again once the choice settles.
 */
export const Weekly: Story = {
  parameters: {
    msw: {
      handlers: previewAnswers(({ preferredDay }) =>
        preferredDay === 'THURSDAY'
          ? {
              dates: ['2026-12-03', '2026-12-17', '2026-12-31', '2027-01-14', '2027-01-28'],
              total: null,
            }
          : {
              dates: ['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-12', '2027-01-26'],
              total: null,
            },
      ),
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Bi-weekly on the weekday of the date', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Frequency$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Bi-weekly' }));
      await expect(canvas.getByRole('button', { name: /Preferred day$/ })).toHaveTextContent(
        'Tuesday',
      );
      await expect(canvas.getByRole('radio', { name: 'Never' })).toBeChecked();
      await expect(
        canvas.getByText('Every 2 weeks on Tuesday, from December 1, 2026'),
      ).toBeVisible();
      const dates = await nextVisits(canvasElement);
      await waitFor(() => expect(within(dates).getAllByRole('listitem')).toHaveLength(5));
      await expect(dates).toHaveTextContent('Tue, Dec 15, 2026');
      await expect(asked.at(-1)).toEqual({
        frequency: 'BI_WEEKLY',
        preferredDay: 'TUESDAY',
        startDate: '2026-12-01',
        endDate: null,
        visitCount: null,
        count: 5,
      });
    });
    await step('another day: the sentence at once, the dates from the server', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Preferred day$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Thursday' }));
      await expect(
        canvas.getByText('Every 2 weeks on Thursday, from December 1, 2026'),
      ).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('list')).toHaveTextContent('Thu, Dec 3, 2026'));
      await expect(canvas.getByRole('status')).toHaveTextContent('');
      await expect(asked.at(-1)).toMatchObject({ preferredDay: 'THURSDAY' });
    });
  },
};

/** Monthly from the 31st: shorter months take their last day, as the server lays them out. */
export const MonthlyOnThe31st: Story = {
  args: { values: { date: parseDate('2026-12-31'), frequency: 'MONTHLY' } },
  parameters: {
    // Dark: Weekly's frequency, ends and next visits, without the preferred day.
    screenshot: { darkAsIn: 'Weekly' },
    msw: {
      handlers: previewAnswers(() => ({
        dates: ['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
        total: null,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Every month on the 31st (the last day in shorter months), from December 31, 2026',
      ),
    ).toBeVisible();
    // Monthly needs no day of the week.
    await expect(canvas.queryByRole('button', { name: /Preferred day$/ })).not.toBeInTheDocument();
    const dates = await nextVisits(canvasElement);
    await expect(dates).toHaveTextContent('Sun, Feb 28, 2027');
    await expect(dates).toHaveTextContent('Fri, Apr 30, 2027');
  },
};

/** `After N visits`: the count in the sentence, and how many visits the rule gives in all. */
export const AfterTenVisits: Story = {
  args: { values: { frequency: 'BI_WEEKLY' } },
  parameters: {
    msw: {
      handlers: previewAnswers(({ visitCount }) => ({
        dates: ['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-12', '2027-01-26'],
        total: visitCount ?? null,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'After N visits' }));
    const count = canvas.getByRole('textbox', { name: 'Number of visits' });
    await userEvent.type(count, '10');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Every 2 weeks on Tuesday, from December 1, 2026, 10 visits'),
    ).toBeVisible();
    await expect(await canvas.findByText('10 visits in all')).toBeVisible();
    await expect(asked.at(-1)).toMatchObject({ visitCount: 10, endDate: null });
    // The contract's range: the field keeps the count from 1 to 1000.
    await userEvent.clear(count);
    await userEvent.type(count, '5000');
    await userEvent.tab();
    await expect(count).toHaveValue('1,000');
    await expect(await canvas.findByText('1,000 visits in all')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
  },
};

/** `On date`: the end date in the sentence (`…, until March 30, 2027`). */
export const UntilADate: Story = {
  args: {
    values: {
      frequency: 'BI_WEEKLY',
      seriesEnd: 'onDate',
      endDate: parseDate('2027-03-30'),
    },
  },
  parameters: {
    msw: {
      handlers: previewAnswers(() => ({
        dates: ['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-12', '2027-01-26'],
        total: 9,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'On date' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'End date' })).toBeVisible();
    await expect(
      canvas.getByText('Every 2 weeks on Tuesday, from December 1, 2026, until March 30, 2027'),
    ).toBeVisible();
    await expect(await canvas.findByText('9 visits in all')).toBeVisible();
    await expect(asked.at(-1)).toMatchObject({ endDate: '2027-03-30', visitCount: null });
  },
};

/** While the server lays out the dates, a live region says so. */
export const PreviewLoading: Story = {
  args: { values: { frequency: 'WEEKLY' } },
  parameters: {
    msw: {
      handlers: {
        jobSeries: [http.post('/v1/job-series/preview', () => delay('infinite'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the next visits…');
    await expect(canvas.getByText('Every week on Tuesday, from December 1, 2026')).toBeVisible();
  },
};

/** The server refused the draft or failed: its words, and a way to ask again. */
export const PreviewFailed: Story = {
  args: { values: { frequency: 'WEEKLY' } },
  parameters: {
    msw: {
      handlers: {
        jobSeries: [
          http.post('/v1/job-series/preview', () =>
            HttpResponse.json(
              { message: 'The server had a problem. Please try again.', code: 'INTERNAL' },
              { status: 500 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      "Couldn't load the next visits. The server had a problem. Please try again.",
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // The rule is still told: the sentence needs no server.
    await expect(canvas.getByText('Every week on Tuesday, from December 1, 2026')).toBeVisible();
  },
};

/** In Portuguese: the day's article agrees with it ("aos sábados"), dates in Brazilian words. */
export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  args: {
    values: {
      frequency: 'LAST_OF_MONTH',
      preferredDay: 'SATURDAY',
      seriesEnd: 'afterVisits',
      visitCount: 6,
    },
  },
  parameters: {
    // Dark: After Ten Visits' fields, count and next visits, in Portuguese.
    screenshot: { darkAsIn: 'After Ten Visits' },
    msw: {
      handlers: previewAnswers(() => ({
        dates: ['2026-12-26', '2027-01-30', '2027-02-27', '2027-03-27', '2027-04-24'],
        total: 6,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Frequência$/ })).toHaveTextContent(
      'Último do mês',
    );
    await expect(
      canvas.getByText('Todo mês, no último sábado, a partir de 1 de dezembro de 2026, 6 visitas'),
    ).toBeVisible();
    const dates = await nextVisits(canvasElement);
    await expect(dates).toHaveTextContent('sáb., 26 de dez. de 2026');
  },
};
