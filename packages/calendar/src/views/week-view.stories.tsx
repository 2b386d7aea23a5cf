import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';

import { layoutWeek } from '../engine/index.ts';
import {
  busyWeekJobs,
  DST_NEW_YORK_DATE,
  DST_SANTIAGO_DATE,
  DST_SANTIAGO_ZONE,
  dstNewYorkJobs,
  dstSantiagoJobs,
  overlappingJobs,
  recurringJobs,
  regularWeekJobs,
  teamColourJobs,
  timelessJobs,
  weekJobs,
} from './fixtures/data-sets.ts';
import { FIXTURE_NOW, FIXTURE_TIME_ZONE, FIXTURE_TODAY } from './fixtures/jobs.ts';
import { WeekView } from './week-view.tsx';

/** The jobs in the gridcell of a day's tab stop. */
const jobsOf = (anchor: HTMLElement) =>
  within(anchor.closest<HTMLElement>('[role="gridcell"]')!)
    .getAllByRole('button')
    .filter((button) => button !== anchor);

/** The app gives the view the height left under the toolbar; the hours scroll inside it. */
const withHeight: Decorator = (Story) => (
  <div style={{ blockSize: '46rem', display: 'flex', flexDirection: 'column' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Calendar/WeekView',
  component: WeekView,
  tags: ['autodocs'],
  decorators: [withHeight],
  args: {
    jobs: regularWeekJobs,
    date: FIXTURE_TODAY,
    timeZone: FIXTURE_TIME_ZONE,
    now: FIXTURE_NOW,
    onSelectJob: fn(),
    onDateChange: fn(),
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
          'Sunday to Saturday, 6:00 to 24:00 at 80 px an hour, jobs placed by the engine ' +
          '(`layoutWeek`): overlapping jobs side by side, none hidden; the band of jobs ' +
          'without time (6 a day, then `+N more`) only when the week has one; a line at the ' +
          'current time. A WAI-ARIA grid with one tab stop: Left/Right between days, Up/Down ' +
          'between the band and the hours, Home/End, PageUp/PageDown for the previous and ' +
          'next week; Tab or Enter goes into a day’s jobs, Escape back to the day.',
      },
    },
  },
} satisfies Meta<typeof WeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HundredJobs: Story = { args: { jobs: weekJobs } };

/**
 * 700 jobs, 100 a day. The grid draws the blocks of the hours in view and around them, a few more
 * each frame, those in view first; the test scrolls from the first hour to the last and checks
 * that every block crossing the view is drawn at each stop, and that each was drawn at some point.
 */
export const BusyWeek: Story = {
  args: { jobs: busyWeekJobs },
  play: async ({ args, canvasElement, step }) => {
    const layout = layoutWeek(args.jobs, {
      timeZone: args.timeZone,
      date: args.date,
      ...(args.now === undefined ? {} : { now: args.now }),
    });
    const blocks = layout.days.flatMap((day) => day.blocks);
    await expect(blocks.length).toBeGreaterThan(600);
    const grid = canvasElement.querySelector<HTMLElement>('[role="grid"]')!;
    const body = grid.querySelector<HTMLElement>(':scope > [role="rowgroup"]:last-of-type')!;
    const drawnIds = () =>
      new Set(
        [...body.querySelectorAll<HTMLElement>('[data-job-id]')].map(
          (card) => card.dataset['jobId'] ?? '',
        ),
      );
    const seen = new Set<string>();
    const stops: number[] = [];
    for (let top = 0; top < layout.height; top += body.clientHeight / 2) stops.push(top);
    stops.push(layout.height);
    await step(`scroll through the day in ${stops.length} stops`, async () => {
      for (const stop of stops) {
        body.scrollTop = stop;
        const from = body.scrollTop;
        const to = from + body.clientHeight;
        const inView = blocks.filter((block) => block.top < to && block.top + block.height > from);
        await waitFor(() => {
          const drawn = drawnIds();
          const missing = inView.filter((block) => !drawn.has(block.key));
          expect(missing.map((block) => block.key)).toEqual([]);
        });
        for (const id of drawnIds()) seen.add(id);
      }
    });
    await step('every block was drawn, and no other job', async () => {
      await expect([...seen].sort()).toEqual(blocks.map((block) => block.key).sort());
    });
    await step('back at the first hours for the screenshot', async () => {
      body.scrollTop = 0;
      await waitFor(() => {
        const drawn = drawnIds();
        const inView = blocks.filter((block) => block.top < body.clientHeight);
        expect(inView.every((block) => drawn.has(block.key))).toBe(true);
      });
    });
  },
};

export const HeavyOverlaps: Story = { args: { jobs: overlappingJobs, scrollToHour: 8 } };

export const TimelessJobs: Story = { args: { jobs: timelessJobs } };

export const Empty: Story = { args: { jobs: [] } };

/** Sunday 1 November 2026: New York's clocks go back at 02:00, before the grid starts. */
export const DaylightSavingNewYork: Story = {
  args: { jobs: dstNewYorkJobs, date: DST_NEW_YORK_DATE },
};

/**
 * Saturday 4 April 2026 in Santiago: 23:00 to 24:00 happens twice. A job of the first pass and
 * one of the second share those pixels, side by side.
 */
export const DaylightSavingSantiago: Story = {
  args: {
    jobs: dstSantiagoJobs,
    date: DST_SANTIAGO_DATE,
    timeZone: DST_SANTIAGO_ZONE,
    now: undefined,
    scrollToHour: 16,
  },
};

/** Until Wednesday 14:30 every job is past: struck through and faded. */
export const PastJobs: Story = { args: { jobs: weekJobs.slice(0, 60) } };

export const TeamColours: Story = { args: { jobs: teamColourJobs } };

/**
 * The week after today: Thursday's skipped visit and Friday's cancelled job are struck through
 * and say so; the band holds an untimed recurring visit.
 */
export const RecurringAndSkipped: Story = {
  args: { jobs: recurringJobs, date: Temporal.PlainDate.from('2026-11-26') },
  play: async ({ canvas }) => {
    const skipped = canvas.getByRole('button', {
      name: /^Olivia Lee, .*, Skipped, .*Recurring visit$/,
    });
    await expect(getComputedStyle(within(skipped).getByText('Olivia Lee')).textDecorationLine).toBe(
      'line-through',
    );
    const cancelled = canvas.getByRole('button', { name: /^Noah Tanaka, .*Cancelled/ });
    await expect(cancelled.querySelector('span')).toHaveStyle({
      textDecorationLine: 'line-through',
    });
    await expect(
      canvas.getByRole('button', { name: /^Ethan Dubois, .*Recurring visit$/ }),
    ).toBeVisible();
  },
};

export const Portuguese: Story = {
  args: { locale: 'pt-BR', jobs: timelessJobs, labels: { jobsWithoutTime: 'Sem horário' } },
};

export const MoreJobsInTheBand: Story = {
  args: { jobs: timelessJobs },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '+4 more' }));
    const popover = await screen.findByRole('dialog', { name: 'More jobs for this day (4)' });
    const jobs = within(popover).getAllByRole('button');
    await expect(jobs).toHaveLength(4);
    await userEvent.click(jobs[3]!);
    await expect(args.onSelectJob).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  args: { jobs: timelessJobs },
  render: function Render(args) {
    const [date, setDate] = useState(args.date);
    return (
      <WeekView
        {...args}
        date={date}
        onDateChange={(next) => {
          args.onDateChange?.(next);
          setDate(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, step }) => {
    // Each day has two tab stops: in the band of jobs without time, and in the hours.
    const hoursOf = (day: RegExp) =>
      canvas.getByRole('button', { name: new RegExp(`${day.source}, (No jobs|\\d+ jobs?)$`) });
    const bandOf = (day: RegExp) =>
      canvas.getByRole('button', { name: new RegExp(`${day.source}, Jobs without defined time`) });
    await step('one tab stop: today, in the hours', async () => {
      await userEvent.tab();
      await expect(hoursOf(/^Wednesday, November 18, 2026/)).toHaveFocus();
    });
    await step('Left and Right move between days, Up and Down between band and hours', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(hoursOf(/^Friday, November 20, 2026/)).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(bandOf(/^Friday, November 20, 2026/)).toHaveFocus();
    });
    await step('Tab goes through the day’s jobs in order', async () => {
      await userEvent.tab();
      await expect(jobsOf(bandOf(/^Friday, November 20, 2026/))[0]).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(bandOf(/^Friday, November 20, 2026/)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(jobsOf(hoursOf(/^Friday, November 20, 2026/))[0]).toHaveFocus();
      await userEvent.keyboard('{Escape}');
    });
    await step('Home and End go to Sunday and Saturday', async () => {
      await userEvent.keyboard('{Home}');
      await expect(hoursOf(/^Sunday, November 15, 2026/)).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(hoursOf(/^Saturday, November 21, 2026/)).toHaveFocus();
    });
    await step('PageDown shows the next week, and past Saturday comes Sunday', async () => {
      await userEvent.keyboard('{PageDown}');
      await expect(args.onDateChange).toHaveBeenLastCalledWith(
        Temporal.PlainDate.from('2026-11-28'),
      );
      await waitFor(() => expect(hoursOf(/^Saturday, November 28, 2026/)).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(hoursOf(/^Sunday, November 29, 2026/)).toHaveFocus());
      await expect(canvas.getByRole('grid')).toHaveAccessibleName(/Nov\s–\sDec\s2026/);
    });
  },
};

export const SelectJob: Story = {
  play: async ({ args, canvas }) => {
    const [first] = jobsOf(
      canvas.getByRole('button', { name: /^Thursday, November 19, 2026, (\d+ jobs?)$/ }),
    );
    await userEvent.click(first!);
    await expect(args.onSelectJob).toHaveBeenLastCalledWith(
      expect.objectContaining({ date: '2026-11-19' }),
    );
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectJob).toHaveBeenCalledTimes(2);
  },
};
