import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Client">
        <Tab id="details">Details</Tab>
        <Tab id="addresses">Addresses</Tab>
        <Tab id="jobs">Jobs</Tab>
        <Tab id="billing" isDisabled>
          Billing
        </Tab>
      </TabList>
      <TabPanel id="details">Ava Thompson, client since 2024.</TabPanel>
      <TabPanel id="addresses">42 Elm St, Springfield, IL 62701</TabPanel>
      <TabPanel id="jobs">12 jobs this year.</TabPanel>
      <TabPanel id="billing">Invoices.</TabPanel>
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Views of one subject, one at a time. Give the `TabList` an `aria-label`. Arrow keys ' +
          'move between tabs, Home/End jump to the ends, Tab moves into the panel.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const LongText: Story = {
  render: () => (
    <Tabs>
      <TabList aria-label="Report">
        <Tab id="a">Jobs completed by every team during the month</Tab>
        <Tab id="b">Payments received</Tab>
      </TabList>
      <TabPanel id="a">Report A</TabPanel>
      <TabPanel id="b">Report B</TabPanel>
    </Tabs>
  ),
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Addresses' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('42 Elm St');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('addresses');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Jobs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
