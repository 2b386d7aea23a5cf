import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from '../engine/temporal.ts';

import {
  busyDayJobs,
  crowdedMonthJobs,
  monthJobs,
  movableJobs,
  movedJob,
  recurringJobs,
} from './fixtures/data-sets.ts';
import { FIXTURE_NOW, FIXTURE_TIME_ZONE, FIXTURE_TODAY, type FixtureJob } from './fixtures/jobs.ts';
import { mouseDrag } from './fixtures/pointer.ts';
import { MonthView, type MonthViewProps } from './month-view.tsx';
import type { JobMoveTarget } from './view-props.ts';

/** A day's gridcell, found by the day's button (named with its date), and its jobs. */
const dayCell = (anchor: HTMLElement) => anchor.closest<HTMLElement>('[role="gridcell"]')!;
const jobsOf = (anchor: HTMLElement) =>
  within(dayCell(anchor))
    .getAllByRole('button')
    .filter((button) => button !== anchor);

/** The app gives the view the height left under the toolbar; a tall month scrolls inside it. */
const withHeight: Decorator = (Story) => (
  <div style={{ blockSize: '52rem', display: 'flex', flexDirection: 'column' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Calendar/MonthView',
  decorators: [withHeight],
  component: MonthView,
  tags: ['autodocs'],
  args: {
    jobs: monthJobs,
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
          'The month grid: weekday headers from Sunday, up to 5 jobs a day and `+N more`. A ' +
          'WAI-ARIA grid with one tab stop: arrows move between days, Home/End to the week’s ' +
          'ends, PageUp/PageDown to the previous and next month; Tab goes from the day to its ' +
          'jobs, Enter focuses the first job, Escape returns to the day.',
      },
    },
  },
} satisfies Meta<typeof MonthView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** May 2026 starts on a Friday and needs six weeks. */
export const SixWeeks: Story = {
  args: { date: Temporal.PlainDate.from('2026-05-12'), jobs: [] },
  // Dark: Default's month grid and days outside the month, without jobs.
  parameters: { screenshot: { darkAsIn: 'Default' } },
};

export const Empty: Story = {
  args: { jobs: [] },
  // Dark: Default's month grid and today, without jobs.
  parameters: { screenshot: { darkAsIn: 'Default' } },
};

/** A skipped visit (the 26th) and a cancelled job (the 27th) are struck through and say so. */
export const RecurringAndSkipped: Story = {
  args: { jobs: recurringJobs },
  // Dark: Default's job cards, some struck through (skipped, cancelled), fewer jobs.
  parameters: { screenshot: { darkAsIn: 'Default' } },
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
  },
};

export const BusyDay: Story = {
  args: { jobs: busyDayJobs },
  // Dark: the busy Thursday and +9 more of More Jobs Popover, nothing focused.
  parameters: { screenshot: { darkAsIn: 'More Jobs Popover' } },
};

/** 2,000 jobs in the month: each cell renders its 5 visible jobs; the rest wait in `+N more`. */
export const TwoThousandJobs: Story = { args: { jobs: crowdedMonthJobs } };

export const Spanish: Story = {
  args: {
    locale: 'es',
    labels: { moreJobs: '+{count} más', moreJobsTitle: 'Más trabajos para este día ({count})' },
  },
  // Dark: Default's month, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Default' } },
};

export const MoreJobsPopover: Story = {
  args: { jobs: busyDayJobs },
  play: async ({ args, canvas, step }) => {
    const day = dayCell(canvas.getByRole('button', { name: /^Thursday, November 19, 2026/ }));
    await step('+N more opens the hidden jobs of the day', async () => {
      await userEvent.click(within(day).getByRole('button', { name: '+9 more' }));
      const popover = await screen.findByRole('dialog', { name: 'More jobs for this day (9)' });
      await expect(within(popover).getAllByRole('button')).toHaveLength(9);
    });
    await step('choosing one selects it and closes the popover', async () => {
      const popover = screen.getByRole('dialog');
      await userEvent.click(within(popover).getAllByRole('button')[0]!);
      await expect(args.onSelectJob).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('Escape closes it and focus returns to the button', async () => {
      const more = within(day).getByRole('button', { name: '+9 more' });
      await userEvent.click(more);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(more).toHaveFocus());
    });
  },
};

export const MoreJobsOpen: Story = {
  args: { jobs: busyDayJobs },
  play: async ({ canvas }) => {
    const day = dayCell(canvas.getByRole('button', { name: /^Thursday, November 19, 2026/ }));
    await userEvent.click(within(day).getByRole('button', { name: '+9 more' }));
    await screen.findByRole('dialog', { name: 'More jobs for this day (9)' });
  },
};

/** The date is state here, as in the app, so PageDown shows the next month. */
export const KeyboardNavigation: Story = {
  render: function Render(args) {
    const [date, setDate] = useState(args.date);
    return (
      <MonthView
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
    const cell = (name: RegExp) => canvas.getByRole('button', { name });
    await step('one tab stop: today', async () => {
      await userEvent.tab();
      await expect(cell(/^Wednesday, November 18, 2026/)).toHaveFocus();
      await expect(cell(/^Wednesday, November 18, 2026/)).toHaveAttribute('aria-current', 'date');
    });
    await step('arrows move between days and weeks', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(cell(/^Thursday, November 19, 2026/)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(cell(/^Thursday, November 26, 2026/)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
      await expect(cell(/^Wednesday, November 18, 2026/)).toHaveFocus();
    });
    await step('Home and End go to the ends of the week', async () => {
      await userEvent.keyboard('{Home}');
      await expect(cell(/^Sunday, November 15, 2026/)).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(cell(/^Saturday, November 21, 2026/)).toHaveFocus();
    });
    await step('Enter focuses the first job of the day, Tab the next, Escape the day', async () => {
      await userEvent.keyboard('{Enter}');
      const jobs = jobsOf(cell(/^Saturday, November 21, 2026/));
      await expect(jobs[0]).toHaveFocus();
      await userEvent.tab();
      await expect(jobs[1]).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(cell(/^Saturday, November 21, 2026/)).toHaveFocus();
    });
    await step('PageDown shows the next month on the same day', async () => {
      await userEvent.keyboard('{PageDown}');
      await expect(args.onDateChange).toHaveBeenLastCalledWith(
        Temporal.PlainDate.from('2026-12-21'),
      );
      await waitFor(() => expect(cell(/^Monday, December 21, 2026/)).toHaveFocus());
      await expect(canvas.getByRole('grid')).toHaveAccessibleName('December 2026');
      await userEvent.keyboard('{PageUp}');
      await waitFor(() => expect(cell(/^Saturday, November 21, 2026/)).toHaveFocus());
    });
    await step('leaving the grid past its last week moves to the next month', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await waitFor(() => expect(cell(/^Saturday, December 5, 2026/)).toHaveFocus());
      await expect(canvas.getByRole('grid')).toHaveAccessibleName('November 2026');
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(cell(/^Saturday, December 12, 2026/)).toHaveFocus());
      await expect(canvas.getByRole('grid')).toHaveAccessibleName('December 2026');
    });
  },
};

export const SelectJob: Story = {
  play: async ({ args, canvas }) => {
    const [first] = jobsOf(canvas.getByRole('button', { name: /^Tuesday, November 17, 2026/ }));
    await userEvent.click(first!);
    await expect(args.onSelectJob).toHaveBeenCalledTimes(1);
    await expect(args.onSelectJob).toHaveBeenLastCalledWith(
      expect.objectContaining({ date: '2026-11-17' }),
    );
  },
};

// ---- moving jobs ---------------------------------------------------------------------------------

/** The app's side of a move: it saves the target at once, so the job moves in `jobs`. */
function MovingMonth(args: MonthViewProps<FixtureJob>) {
  const [jobs, setJobs] = useState(args.jobs);
  return (
    <MonthView
      {...args}
      jobs={jobs}
      onMoveJob={(job: FixtureJob, target: JobMoveTarget) => {
        args.onMoveJob?.(job, target);
        setJobs((list) => list.map((item) => (item.id === job.id ? movedJob(item, target) : item)));
      }}
    />
  );
}

const movingArgs = { jobs: movableJobs, onMoveJob: fn(), onMoveTargetChange: fn() };
const liveRegion = (root: HTMLElement) => root.querySelector<HTMLElement>('[aria-live="polite"]')!;
const ghostOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-move-ghost]');
const cardOf = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-job-id="${id}"]`)!;
const cellOf = (root: HTMLElement, day: string) =>
  root.querySelector<HTMLElement>(`[data-grid-cell="0:${day}"]`)!;

/**
 * Alt+Right moves the focused job a day and Alt+Down a week, its times kept; the target shows in
 * its day, and Enter saves it.
 */
export const KeyboardMove: Story = {
  args: movingArgs,
  // Dark: Select Job's focused job card, in a month of fewer jobs.
  parameters: { screenshot: { darkAsIn: 'Select Job' } },
  render: (args) => <MovingMonth {...(args as MonthViewProps<FixtureJob>)} />,
  play: async ({ args, canvas, canvasElement }) => {
    const olivia = canvas.getByRole('button', { name: /^Olivia Lee, 9:00/ });
    await expect(olivia).toHaveAccessibleDescription('Alt+arrow keys move this job');
    olivia.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{ArrowDown}{/Alt}');
    await expect(ghostOf(canvasElement)).toHaveTextContent('Fri, Nov 27, 9:00 – 11:00 AM');
    await expect(cellOf(canvasElement, '2026-11-27')).toContainElement(ghostOf(canvasElement));
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Moving Olivia Lee to Friday, November 27, 9:00 AM – 11:00 AM. Enter to save, Escape to cancel.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveJob).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'olivia' }),
      { date: '2026-11-27', startMinutes: 540, endMinutes: 660 },
    );
    await expect(args.onSelectJob).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(cellOf(canvasElement, '2026-11-27')).toContainElement(
        canvas.getByRole('button', { name: /^Olivia Lee, 9:00/ }),
      ),
    );
  },
};

/** A job dragged to another day keeps its times. */
export const DragToAnotherDay: Story = {
  args: movingArgs,
  // Dark: Default's month and job cards, fewer jobs, one moved to another day.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  render: (args) => <MovingMonth {...(args as MonthViewProps<FixtureJob>)} />,
  play: async ({ args, canvas, canvasElement }) => {
    const olivia = canvas.getByRole('button', { name: /^Olivia Lee, 9:00/ });
    const box = olivia.getBoundingClientRect();
    const target = cellOf(canvasElement, '2026-11-24').getBoundingClientRect();
    await mouseDrag(olivia, { x: box.left + 10, y: box.top + 5 }, [
      { x: target.left + 30, y: target.top + 40 },
    ]);
    await waitFor(() =>
      expect(args.onMoveJob).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'olivia' }), {
        date: '2026-11-24',
        startMinutes: 540,
        endMinutes: 660,
      }),
    );
    await expect(args.onSelectJob).not.toHaveBeenCalled();
  },
};

/** Thursday's two Blue Team jobs overlap: both are marked double-booked. */
export const DoubleBooked: Story = {
  args: { jobs: movableJobs },
  // Dark: Default's job cards and double-booked marks, fewer jobs.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvas }) => {
    const marked = canvas.getAllByRole('button', { name: /Double-booked/ });
    await expect(marked).toHaveLength(2);
  },
};

/** Thursday's first job behind `+9 more`: 10:00–11:00, of the Orange Team. */
const hiddenJob = busyDayJobs[5]!;
const hiddenName = `${hiddenJob.client.firstName} ${hiddenJob.client.lastName}`;

/** Opens Thursday's `+9 more` and gives its 10:00 job. */
async function hiddenCard(root: HTMLElement) {
  await userEvent.click(within(cellOf(root, '2026-11-19')).getByRole('button', { name: /more$/ }));
  const popover = await screen.findByRole('dialog', { name: /^More jobs for this day/ });
  return within(popover).getByRole('button', { name: new RegExp(`^${hiddenName}, `) });
}

/**
 * A job behind `+N more` is dragged from its popover: the popover closes as the drag starts, and
 * the drag goes on over the grid, its target showing the new day and the app's warning. Escape
 * cancels it; a drop on another day saves it there, its times kept.
 */
export const DragFromMoreJobs: Story = {
  args: {
    ...movingArgs,
    jobs: busyDayJobs,
    moveWarning: 'Orange Team already has a job then: 10:00 AM – 12:00 PM',
  },
  // Dark: More Jobs Popover's busy Thursday and focused +N more, a job moved.
  parameters: { screenshot: { darkAsIn: 'More Jobs Popover' } },
  render: (args) => <MovingMonth {...(args as MonthViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement, step }) => {
    const tuesday = cellOf(canvasElement, '2026-11-24');
    const overTuesday = () => {
      const box = tuesday.getBoundingClientRect();
      return { x: box.left + 30, y: box.top + 40 };
    };
    await step('Escape cancels a drag begun in the popover', async () => {
      const card = await hiddenCard(canvasElement);
      await expect(card).toHaveAccessibleDescription('Alt+arrow keys move this job');
      const box = card.getBoundingClientRect();
      await mouseDrag(card, { x: box.left + 10, y: box.top + 5 }, [overTuesday()], {
        release: false,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const ghost = ghostOf(canvasElement);
      await expect(tuesday).toContainElement(ghost);
      await expect(ghost).toHaveTextContent(hiddenName);
      await expect(ghost).toHaveTextContent('Tue, Nov 24, 10:00 – 11:00 AM');
      await expect(ghost).toHaveTextContent('Orange Team already has a job then');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(ghostOf(canvasElement)).toBeNull());
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      await expect(args.onMoveJob).not.toHaveBeenCalled();
    });
    await step('a drop on Tuesday saves it there, its times kept', async () => {
      // dnd-kit swallows the clicks of the 50 ms after a drag, as the click that ends it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const card = await hiddenCard(canvasElement);
      const box = card.getBoundingClientRect();
      await mouseDrag(card, { x: box.left + 10, y: box.top + 5 }, [overTuesday()]);
      await waitFor(() =>
        expect(args.onMoveJob).toHaveBeenLastCalledWith(
          expect.objectContaining({ id: hiddenJob.id }),
          { date: '2026-11-24', startMinutes: 600, endMinutes: 660 },
        ),
      );
      await expect(args.onSelectJob).not.toHaveBeenCalled();
      await waitFor(() => expect(tuesday).toContainElement(cardOf(canvasElement, hiddenJob.id)));
      await expect(
        within(cellOf(canvasElement, '2026-11-19')).getByRole('button', { name: '+8 more' }),
      ).toBeVisible();
    });
  },
};

/**
 * Alt+arrows on a job in the `+N more` popover close it and move the job over the grid, its
 * target shown in its day and announced. The `+N more` button holds the move meanwhile: it has
 * focus, Escape there cancels, and Enter saves; then focus follows the job to its new place.
 */
export const KeyboardMoveFromMoreJobs: Story = {
  args: { ...movingArgs, jobs: busyDayJobs },
  // Dark: Select Job's focused job card, beside the busy Thursday's +N more.
  parameters: { screenshot: { darkAsIn: 'Select Job' } },
  render: (args) => <MovingMonth {...(args as MonthViewProps<FixtureJob>)} />,
  play: async ({ args, canvasElement, step }) => {
    const thursday = cellOf(canvasElement, '2026-11-19');
    const friday = cellOf(canvasElement, '2026-11-20');
    const more = () => within(thursday).getByRole('button', { name: /more$/ });
    await step('Alt+Right closes the popover; the target shows on Friday', async () => {
      const card = await hiddenCard(canvasElement);
      card.focus();
      await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(friday).toContainElement(ghostOf(canvasElement));
      await expect(liveRegion(canvasElement)).toHaveTextContent(
        `Moving ${hiddenName} to Friday, November 20, 10:00 AM – 11:00 AM. Enter to save, Escape to cancel.`,
      );
      await waitFor(() => expect(more()).toHaveFocus());
    });
    await step('Alt+Down goes a week on; Escape cancels, and focus stays on +9 more', async () => {
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      await expect(ghostOf(canvasElement)).toHaveTextContent('Fri, Nov 27, 10:00 – 11:00 AM');
      await userEvent.keyboard('{Escape}');
      await expect(ghostOf(canvasElement)).toBeNull();
      await expect(liveRegion(canvasElement)).toHaveTextContent('Move cancelled.');
      await expect(more()).toHaveFocus();
      await expect(args.onMoveJob).not.toHaveBeenCalled();
      await expect(args.onMoveTargetChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: hiddenJob.id }),
        null,
      );
    });
    await step('Enter saves the move, and focus follows the job to Friday', async () => {
      const card = await hiddenCard(canvasElement);
      card.focus();
      await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
      await waitFor(() => expect(more()).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onMoveJob).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: hiddenJob.id }),
        { date: '2026-11-20', startMinutes: 600, endMinutes: 660 },
      );
      await expect(args.onSelectJob).not.toHaveBeenCalled();
      await waitFor(() => expect(cardOf(canvasElement, hiddenJob.id)).toHaveFocus());
      await expect(friday).toContainElement(cardOf(canvasElement, hiddenJob.id));
      await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  },
};

// ---- only double-booked jobs ---------------------------------------------------------------------

/**
 * Only the double-booked jobs (`onlyDoubleBooked`, the team filter's option): the cells keep the
 * jobs that overlap another job of their team that day, each marked.
 */
export const OnlyDoubleBooked: Story = {
  args: { onlyDoubleBooked: true },
  // Dark: Default's double-booked job cards, the others filtered out.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-job-id]')];
    await expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) await expect(card).toHaveAccessibleName(/Double-booked/);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** No job of the month is double-booked: a line says so over the grid, which stays. */
export const OnlyDoubleBookedEmpty: Story = {
  args: { jobs: busyDayJobs, onlyDoubleBooked: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No double-booked jobs in this period.',
    );
    await expect(canvas.getByRole('grid')).toHaveAccessibleName('November 2026');
    await expect(canvasElement.querySelector('[data-job-id]')).toBeNull();
  },
};
