import { parseDate, today, getLocalTimeZone } from '@internationalized/date';
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
          'A date field that opens a calendar. Empty, it reads `Pick a date` (pass the ' +
          'translation as `placeholder`); with a value it writes the date the locale way. ' +
          'Values are `CalendarDate`s from `@internationalized/date` (`parseDate("2026-03-04")`, ' +
          "`value.toString()` gives the API's `YYYY-MM-DD`). Switch the locale in the toolbar.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  args: { defaultValue: parseDate('2026-03-04'), description: 'The day of the first visit.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-03-04') },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Date is required.' },
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
  },
};

export const KeyboardAndPointer: Story = {
  args: { defaultValue: parseDate('2026-03-04') },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: /Date/ });
    await expect(trigger).toHaveTextContent('March 4, 2026');
    await step('a click opens the calendar; clicking a day picks it', async () => {
      await userEvent.click(trigger);
      const grid = await screen.findByRole('grid');
      await userEvent.click(within(grid).getByRole('button', { name: /March 10, 2026/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-10'));
      await waitFor(() => expect(trigger).toHaveTextContent('March 10, 2026'));
    });
    await step('keyboard: Enter opens, arrows move by day, Enter picks', async () => {
      await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('grid');
      await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-18'));
    });
  },
};

/** Dates before today cannot be chosen (`minValue`). */
export const FromToday: Story = {
  args: { minValue: today(getLocalTimeZone()) },
  parameters: { screenshot: { disable: true } },
};
