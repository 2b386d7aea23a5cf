import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from '../engine/temporal.ts';

import { AgendaView } from './agenda-view.tsx';
import {
  agendaJobs,
  busyDayJobs,
  monthJobs,
  recurringJobs,
  teamColourJobs,
  weekJobs,
} from './fixtures/data-sets.ts';
import { FIXTURE_NOW, FIXTURE_TIME_ZONE, FIXTURE_TODAY } from './fixtures/jobs.ts';

const meta = {
  title: 'Calendar/AgendaView',
  component: AgendaView,
  tags: ['autodocs'],
  args: {
    jobs: agendaJobs,
    date: FIXTURE_TODAY,
    timeZone: FIXTURE_TIME_ZONE,
    now: FIXTURE_NOW,
    onSelectJob: fn(),
  },
  argTypes: {
    jobs: { control: false },
    date: { control: false },
    now: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The 30 days from `date`, one section per day that has jobs, headed by the day, month ' +
          'and weekday; today highlighted. Every job is a button in the tab order; ArrowUp and ' +
          'ArrowDown also move between them.',
      },
    },
  },
} satisfies Meta<typeof AgendaView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { jobs: [] } };

/**
 * The period's jobs have not arrived yet (the schedule's first load): neither jobs nor the
 * `No events found` message, which would be wrong until they do; the list says it is busy.
 */
export const JobsPending: Story = {
  args: { jobs: [], jobsPending: true },
  // A blank area: nothing to compare.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('No events found')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const BusyDay: Story = {
  args: { jobs: busyDayJobs },
  // Dark: the busy day of Select And Arrow Keys, no job focused.
  parameters: { screenshot: { darkAsIn: 'Select And Arrow Keys' } },
};

/** From Sunday 15 November: the first days are past, struck through and faded. */
export const PastJobs: Story = {
  args: { jobs: weekJobs.slice(0, 30), date: Temporal.PlainDate.from('2026-11-15') },
};

/**
 * A weekly plan's visits carry the recurring icon; next week's visit is skipped (struck through,
 * `Skipped`) and Friday's one-off job is cancelled (struck through, `Cancelled`).
 */
export const RecurringAndSkipped: Story = {
  args: { jobs: recurringJobs },
  play: async ({ canvas }) => {
    const skipped = canvas.getByRole('button', {
      name: /^Olivia Lee, 9:00\s–\s11:30\sAM, Blue Team, .*, Skipped, Recurring visit$/,
    });
    await expect(skipped).toHaveTextContent('Skipped');
    const name = within(skipped).getByText('Olivia Lee');
    await expect(getComputedStyle(name).textDecorationLine).toBe('line-through');
    const cancelled = canvas.getByRole('button', { name: /, Cancelled$/ });
    await expect(cancelled.querySelector('span')).toHaveStyle({
      textDecorationLine: 'line-through',
    });
    await expect(canvas.getAllByRole('button', { name: /Recurring visit$/ })).toHaveLength(4);
  },
};

/** At a phone's width the row still has room for the recurring icon, beside the team. */
export const RecurringOnAPhone: Story = {
  args: { jobs: recurringJobs },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '22.5rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const TeamColours: Story = {
  args: { jobs: teamColourJobs, date: Temporal.PlainDate.from('2026-11-17') },
};

export const Spanish: Story = {
  args: {
    locale: 'es',
    jobs: busyDayJobs,
    labels: {
      noTime: 'Sin hora de inicio ni de fin.',
      status: { SCHEDULED: 'Programado', IN_PROGRESS: 'En curso' },
    },
  },
  // Dark: the busy day of Select And Arrow Keys, in Spanish, no job focused.
  parameters: { screenshot: { darkAsIn: 'Select And Arrow Keys' } },
};

export const EmptyInPortuguese: Story = {
  args: {
    locale: 'pt-BR',
    jobs: [],
    labels: {
      noEvents: 'Nenhum evento encontrado',
      noEventsDescription: 'Não há trabalhos agendados para este período.',
    },
  },
  // Dark: Empty's no-events message, in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Empty' } },
};

/**
 * A hundred jobs in a list 30rem tall, as the app gives it the height under the toolbar: the
 * first 20 render at once and the rest as the list scrolls near its end, so a busy month opens
 * without rendering thousands of jobs.
 */
export const LongList: Story = {
  args: { jobs: weekJobs, date: Temporal.PlainDate.from('2026-11-15') },
  // Dark: Past Jobs' faded, struck-through past days, more jobs, in a scrolling list.
  parameters: { screenshot: { darkAsIn: 'Past Jobs' } },
  decorators: [
    (Story) => (
      <div style={{ blockSize: '30rem', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, step }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(20);
    const pageHeight = document.documentElement.scrollHeight;
    // The list scrolls itself (the days are its sections). Only the list is scrolled, never the
    // page or the frame the story runs in, as a reader's wheel or finger would.
    const list = canvas.getAllByRole('region')[0]?.parentElement;
    if (!list) throw new Error('The agenda has no days');
    await step('scrolling to the end renders the rest', async () => {
      // The list grows when an IntersectionObserver sees its end, which the browser reports at a
      // frame, or when a scroll does (the observer once stayed silent: ADR 0003). Should the list
      // ever stay at its first 20 jobs, the error says what the page was doing.
      let frames = 0;
      let counting = true;
      const count = () => {
        frames += 1;
        if (counting) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      const started = performance.now();
      let seen = '';
      try {
        await waitFor(() => {
          list.scrollTop = list.scrollHeight;
          const end = list.lastElementChild?.getBoundingClientRect();
          seen = JSON.stringify({
            jobs: canvas.getAllByRole('button').length,
            ms: Math.round(performance.now() - started),
            frames,
            scrollTop: list.scrollTop,
            scrollHeight: list.scrollHeight,
            clientHeight: list.clientHeight,
            listBottom: Math.round(list.getBoundingClientRect().bottom),
            endTop: end === undefined ? null : Math.round(end.top),
            visibility: document.visibilityState,
          });
          expect(canvas.getAllByRole('button')).toHaveLength(weekJobs.length);
        });
      } catch (error) {
        throw new Error(`The list did not grow to ${weekJobs.length} jobs: ${seen}`, {
          cause: error,
        });
      } finally {
        counting = false;
      }
    });
    await step('the page did not grow with the list', async () => {
      // Nothing in the list is placed outside it (its hidden texts once were, far below).
      await expect(document.documentElement.scrollHeight).toBe(pageHeight);
    });
    await step('the list is back at its top for the screenshot', async () => {
      list.scrollTop = 0;
    });
  },
};

export const LongListObserverSilent: Story = {
  ...LongList,
  // The same list as Long List: its picture adds nothing.
  parameters: { screenshot: { disable: true } },
  // The growing list's observer once stayed silent for seconds in a test run (ADR 0003). With
  // every IntersectionObserver of the page silenced, scrolling to the end must grow it anyway.
  beforeEach: () => {
    const Observer = window.IntersectionObserver;
    window.IntersectionObserver = class extends Observer {
      constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(() => undefined, options);
      }
    };
    return () => {
      window.IntersectionObserver = Observer;
    };
  },
  play: async ({ canvas, step }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(20);
    const list = canvas.getAllByRole('region')[0]?.parentElement;
    if (!list) throw new Error('The agenda has no days');
    await step('scrolling to the end renders the rest, a step a scroll', async () => {
      await waitFor(() => {
        list.scrollTop = list.scrollHeight;
        expect(canvas.getAllByRole('button')).toHaveLength(weekJobs.length);
      });
    });
  },
};

export const SelectAndArrowKeys: Story = {
  args: { jobs: busyDayJobs },
  play: async ({ args, canvas, step }) => {
    const jobs = canvas.getAllByRole('button');
    await expect(jobs).toHaveLength(14);
    await expect(
      canvas.getByRole('heading', { name: 'Thursday, November 19, 2026' }),
    ).toBeVisible();
    await step('a click selects a job', async () => {
      await userEvent.click(jobs[0]!);
      await expect(args.onSelectJob).toHaveBeenLastCalledWith(busyDayJobs[0]);
    });
    await step('ArrowDown and ArrowUp move between jobs, Enter selects', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(jobs[2]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(jobs[1]).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectJob).toHaveBeenLastCalledWith(busyDayJobs[1]);
    });
  },
};

/**
 * Only the double-booked jobs (`onlyDoubleBooked`, the team filter's option): of a busy month's
 * jobs, those that overlap another job of their team that day, each marked.
 */
export const OnlyDoubleBooked: Story = {
  args: { jobs: monthJobs, onlyDoubleBooked: true },
  play: async ({ canvas }) => {
    const jobs = canvas.getAllByRole('button');
    await expect(jobs).toHaveLength(16);
    for (const job of jobs) await expect(job).toHaveAccessibleName(/Double-booked/);
  },
};

/** No job of the 30 days is double-booked: the agenda says so. */
export const OnlyDoubleBookedEmpty: Story = {
  args: { onlyDoubleBooked: true },
  // Dark: Empty's no-events message, saying no job is double-booked.
  parameters: { screenshot: { darkAsIn: 'Empty' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No double-booked jobs in this period.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
