import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TimeField } from './time-field.tsx';

const meta = {
  title: 'UI/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Start time', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A time typed segment by segment, on a 24-hour clock by default (the API stores ' +
          '`HH:MM` or `HH:MM:SS`: `value.toString()`). `granularity="second"` adds seconds.',
      },
    },
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: new Time(14, 30) } };

export const WithSeconds: Story = {
  args: { defaultValue: new Time(9, 5, 30), granularity: 'second', label: 'Tracked start' },
};

export const TwelveHour: Story = { args: { defaultValue: new Time(14, 30), hourCycle: 12 } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: new Time(8, 0) } };

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: new Time(7, 0),
    errorMessage: 'End time must be after the start time.',
    label: 'End time',
  },
};

export const LongText: Story = {
  args: {
    label: 'Latest time the team may arrive at the property on the day of the job',
    description: 'Clients are told a one-hour window.',
    defaultValue: new Time(16, 45),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const KeyboardAndPointer: Story = {
  args: { defaultValue: new Time(9, 0) },
  play: async ({ args, canvas }) => {
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await userEvent.click(hour);
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 0));
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('45');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 45));
  },
};
