import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control.tsx';

type Status = 'all' | 'active' | 'inactive';

function Controlled(props: SegmentedControlProps<Status>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** One choice among a few, all visible: the list filters (All / Active / Inactive). */
const meta = {
  title: 'Web/Components/Segmented control',
  component: SegmentedControl<Status>,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    value: 'all',
    onChange: fn(),
    options: [
      { id: 'all', label: 'All' },
      { id: 'active', label: 'Active' },
      { id: 'inactive', label: 'Inactive' },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SegmentedControl<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ByMouseAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Inactive' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('inactive');
    await expect(canvas.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('active');
  },
};
