import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from '../engine/temporal.ts';

import { layoutWeek } from '../engine/index.ts';
import {
  busyWeekJobs,
  DST_NEW_YORK_DATE,
  DST_SANTIAGO_DATE,
  DST_SANTIAGO_ZONE,
  dstNewYorkJobs,
  dstSantiagoJobs,
  movableJobs,
  movedJob,
  overlappingJobs,
  recurringJobs,
  regularWeekJobs,
  teamColourJobs,
  timelessJobs,
  weekJobs,
} from './fixtures/data-sets.ts';
import { FIXTURE_NOW, FIXTURE_TIME_ZONE, FIXTURE_TODAY, type FixtureJob } from './fixtures/jobs.ts';
import { mouseDrag, touchDrag } from './fixtures/pointer.ts';
import type { JobMoveTarget } from './view-props.ts';
import { WeekView, type WeekViewProps } from './week-view.tsx';

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
  // Dark: Hundred Jobs' band and side-by-side, double-booked jobs, many more.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
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

export const TimelessJobs: Story = {
  args: { jobs: timelessJobs },
  // Dark: the band and +4 more of More Jobs In The Band, nothing focused.
  parameters: { screenshot: { darkAsIn: 'More Jobs In The Band' } },
};

export const Empty: Story = {
  args: { jobs: [] },
  // Dark: Default's week, today and the current time, without jobs.
  parameters: { screenshot: { darkAsIn: 'Default' } },
};

/** Sunday 1 November 2026: New York's clocks go back at 02:00, before the grid starts. */
export const DaylightSavingNewYork: Story = {
  args: { jobs: dstNewYorkJobs, date: DST_NEW_YORK_DATE },
  // Dark: Hundred Jobs' band and past jobs side by side, in another week.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
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
  // Dark: Hundred Jobs' band and side-by-side jobs, in a week without today.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
};

/** Until Wednesday 14:30 every job is past: struck through and faded. */
export const PastJobs: Story = {
  args: { jobs: weekJobs.slice(0, 60) },
  // Dark: Hundred Jobs' band, past and current jobs, fewer of them.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
};

export const TeamColours: Story = { args: { jobs: teamColourJobs } };

/**
 * The week after today: Thursday's skipped visit and Friday's cancelled job are struck through
 * and say so; the band holds an untimed recurring visit.
 */
export const RecurringAndSkipped: Story = {
  args: { jobs: recurringJobs, date: Temporal.PlainDate.from('2026-11-26') },
  // Dark: More Jobs In The Band's band and struck-through jobs, next week.
  parameters: { screenshot: { darkAsIn: 'More Jobs In The Band' } },
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
  // Dark: More Jobs In The Band's band, in Portuguese, nothing focused.
  parameters: { screenshot: { darkAsIn: 'More Jobs In The Band' } },
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

// ---- moving jobs ---------------------------------------------------------------------------------

/**
 * The app's side of a move: it saves the target at once (an optimistic update), so the job moves
 * in `jobs` and the view draws it there.
 */
function MovingWeek(args: WeekViewProps<FixtureJob>) {
  const [jobs, setJobs] = useState(args.jobs);
  return (
    <WeekView
      {...args}
      jobs={jobs}
      onMoveJob={(job: FixtureJob, target: JobMoveTarget) => {
        args.onMoveJob?.(job, target);
        setJobs((list) => list.map((item) => (item.id === job.id ? movedJob(item, target) : item)));
      }}
    />
  );
}

const movingArgs = {
  jobs: movableJobs,
  scrollToHour: 8,
  onMoveJob: fn(),
  onMoveTargetChange: fn(),
};

const liveRegion = (root: HTMLElement) => root.querySelector<HTMLElement>('[aria-live="polite"]')!;
const ghostOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-move-ghost]');
const cardOf = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-job-id="${id}"]`)!;
const dayColumn = (root: HTMLElement, day: string) =>
  root.querySelector<HTMLElement>(`[data-grid-cell="1:${day}"]`)!;

/** The y of a time of day (minutes) in a day column of the hours. */
const yAt = (column: HTMLElement, minutes: number) =>
  column.getBoundingClientRect().top + ((minutes - 6 * 60) / 60) * 80;

/**
 * Alt+Right moves the focused job a day, Alt+Down a quarter hour: its target is drawn in place
 * (the job stays where it is, outlined) and announced; Enter saves it through `onMoveJob`, without
 * opening the job, and focus follows the job to its new place.
 */
export const KeyboardMove: Story = {
  args: movingArgs,
  // Dark: Select Job's focused job, in the week of movable jobs.
  parameters: { screenshot: { darkAsIn: 'Select Job' } },
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvas, canvasElement, step }) => {
    const olivia = canvas.getByRole('button', { name: /^Olivia Lee, 9:00/ });
    await step('a job that can move says how', async () => {
      await expect(olivia).toHaveAccessibleDescription('Alt+arrow keys move this job');
    });
    await step('Alt+Right, then Alt+Down: the target is shown and announced', async () => {
      olivia.focus();
      await userEvent.keyboard('{Alt>}{ArrowRight}{ArrowDown}{/Alt}');
      await waitFor(() =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          'Moving Olivia Lee to Friday, November 20, 9:15 AM – 11:15 AM. Enter to save, Escape to cancel.',
        ),
      );
      const ghost = ghostOf(canvasElement);
      await expect(ghost).toHaveTextContent('Olivia Lee');
      await expect(ghost).toHaveTextContent('Fri, Nov 20, 9:15 – 11:15 AM');
      await expect(dayColumn(canvasElement, '2026-11-20')).toContainElement(ghost);
      await expect(olivia).toHaveAttribute('data-moving', 'keyboard');
      await expect(args.onMoveTargetChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 'olivia' }),
        { date: '2026-11-20', startMinutes: 555, endMinutes: 675 },
      );
      await expect(args.onMoveJob).not.toHaveBeenCalled();
    });
    await step('Enter saves the move, and does not open the job', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onMoveJob).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 'olivia' }),
        { date: '2026-11-20', startMinutes: 555, endMinutes: 675 },
      );
      await expect(args.onSelectJob).not.toHaveBeenCalled();
      await expect(args.onMoveTargetChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 'olivia' }),
        null,
      );
      await expect(ghostOf(canvasElement)).toBeNull();
    });
    await step('the job is on Friday at 9:15, and keeps focus', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /^Olivia Lee, 9:15/ })).toHaveFocus(),
      );
      await expect(dayColumn(canvasElement, '2026-11-20')).toContainElement(
        cardOf(canvasElement, 'olivia'),
      );
    });
  },
};

/** Escape puts the job back: nothing is saved, the move is announced as cancelled. */
export const KeyboardMoveCancelled: Story = {
  args: movingArgs,
  // Dark: Keyboard Navigation's focused day, in the week of movable jobs.
  parameters: { screenshot: { darkAsIn: 'Keyboard Navigation' } },
  play: async ({ args, canvas, canvasElement }) => {
    const olivia = canvas.getByRole('button', { name: /^Olivia Lee, 9:00/ });
    olivia.focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{ArrowUp}{/Alt}');
    await expect(ghostOf(canvasElement)).toHaveTextContent('Wed, Nov 18, 8:45 – 10:45 AM');
    await userEvent.keyboard('{Escape}');
    await expect(ghostOf(canvasElement)).toBeNull();
    await expect(liveRegion(canvasElement)).toHaveTextContent('Move cancelled.');
    await expect(olivia).toHaveFocus();
    await expect(olivia).not.toHaveAttribute('data-moving');
    await expect(args.onMoveJob).not.toHaveBeenCalled();
    await expect(args.onMoveTargetChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'olivia' }),
      null,
    );
    // The keys move nothing now, and Alt+Up on a job without time does nothing either.
    await userEvent.keyboard('{Escape}');
    await expect(
      canvas.getByRole('button', { name: /^Thursday, November 19, 2026, 2 jobs$/ }),
    ).toHaveFocus();
  },
};

/** The app's warning for the target (`moveWarning`) is shown with it and announced after it. */
export const MoveWarning: Story = {
  args: {
    ...movingArgs,
    moveWarning: 'Blue Team already has a job then: 10:00 AM – 12:00 PM',
  },
  play: async ({ canvasElement }) => {
    cardOf(canvasElement, 'saturday').focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{ArrowLeft}{ArrowDown}{ArrowDown}{/Alt}');
    const ghost = ghostOf(canvasElement);
    await expect(ghost).toHaveTextContent('Thu, Nov 19, 10:30 – 11:30 AM');
    await expect(ghost).toHaveTextContent('Blue Team already has a job then');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      /Enter to save, Escape to cancel\. Blue Team already has a job then/,
    );
  },
};

/**
 * A mouse drag moves a job to another day and time, in quarter hours, its duration kept; the
 * target shows the new day and time while dragging. Escape cancels a drag.
 */
export const DragToAnotherDay: Story = {
  args: movingArgs,
  // Dark: Hundred Jobs' band and side-by-side jobs, fewer, one moved to Friday.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement, step }) => {
    const friday = dayColumn(canvasElement, '2026-11-20');
    const fridayX = () => friday.getBoundingClientRect().left + 20;
    await step('Escape cancels a drag', async () => {
      const olivia = cardOf(canvasElement, 'olivia');
      const box = olivia.getBoundingClientRect();
      await mouseDrag(
        olivia,
        { x: box.left + 10, y: box.top + 10 },
        [{ x: fridayX(), y: box.top + 10 }],
        {
          release: false,
        },
      );
      await expect(ghostOf(canvasElement)).toHaveTextContent('Fri, Nov 20, 9:00 – 11:00 AM');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(ghostOf(canvasElement)).toBeNull());
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      await expect(args.onMoveJob).not.toHaveBeenCalled();
    });
    await step('a drop on Friday at noon saves it', async () => {
      const olivia = cardOf(canvasElement, 'olivia');
      const box = olivia.getBoundingClientRect();
      // Grabbed 10 px (7.5 minutes) below its top: the job starts 7.5 minutes above the pointer.
      await mouseDrag(
        olivia,
        { x: box.left + 10, y: box.top + 10 },
        [{ x: fridayX(), y: yAt(friday, 12 * 60) + 12 }],
        { release: false },
      );
      await expect(ghostOf(canvasElement)).toHaveTextContent('Fri, Nov 20, 12:00 – 2:00 PM');
      await expect(friday).toContainElement(ghostOf(canvasElement));
      document.dispatchEvent(
        new MouseEvent('mouseup', {
          bubbles: true,
          clientX: fridayX(),
          clientY: yAt(friday, 720) + 12,
        }),
      );
      await waitFor(() =>
        expect(args.onMoveJob).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'olivia' }), {
          date: '2026-11-20',
          startMinutes: 720,
          endMinutes: 840,
        }),
      );
      await expect(args.onSelectJob).not.toHaveBeenCalled();
      await waitFor(() => expect(friday).toContainElement(cardOf(canvasElement, 'olivia')));
    });
  },
};

/** The bottom edge of a block changes its end, in quarter hours. */
export const DragTheEnd: Story = {
  args: movingArgs,
  // Dark: Hundred Jobs' band and double-booked jobs, fewer, one made longer.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement }) => {
    const card = cardOf(canvasElement, 'saturday');
    const box = card.getBoundingClientRect();
    // 10:00–11:00, its end dragged 38 px (28.5 minutes) down: 11:30.
    await mouseDrag(card, { x: box.left + 20, y: box.bottom - 2 }, [
      { x: box.left + 20, y: box.bottom + 36 },
    ]);
    await waitFor(() =>
      expect(args.onMoveJob).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'saturday' }), {
        date: '2026-11-21',
        startMinutes: 600,
        endMinutes: 690,
      }),
    );
  },
};

/**
 * A job without time dropped on the hours gets an hour from the quarter under the pointer; a job
 * dropped on the band loses its time.
 */
export const DragBetweenBandAndHours: Story = {
  args: movingArgs,
  // Dark: Hundred Jobs' band and side-by-side jobs, fewer, two moved.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement, step }) => {
    const saturday = dayColumn(canvasElement, '2026-11-21');
    await step('from the band to Saturday at 10:00', async () => {
      const card = cardOf(canvasElement, 'untimed');
      const box = card.getBoundingClientRect();
      const x = saturday.getBoundingClientRect().left + 20;
      await mouseDrag(card, { x: box.left + 10, y: box.top + 10 }, [
        { x, y: yAt(saturday, 10 * 60) + 5 },
      ]);
      await waitFor(() =>
        expect(args.onMoveJob).toHaveBeenLastCalledWith(
          expect.objectContaining({ id: 'untimed' }),
          { date: '2026-11-21', startMinutes: 600, endMinutes: 660 },
        ),
      );
    });
    await step('from the hours to the band, which shows during the drag', async () => {
      const card = cardOf(canvasElement, 'friday');
      const box = card.getBoundingClientRect();
      await mouseDrag(card, { x: box.left + 10, y: box.top + 10 }, [], { release: false });
      const band = canvasElement.querySelector<HTMLElement>('[data-grid-cell="0:2026-11-20"]')!;
      await expect(band).toBeVisible();
      const target = band.getBoundingClientRect();
      await mouseDrag(
        card,
        { x: box.left + 10, y: box.top + 16 },
        [{ x: target.left + 20, y: target.top + 10 }],
        { press: false },
      );
      await waitFor(() =>
        expect(args.onMoveJob).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'friday' }), {
          date: '2026-11-20',
          startMinutes: null,
          endMinutes: null,
        }),
      );
    });
  },
};

/**
 * Jobs of one team that overlap on a day are marked double-booked: a warning icon, and the
 * words in their accessible name. Thursday's two Blue Team jobs are.
 */
export const DoubleBooked: Story = {
  args: { jobs: movableJobs, scrollToHour: 8 },
  // Dark: Hundred Jobs' band and double-booked marks, fewer jobs.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
  play: async ({ canvas }) => {
    const marked = canvas.getAllByRole('button', { name: /Double-booked/ });
    await expect(marked.map((card) => card.dataset['jobId']).sort()).toEqual(['olivia', 'overlap']);
    for (const card of marked) await expect(card.querySelector('svg')).toBeVisible();
  },
};

/** Where the app says a job may not move (`canMoveJob`), it is not draggable and keys do nothing. */
export const MovingNotAllowed: Story = {
  args: { ...movingArgs, canMoveJob: (job) => job.id !== 'olivia' },
  // Dark: Select Job's focused job, in the week of movable jobs.
  parameters: { screenshot: { darkAsIn: 'Select Job' } },
  play: async ({ args, canvas, canvasElement }) => {
    const olivia = canvas.getByRole('button', { name: /^Olivia Lee, 9:00/ });
    await expect(olivia).not.toHaveAttribute('data-movable');
    await expect(olivia).not.toHaveAccessibleDescription();
    olivia.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(ghostOf(canvasElement)).toBeNull();
    await expect(args.onMoveTargetChange).not.toHaveBeenCalled();
    await expect(cardOf(canvasElement, 'friday')).toHaveAttribute('data-movable');
  },
};

/**
 * On a phone-width screen a long press starts the drag (a quick swipe scrolls instead), and the
 * job is dropped where the finger lifts.
 */
export const TouchDragOnAPhone: Story = {
  args: movingArgs,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '24rem', blockSize: '40rem', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement, step }) => {
    const olivia = () => cardOf(canvasElement, 'olivia');
    const friday = dayColumn(canvasElement, '2026-11-20');
    await step('a swipe before the long press is not a drag', async () => {
      const box = olivia().getBoundingClientRect();
      const from = { x: box.left + 5, y: box.top + 10 };
      await touchDrag(olivia(), from, [{ x: from.x, y: from.y + 40 }], { hold: 0 });
      await expect(ghostOf(canvasElement)).toBeNull();
      await expect(args.onMoveJob).not.toHaveBeenCalled();
    });
    await step('a long press, then Friday at 12:00', async () => {
      const box = olivia().getBoundingClientRect();
      const x = friday.getBoundingClientRect().left + 5;
      await touchDrag(olivia(), { x: box.left + 5, y: box.top + 10 }, [
        { x, y: yAt(friday, 12 * 60) + 12 },
      ]);
      await waitFor(() =>
        expect(args.onMoveJob).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'olivia' }), {
          date: '2026-11-20',
          startMinutes: 720,
          endMinutes: 840,
        }),
      );
      await expect(args.onSelectJob).not.toHaveBeenCalled();
    });
  },
};

/** Friday's band holds 10 jobs without time: 6 shown, and `+4 more`. */
const bandArgs = { ...movingArgs, jobs: timelessJobs };
const fridayMore = (root: HTMLElement) =>
  within(root.querySelector<HTMLElement>('[data-grid-cell="0:2026-11-20"]')!).getByRole('button', {
    name: /more$/,
  });

/** Opens Friday's `+4 more` and gives one of its jobs, by client. */
async function bandCard(root: HTMLElement, client: string) {
  await userEvent.click(fridayMore(root));
  const popover = await screen.findByRole('dialog', { name: 'More jobs for this day (4)' });
  return within(popover).getByRole('button', { name: new RegExp(`^${client}, `) });
}

/**
 * Alt+arrows on a job of the band's `+N more` popover: Alt+Right closes the popover and moves the
 * job to Saturday's band, announced, while the `+N more` button holds the move; Enter saves it,
 * and focus follows the job. Alt+Up, which cannot move a job without time, leaves it in the
 * popover.
 */
export const KeyboardMoveFromMoreJobs: Story = {
  args: bandArgs,
  // Dark: More Jobs In The Band's band, a job moved to Saturday and focused.
  parameters: { screenshot: { darkAsIn: 'More Jobs In The Band' } },
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement, step }) => {
    const saturdayBand = canvasElement.querySelector<HTMLElement>(
      '[data-grid-cell="0:2026-11-21"]',
    )!;
    await step('Alt+Up moves a job without time nowhere: the popover stays', async () => {
      const card = await bandCard(canvasElement, 'Grace Kowalski');
      card.focus();
      await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
      await expect(screen.getByRole('dialog')).toBeInTheDocument();
      await expect(card).toHaveFocus();
      await expect(ghostOf(canvasElement)).toBeNull();
    });
    await step('Alt+Right closes it; the target shows in Saturday’s band', async () => {
      await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(saturdayBand).toContainElement(ghostOf(canvasElement));
      await expect(ghostOf(canvasElement)).toHaveTextContent('Sat, Nov 21');
      await expect(liveRegion(canvasElement)).toHaveTextContent(
        'Moving Grace Kowalski to Saturday, November 21. Enter to save, Escape to cancel.',
      );
      await waitFor(() => expect(fridayMore(canvasElement)).toHaveFocus());
    });
    await step('Enter saves it without time, and focus follows the job', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onMoveJob).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 'friday-6' }),
        { date: '2026-11-21', startMinutes: null, endMinutes: null },
      );
      await expect(args.onSelectJob).not.toHaveBeenCalled();
      await waitFor(() => expect(cardOf(canvasElement, 'friday-6')).toHaveFocus());
      await expect(saturdayBand).toContainElement(cardOf(canvasElement, 'friday-6'));
      await expect(fridayMore(canvasElement)).toHaveAccessibleName('+3 more');
    });
  },
};

/**
 * A long press on a job of the band's `+N more` popover starts a drag: the popover closes, and
 * the finger takes the job to Saturday at 10:00, where it gets an hour.
 */
export const TouchDragFromMoreJobs: Story = {
  args: bandArgs,
  // Dark: More Jobs In The Band's band and focused +N more, a job moved.
  parameters: { screenshot: { darkAsIn: 'More Jobs In The Band' } },
  render: (args) => <MovingWeek {...(args as WeekViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement }) => {
    const saturday = dayColumn(canvasElement, '2026-11-21');
    const card = await bandCard(canvasElement, 'Mason Rossi');
    const box = card.getBoundingClientRect();
    await touchDrag(card, { x: box.left + 10, y: box.top + 10 }, [
      { x: saturday.getBoundingClientRect().left + 20, y: yAt(saturday, 10 * 60) + 5 },
    ]);
    await waitFor(() =>
      expect(args.onMoveJob).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'friday-7' }), {
        date: '2026-11-21',
        startMinutes: 600,
        endMinutes: 660,
      }),
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onSelectJob).not.toHaveBeenCalled();
    await waitFor(() => expect(saturday).toContainElement(cardOf(canvasElement, 'friday-7')));
  },
};

// ---- only double-booked jobs ---------------------------------------------------------------------

/**
 * Only the double-booked jobs (`onlyDoubleBooked`, the team filter's option): the hours keep the
 * jobs that overlap another job of their team that day, each marked; they sit side by side as
 * they would among the others.
 */
export const OnlyDoubleBooked: Story = {
  args: { onlyDoubleBooked: true, scrollToHour: 8 },
  // Dark: Hundred Jobs' double-booked jobs side by side, the others filtered out.
  parameters: { screenshot: { darkAsIn: 'Hundred Jobs' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-job-id]')];
    // Monday's two Red Team jobs and Wednesday's three Blue Team jobs, drawn over a few frames.
    await waitFor(() => expect(cards()).toHaveLength(5));
    for (const card of cards()) await expect(card).toHaveAccessibleName(/Double-booked/);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** No job of the week is double-booked: a line says so over the grid, which stays. */
export const OnlyDoubleBookedEmpty: Story = {
  args: { jobs: teamColourJobs, onlyDoubleBooked: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No double-booked jobs in this period.',
    );
    await expect(canvas.getByRole('grid')).toBeVisible();
    await expect(canvasElement.querySelector('[data-job-id]')).toBeNull();
  },
};
