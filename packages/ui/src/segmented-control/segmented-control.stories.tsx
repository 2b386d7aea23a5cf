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

const meta = {
  title: 'UI/SegmentedControl',
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
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few, all visible: the list filters (All / Active / Inactive), ' +
          'chart or table. A radio group drawn as joined buttons; one option is always chosen. ' +
          'For views of one subject with their own panels use `Tabs`.',
      },
    },
  },
} satisfies Meta<typeof SegmentedControl<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
      <SegmentedControl {...args} label="First chosen" value="all" />
      <SegmentedControl {...args} label="Last chosen" value="inactive" />
      <SegmentedControl
        {...args}
        label="One option disabled"
        value="active"
        options={[
          { id: 'all', label: 'All' },
          { id: 'active', label: 'Active' },
          { id: 'inactive', label: 'Inactive', isDisabled: true },
        ]}
      />
      <SegmentedControl {...args} label="All disabled" value="all" isDisabled />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'One option disabled' });
    await expect(within(group).getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Inactive' })).toBeDisabled();
  },
  parameters: { screenshot: { forcedColors: true } },
};

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

export const DisabledOptionIsSkipped: Story = {
  args: {
    options: [
      { id: 'all', label: 'All' },
      { id: 'active', label: 'Active', isDisabled: true },
      { id: 'inactive', label: 'Inactive' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Active' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Inactive' })).toHaveFocus();
  },
};
