import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, SelectItem, TextField } from '@spotless/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from '../engine/temporal.ts';

import { Calendar, type CalendarProps } from './calendar.tsx';
import { monthJobs, movableJobs, regularWeekJobs } from './fixtures/data-sets.ts';
import { FIXTURE_NOW, FIXTURE_TEAMS, FIXTURE_TIME_ZONE, FIXTURE_TODAY } from './fixtures/jobs.ts';
import type { CalendarJob } from './types.ts';

/** The calendar is controlled; the stories keep its view and date in state, as the app does. */
function ControlledCalendar(args: CalendarProps<CalendarJob>) {
  const [view, setView] = useState(args.view);
  const [date, setDate] = useState(args.date);
  return (
    <div style={{ blockSize: '52rem', display: 'flex', flexDirection: 'column' }}>
      <Calendar
        {...args}
        view={view}
        date={date}
        onViewChange={(next) => {
          args.onViewChange?.(next);
          setView(next);
        }}
        onDateChange={(next) => {
          args.onDateChange?.(next);
          setDate(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Calendar/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  render: (args) => <ControlledCalendar {...args} />,
  args: {
    view: 'agenda',
    date: FIXTURE_TODAY,
    jobs: monthJobs,
    timeZone: FIXTURE_TIME_ZONE,
    now: FIXTURE_NOW,
    onViewChange: fn(),
    onDateChange: fn(),
    onSelectJob: fn(),
  },
  argTypes: {
    jobs: { control: false },
    date: { control: false },
    now: { control: false },
    teamFilter: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The schedule’s calendar, controlled (`view`, `date`): the toolbar over the Agenda, ' +
          'Month or Week view. Keys A, M and W switch the view, except while typing, with a ' +
          'modifier key or during input composition; `keyboardShortcuts={false}` turns them off.',
      },
    },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agenda: Story = {};

export const Month: Story = { args: { view: 'month' } };

export const Week: Story = { args: { view: 'week' } };

/** Jobs stay while the next ones load; a spinner and a moving bar say so. */
export const Loading: Story = {
  args: { view: 'month', isLoading: true },
  // The spinner turns even under reduced motion: no stable picture to compare.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading jobs' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** The screen's team filter, as the app puts it in the toolbar's slot. */
const teamFilter = (
  <Select aria-label="Team" defaultSelectedKey="all">
    <SelectItem id="all">All Teams</SelectItem>
    {FIXTURE_TEAMS.slice(0, 6).map((team) => (
      <SelectItem key={team.id} id={team.id} textValue={team.name}>
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            inlineSize: 'var(--space-2)',
            blockSize: 'var(--space-2)',
            marginInlineEnd: 'var(--space-2)',
            borderRadius: 'var(--radius-full)',
            background: team.color,
          }}
        />
        {team.name}
      </SelectItem>
    ))}
  </Select>
);

export const WithTeamFilter: Story = {
  args: { view: 'week', teamFilter },
  // Dark: Week's toolbar and week; the filter is a field as in View Keys.
  parameters: { screenshot: { darkAsIn: 'Week' } },
  play: async ({ args, canvas }) => {
    // A Select's button picks the option a letter starts: M is not a shortcut there.
    const filter = canvas.getByRole('button', { name: /All Teams/ });
    filter.focus();
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('radio', { checked: true })).toHaveAccessibleName('Week');
    await expect(args.onViewChange).not.toHaveBeenCalled();
    filter.blur();
  },
};

export const Spanish: Story = {
  args: {
    view: 'month',
    locale: 'es',
    labels: {
      agenda: 'Agenda',
      month: 'Mes',
      week: 'Semana',
      view: 'Vista',
      today: 'Hoy',
      previous: 'Anterior',
      next: 'Siguiente',
      moreJobs: '+{count} más',
    },
  },
  // Dark: Month's toolbar and month, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Month' } },
};

export const Portuguese: Story = {
  args: {
    view: 'week',
    locale: 'pt-BR',
    date: Temporal.PlainDate.from('2026-11-30'),
    labels: {
      month: 'Mês',
      week: 'Semana',
      today: 'Hoje',
      previous: 'Anterior',
      next: 'Próximo',
      jobsWithoutTime: 'Trabalhos sem horário definido',
    },
  },
  // Dark: Week's toolbar and week, another week, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Week' } },
};

export const Navigation: Story = {
  args: { view: 'month', jobs: regularWeekJobs },
  play: async ({ args, canvas, step }) => {
    const title = () => canvas.getByRole('heading', { level: 2 });
    await expect(title()).toHaveTextContent('November 2026');
    await step('Next and Previous move one month', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(args.onDateChange).toHaveBeenLastCalledWith(
        Temporal.PlainDate.from('2026-12-18'),
      );
      await expect(title()).toHaveTextContent('December 2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await expect(title()).toHaveTextContent('October 2026');
    });
    await step('Today comes back to today', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
      await expect(args.onDateChange).toHaveBeenLastCalledWith(FIXTURE_TODAY);
      await expect(title()).toHaveTextContent('November 2026');
    });
    await step('the week moves one week, the agenda 30 days', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(args.onDateChange).toHaveBeenLastCalledWith(
        Temporal.PlainDate.from('2026-12-02'),
      );
      await expect(title()).toHaveTextContent(/^Nov\s–\sDec\s2026$/);
      await userEvent.click(canvas.getByRole('radio', { name: 'Agenda' }));
      await expect(title()).toHaveTextContent(/^December 2026$/);
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await expect(args.onDateChange).toHaveBeenLastCalledWith(
        Temporal.PlainDate.from('2026-11-02'),
      );
      await expect(title()).toHaveTextContent(/^Nov\s–\sDec\s2026$/);
    });
  },
};

/**
 * With `adjacentJobs`, the weeks on either side are rendered ahead, laid out under the week shown
 * and hidden: Next shows the week already there (the same element), and the keyboard's PageDown
 * lands focus on the same day of that week. The picture must be the plain week: nothing of the
 * hidden weeks shows through.
 */
export const WeeksRenderedAhead: Story = {
  args: { view: 'week', adjacentJobs: { previous: monthJobs, next: monthJobs } },
  play: async ({ canvas, canvasElement, step }) => {
    const periodGrid = (period: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-period="${period}"] [role="grid"]`);
    await step('the weeks on either side are there, hidden from everyone', async () => {
      await waitFor(() => expect(periodGrid('next')).not.toBeNull());
      await expect(periodGrid('previous')).not.toBeNull();
      await expect(canvas.getAllByRole('grid')).toHaveLength(1);
      await expect(canvas.getByRole('grid')).toBe(periodGrid('shown'));
    });
    await step('Next shows the week rendered ahead', async () => {
      const ahead = periodGrid('next');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(periodGrid('shown')).toBe(ahead));
      // As it shows, its hours are already scrolled to just above its first job (at 80 px, less a
      // quarter of an hour: 60), though the week was hidden when it opened.
      const [, hours] = ahead!.querySelectorAll(':scope > [role="rowgroup"]');
      await expect(hours!.scrollTop).toBe(60);
      // The one grid a screen reader finds is that week, Sunday 22 November to Saturday 28.
      await expect(canvas.getByRole('grid')).toBe(ahead);
      await expect(
        within(ahead!).getByRole('columnheader', { name: 'Sunday, November 22, 2026' }),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await waitFor(() =>
        expect(
          within(canvas.getByRole('grid')).getByRole('columnheader', {
            name: 'Sunday, November 15, 2026',
          }),
        ).toBeVisible(),
      );
    });
    await step('PageDown moves focus to the same day of the week rendered ahead', async () => {
      const wednesday = within(canvas.getByRole('grid')).getByRole('button', {
        name: /^Wednesday, November 18, 2026, \d+ jobs?$/,
      });
      wednesday.focus();
      await userEvent.keyboard('{PageDown}');
      await waitFor(() =>
        expect(
          within(canvas.getByRole('grid')).getByRole('button', {
            name: /^Wednesday, November 25, 2026, \d+ jobs?$/,
          }),
        ).toHaveFocus(),
      );
      await userEvent.keyboard('{PageUp}');
      await waitFor(() => expect(wednesday).toHaveFocus());
    });
  },
};

export const ViewKeys: Story = {
  args: {
    jobs: regularWeekJobs,
    teamFilter: <TextField aria-label="Search jobs" placeholder="Search jobs" />,
  },
  play: async ({ args, canvas, step }) => {
    const selected = () => canvas.getByRole('radio', { checked: true });
    await expect(selected()).toHaveAccessibleName('Agenda');
    await step('M, W and A switch the view', async () => {
      await userEvent.keyboard('m');
      await waitFor(() => expect(selected()).toHaveAccessibleName('Month'));
      await expect(canvas.getByRole('grid')).toBeVisible();
      await userEvent.keyboard('w');
      await waitFor(() => expect(selected()).toHaveAccessibleName('Week'));
      await userEvent.keyboard('a');
      await waitFor(() => expect(selected()).toHaveAccessibleName('Agenda'));
      await expect(args.onViewChange).toHaveBeenCalledTimes(3);
    });
    await step('not while typing in a text field', async () => {
      const search = canvas.getByRole('textbox', { name: 'Search jobs' });
      await userEvent.type(search, 'mwa');
      await expect(search).toHaveValue('mwa');
      await expect(selected()).toHaveAccessibleName('Agenda');
    });
    await step('not with a modifier key', async () => {
      await userEvent.click(canvas.getByRole('heading', { level: 2 }));
      await userEvent.keyboard('{Control>}m{/Control}{Alt>}w{/Alt}{Shift>}M{/Shift}');
      await expect(selected()).toHaveAccessibleName('Agenda');
      await expect(args.onViewChange).toHaveBeenCalledTimes(3);
    });
    await step('the view selector is a radio group, arrow keys move the choice', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
      await waitFor(() => expect(selected()).toHaveAccessibleName('Month'));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(selected()).toHaveAccessibleName('Week'));
      await expect(selected()).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(selected()).toHaveAccessibleName('Agenda'));
    });
  },
};

export const ShortcutsOff: Story = {
  args: { keyboardShortcuts: false, jobs: regularWeekJobs },
  // Dark: View Keys' toolbar and agenda, without its search field and focus.
  parameters: { screenshot: { darkAsIn: 'View Keys' } },
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('mw');
    await expect(canvas.getByRole('radio', { checked: true })).toHaveAccessibleName('Agenda');
    await expect(args.onViewChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Month' })).not.toHaveAttribute(
      'aria-keyshortcuts',
    );
  },
};

export const SelectJob: Story = {
  play: async ({ args, canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: /Scheduled|In progress/ });
    await userEvent.click(first!);
    await expect(args.onSelectJob).toHaveBeenCalledTimes(1);
  },
};

/**
 * The toolbar's `Keyboard shortcuts` button lists the calendar's keys; where jobs can move
 * (`onMoveJob`) it lists the move's too.
 */
export const KeyboardShortcuts: Story = {
  args: { view: 'week', jobs: movableJobs, onMoveJob: fn() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = within(dialog).getAllByRole('term');
    const definitions = within(dialog)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    await expect(definitions).toEqual([
      'Agenda, Month or Week view',
      'Move between days',
      'Previous or next period',
      'Open the focused job',
      'Move the focused job',
      'Save or cancel the move',
    ]);
    await expect(terms[4]).toHaveTextContent(/^Alt\s*\+\s*←\s*→\s*↑\s*↓$/);
    await expect(terms[5]).toHaveTextContent('Enter Esc');
  },
};

/** Without `onMoveJob` (or in the agenda), the shortcuts leave the move's keys out. */
export const KeyboardShortcutsWithoutMoving: Story = {
  args: { view: 'agenda', keyboardShortcuts: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(
      within(dialog)
        .getAllByRole('definition')
        .map((item) => item.textContent),
    ).toEqual(['Move between days', 'Previous or next period', 'Open the focused job']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Focus goes back to the button in the frame after the dialog closes.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveFocus(),
    );
  },
};
