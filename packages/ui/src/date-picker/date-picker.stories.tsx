import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { DatePicker } from './date-picker.tsx';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Date', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A date field. The date is typed segment by segment in the order of the locale ' +
          '(month/day/year in English, day/month/year in Spanish and Portuguese), or picked in ' +
          'the calendar that the button (or Alt+↓) opens; the week starts on the locale’s first ' +
          'day. At rest the field reads the date the locale way (`dateStyle`) or, empty, ' +
          '`Pick a date` (pass the translation as `placeholder`; screen readers hear it as the ' +
          'hint of the empty field). `minValue` / `maxValue` bound the segments and the calendar ' +
          'and make an outside date invalid. Values are `CalendarDate`s from ' +
          '`@internationalized/date` (`parseDate("2026-03-04")`; `value.toString()` gives the ' +
          "API's `YYYY-MM-DD`). Switch the locale in the toolbar.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editable parts of the field, in the order they appear. */
const segmentTypes = (field: HTMLElement) =>
  within(field)
    .getAllByRole('spinbutton')
    .map((segment) => segment.dataset.type);

/** The column (0 to 6) of a day in the first week row of the open calendar. */
const columnInFirstWeek = async (dayName: RegExp) => {
  const grid = await screen.findByRole('grid');
  const [firstWeek] = within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0);
  return within(firstWeek!)
    .getAllByRole('gridcell')
    .findIndex((cell) => within(cell).queryByRole('button', { name: dayName }) != null);
};

/** The text the field shows at rest (the placeholder or the written date). */
const restText = (canvas: { getAllByText: (text: string) => HTMLElement[] }, text: string) =>
  canvas.getAllByText(text).find((element) => !element.hidden);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(restText(canvas, 'Pick a date')).toBeVisible();
    // Screen readers hear the placeholder as the hint of the empty segments.
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).toHaveAccessibleDescription('Pick a date');
  },
};

export const WithValue: Story = {
  args: { defaultValue: parseDate('2026-03-04'), description: 'The day of the first visit.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('March 4, 2026')).toBeVisible();
    // React Aria adds the selected date to the description of the first segment.
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAccessibleDescription(
      /The day of the first visit\./,
    );
    await expect(
      canvas.getByRole('spinbutton', { name: /month/i }),
    ).not.toHaveAccessibleDescription(/Pick a date/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-03-04') },
};

export const DisabledEmpty: Story = {
  args: { isDisabled: true },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Date is required.' },
  play: async ({ canvas }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription('Date is required. Pick a date');
  },
  parameters: { screenshot: { forcedColors: true } },
};

export const LongText: Story = {
  args: {
    label: 'Date of the first visit of the recurring cleaning plan for this client',
    defaultValue: parseDate('2026-09-30'),
    dateStyle: 'full',
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: parseDate('2026-03-04'), defaultOpen: true },
  play: async () => {
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getByRole('button', { name: /March 4, 2026/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
    // 1 March 2026 is a Sunday: the first day of the week in the United States.
    await expect(await columnInFirstWeek(/Sunday, March 1, 2026/)).toBe(0);
  },
  parameters: { screenshot: { forcedColors: true } },
};

/** Typing: the segments follow the locale (month, day, year in English) and move on by themselves. */
export const Typing: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await expect(segmentTypes(canvasElement)).toEqual(['month', 'day', 'year']);
    await step('a click on the placeholder starts at the first segment', async () => {
      await userEvent.click(restText(canvas, 'Pick a date')!);
      await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
    });
    await step('typing fills month, day and year in turn', async () => {
      await userEvent.keyboard('3');
      await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
      await userEvent.keyboard('10');
      await userEvent.keyboard('2026');
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-10'));
    });
    await step('arrow keys change the focused segment', async () => {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}{ArrowUp}');
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-11'));
    });
    await step('leaving the field shows the written date', async () => {
      // Day, then year, then the calendar button, then out of the field.
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByText('March 11, 2026')).toBeVisible();
    });
  },
};

export const KeyboardAndPointer: Story = {
  args: { defaultValue: parseDate('2026-03-04') },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await step('the button opens the calendar; clicking a day picks it', async () => {
      await userEvent.click(button);
      const grid = await screen.findByRole('grid');
      await userEvent.click(within(grid).getByRole('button', { name: /March 10, 2026/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-10'));
      await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    });
    await step('keyboard: Alt+↓ opens, arrows move by day, Enter picks', async () => {
      await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      await screen.findByRole('grid');
      await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-18'));
      await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    });
  },
  parameters: { screenshot: { forcedColors: true } },
};

/** Spanish: day/month/year segments, and weeks that start on Monday. */
export const Spanish: Story = {
  args: { label: 'Fecha', placeholder: 'Elige una fecha', defaultValue: parseDate('2026-03-04') },
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4 de marzo de 2026')).toBeVisible();
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    // 1 March 2026 is a Sunday: the last day of a week that starts on Monday.
    await expect(await columnInFirstWeek(/domingo, 1 de marzo de 2026/)).toBe(6);
  },
};

/** Brazilian Portuguese: day/month/year segments, and weeks that start on Sunday. */
export const Portuguese: Story = {
  args: {
    label: 'Data',
    placeholder: 'Escolha uma data',
    defaultValue: parseDate('2026-03-04'),
  },
  globals: { locale: 'pt-BR' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4 de março de 2026')).toBeVisible();
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
    await userEvent.click(canvas.getByRole('button', { name: /Calendário/ }));
    // 1 March 2026 is a Sunday: the first day of the week in Brazil.
    await expect(await columnInFirstWeek(/domingo, 1 de março de 2026/)).toBe(0);
  },
};

/** `minValue` / `maxValue`: days outside the range cannot be picked, and a typed one is invalid. */
export const MinAndMax: Story = {
  args: {
    label: 'Visit date',
    minValue: parseDate('2026-03-02'),
    maxValue: parseDate('2026-03-27'),
    placeholderValue: parseDate('2026-03-01'),
    description: 'Between March 2 and March 27.',
    errorMessage: 'Choose a date between March 2 and March 27, 2026.',
  },
  play: async ({ canvas, step }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await step('a typed date after the maximum is invalid, with its message', async () => {
      await userEvent.click(month);
      await userEvent.keyboard('3302026');
      await userEvent.tab();
      await expect(month).toHaveAttribute('aria-invalid', 'true');
      await expect(
        canvas.getByText('Choose a date between March 2 and March 27, 2026.'),
      ).toBeVisible();
    });
    await step('the calendar disables the days outside the range', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
      const grid = await screen.findByRole('grid');
      await expect(within(grid).getByRole('button', { name: /March 1, 2026/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(grid).getByRole('button', { name: /March 20, 2026/ }));
      await waitFor(() => expect(month).not.toHaveAttribute('aria-invalid'));
    });
  },
};

/** Dates before today cannot be chosen (`minValue`). */
export const FromToday: Story = {
  args: { minValue: today(getLocalTimeZone()) },
  parameters: { screenshot: { disable: true } },
};
