import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { entryOf } from './fixtures/data-sets.ts';
import { FIXTURE_TEAMS, type FixtureJob, makeJob } from './fixtures/jobs.ts';
import { JobCard, type JobCardVariant } from './job-card.tsx';

const job = makeJob({ date: '2026-11-19', start: '09:00', end: '11:30', team: 0 }, 0);
const timeless = makeJob({ date: '2026-11-19', team: 1 }, 1);
const pastJob = makeJob(
  { date: '2026-11-17', start: '13:00', end: '15:00', team: 2, status: 'COMPLETED' },
  2,
);

/** How wide each variant is drawn: a month cell, a week column, an agenda row. */
const widths: Record<JobCardVariant, string> = {
  month: '11rem',
  week: '11rem',
  'week-no-time': '11rem',
  agenda: '44rem',
};

const meta = {
  title: 'Calendar/JobCard',
  component: JobCard,
  tags: ['autodocs'],
  args: { entry: entryOf(job), variant: 'agenda', onSelect: fn() },
  argTypes: { entry: { control: false } },
  render: (args) => (
    <div
      style={{
        inlineSize: widths[args.variant],
        blockSize: args.variant === 'week' ? '12.5rem' : undefined,
        display: 'flex',
      }}
    >
      <JobCard {...args} style={{ inlineSize: '100%' }} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A job in its team colour: a tinted surface and a solid bar, so the text keeps AA ' +
          'contrast on any colour in both themes. Past jobs are struck through and faded. A ' +
          'button: click, Enter or Space selects the job; its accessible name says client, ' +
          'time, team, status and address.',
      },
    },
  },
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agenda: Story = {};

export const AgendaWithoutTime: Story = { args: { entry: entryOf(timeless) } };

/** The address's type (House, Office…) leads the address line, and the accessible name says it. */
export const AgendaWithAddressType: Story = {
  args: {
    entry: entryOf({
      ...job,
      address: { ...job.address, addressType: { id: 'address-type-1', name: 'Vacation rental' } },
    }),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button');
    await expect(card).toHaveTextContent('Vacation rental · ');
    await expect(card).toHaveAccessibleName(/Blue Team, Vacation rental, 10 Willow Creek Lane/);
  },
};

export const Month: Story = { args: { variant: 'month' } };

export const Week: Story = { args: { variant: 'week' } };

export const WeekNoTime: Story = { args: { variant: 'week-no-time', entry: entryOf(timeless) } };

export const NoJobData: Story = { args: { entry: null } };

export const Past: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', inlineSize: '44rem' }}>
      <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
        <div style={{ inlineSize: '11rem', display: 'flex' }}>
          <JobCard {...args} variant="month" />
        </div>
        <div style={{ inlineSize: '11rem', blockSize: '10rem', display: 'flex' }}>
          <JobCard {...args} variant="week" style={{ inlineSize: '100%' }} />
        </div>
        <div style={{ inlineSize: '11rem', display: 'flex' }}>
          <JobCard {...args} variant="week-no-time" />
        </div>
      </div>
      <JobCard {...args} variant="agenda" />
    </div>
  ),
  args: { entry: entryOf(pastJob) },
};

const statuses = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;

export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', inlineSize: '44rem' }}>
      {statuses.map((status, index) => (
        <JobCard
          key={status}
          {...args}
          entry={entryOf(
            makeJob(
              { date: '2026-11-20', start: '10:00', end: '12:00', team: index, status },
              index,
            ),
          )}
        />
      ))}
    </div>
  ),
};

/** Every team colour in the grid variants, upcoming and past, to check contrast in both themes. */
export const TeamColours: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 11rem)',
        gap: 'var(--space-2) var(--space-3)',
        alignItems: 'start',
      }}
    >
      {FIXTURE_TEAMS.map((team, index) => {
        const isPast = index % 5 === 4;
        const teamJob = makeJob(
          {
            date: isPast ? '2026-11-17' : '2026-11-19',
            start: '09:00',
            end: '10:30',
            team,
            status: isPast ? 'COMPLETED' : 'SCHEDULED',
          },
          index + 10,
        );
        const entry = entryOf(teamJob);
        const timeless = entryOf({ ...teamJob, scheduledStartTime: null, scheduledEndTime: null });
        return (
          <div key={team.id} style={{ display: 'contents' }}>
            <JobCard {...args} entry={entry} variant="month" />
            <JobCard
              {...args}
              entry={entry}
              variant="week"
              density="medium"
              style={{ blockSize: '100%' }}
            />
            <JobCard {...args} entry={timeless} variant="week-no-time" />
          </div>
        );
      })}
    </div>
  ),
};

export const Spanish: Story = {
  args: { locale: 'es', labels: { status: { SCHEDULED: 'Programado' } } },
};

export const SelectWithPointerAndKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const card = canvas.getByRole('button', {
      name: /^Olivia Lee, 9:00\s–\s11:30\sAM, Blue Team, .*, Scheduled$/,
    });
    await step('a click selects the job', async () => {
      await userEvent.click(card);
      await expect(args.onSelect).toHaveBeenCalledTimes(1);
      await expect(args.onSelect).toHaveBeenLastCalledWith(job);
    });
    await step('Enter selects it too', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledTimes(2);
    });
  },
};

const cancelledJob = makeJob(
  { date: '2026-11-19', start: '13:00', end: '15:00', team: 1, status: 'CANCELLED' },
  3,
);
const skippedVisit: FixtureJob = {
  ...makeJob({ date: '2026-11-19', start: '09:00', end: '11:30', team: 0, status: 'CANCELLED' }, 4),
  seriesId: 'series-1',
  skip: { kind: 'LOCKOUT', note: 'Nobody home.', isCharged: true },
};
const recurringVisit: FixtureJob = {
  ...makeJob({ date: '2026-11-19', start: '10:00', end: '12:00', team: 2 }, 5),
  seriesId: 'series-2',
};
const untimed = (card: FixtureJob): FixtureJob => ({
  ...card,
  scheduledStartTime: null,
  scheduledEndTime: null,
});

/**
 * Upcoming jobs that will not happen: a cancelled one-off job and a skipped visit of a series are
 * struck through in every variant, and say `Cancelled` or `Skipped` (the agenda shows it too); a
 * visit of a series is announced as a `Recurring visit`, and the agenda's row shows the icon
 * (month cells and week blocks are too narrow on a phone for it).
 */
export const CancelledSkippedAndRecurring: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', inlineSize: '44rem' }}>
      {[cancelledJob, skippedVisit, recurringVisit].map((card) => (
        <div key={card.id} style={{ display: 'grid', gap: 'var(--space-2)' }}>
          <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'start' }}>
            <div style={{ inlineSize: '11rem', display: 'flex' }}>
              <JobCard {...args} entry={entryOf(card)} variant="month" />
            </div>
            <div style={{ inlineSize: '11rem', blockSize: '5rem', display: 'flex' }}>
              <JobCard
                {...args}
                entry={entryOf(card)}
                variant="week"
                density="medium"
                style={{ inlineSize: '100%' }}
              />
            </div>
            <div style={{ inlineSize: '11rem', display: 'flex' }}>
              <JobCard {...args} entry={entryOf(untimed(card))} variant="week-no-time" />
            </div>
          </div>
          <JobCard {...args} entry={entryOf(card)} variant="agenda" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, step }) => {
    const struck = (card: HTMLElement) =>
      [...card.querySelectorAll('span')].find((part) => part.textContent !== '') ?? card;
    await step('a cancelled job is struck through and says so in every variant', async () => {
      const cards = canvas.getAllByRole('button', { name: /^Noah Tanaka.*Cancelled/ });
      await expect(cards).toHaveLength(4);
      for (const card of cards) {
        await expect(getComputedStyle(struck(card)).textDecorationLine).toBe('line-through');
      }
    });
    await step('a skipped visit is struck through and announced as skipped', async () => {
      const cards = canvas.getAllByRole('button', { name: /Skipped, .*Recurring visit$/ });
      await expect(cards).toHaveLength(4);
      for (const card of cards) {
        await expect(card).not.toHaveAccessibleName(/Cancelled/);
        await expect(getComputedStyle(struck(card)).textDecorationLine).toBe('line-through');
      }
      await expect(canvas.getByText('Skipped')).toBeVisible();
    });
    await step('a recurring visit is announced as one, and not struck through', async () => {
      const cards = canvas.getAllByRole('button', { name: /Scheduled, .*Recurring visit$/ });
      await expect(cards).toHaveLength(4);
      for (const card of cards) {
        await expect(getComputedStyle(struck(card)).textDecorationLine).toBe('none');
      }
    });
  },
};

/**
 * A double-booked job (another job of its team overlaps it that day): a warning icon on every
 * card, and `Double-booked` in its accessible name.
 */
export const DoubleBooked: Story = {
  args: { entry: { ...entryOf(job), isDoubleBooked: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', inlineSize: '44rem' }}>
      <JobCard {...args} variant="agenda" />
      <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
        <div style={{ inlineSize: '11rem' }}>
          <JobCard {...args} variant="month" />
        </div>
        <div style={{ inlineSize: '11rem', blockSize: '6rem', display: 'flex' }}>
          <JobCard {...args} variant="week" style={{ inlineSize: '100%' }} />
        </div>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('button', { name: /, Double-booked\b/ });
    await expect(cards).toHaveLength(3);
  },
};
