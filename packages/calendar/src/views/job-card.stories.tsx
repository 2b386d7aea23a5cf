import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { entryOf } from './fixtures/data-sets.ts';
import { FIXTURE_TEAMS, makeJob } from './fixtures/jobs.ts';
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
