import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Select, SelectItem, SelectSection } from './select.tsx';

const teams = [
  { id: 'team-a', name: 'Team A', color: '#2563EB' },
  { id: 'team-b', name: 'Team B', color: '#16A34A' },
  { id: 'team-c', name: 'Team C', color: '#DC2626' },
];

function Dot({ color }: { color: string }) {
  return (
    <span
      style={{
        display: 'inline-block',
        inlineSize: '0.625rem',
        blockSize: '0.625rem',
        borderRadius: 'var(--radius-full)',
        background: color,
      }}
    />
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Charge by', onChange: fn(), children: null },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="hour">Hour</SelectItem>
      <SelectItem id="visit">Visit</SelectItem>
      <SelectItem id="job" description="One price for the whole job.">
        Job
      </SelectItem>
    </Select>
  ),
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
          'One option from a list in a popover (at most 300px high). Options are `SelectItem`s ' +
          'whose `id` is the value; an empty id is refused, because the empty value means no ' +
          'selection. Pass `placeholder` translated; React Aria localizes its default.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValueAndDescription: Story = {
  args: { defaultValue: 'visit', description: 'How the client is charged.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'hour' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose how to charge.' },
};

export const LongText: Story = {
  args: { label: 'Team responsible for the recurring jobs of this client', defaultValue: 'long' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="long">
        The weekend deep-cleaning crew of the north side of the city
      </SelectItem>
      <SelectItem id="short">Team B</SelectItem>
    </Select>
  ),
};

export const DynamicItemsWithSections: Story = {
  args: { label: 'Team' },
  render: (args) => (
    <Select {...args} placeholder="All Teams" defaultOpen>
      <SelectSection title="Active">
        {teams.map((team) => (
          <SelectItem key={team.id} id={team.id} icon={<Dot color={team.color} />}>
            {team.name}
          </SelectItem>
        ))}
      </SelectSection>
      <SelectSection title="Inactive">
        <SelectItem id="team-old" icon={<Dot color="#6B7280" />}>
          Team Z
        </SelectItem>
      </SelectSection>
    </Select>
  ),
  parameters: { screenshot: { forcedColors: true } },
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: /Charge by/ });
    await step('a click opens the list; choosing an option closes it', async () => {
      await userEvent.click(trigger);
      const listbox = await screen.findByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name: 'Visit' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('visit');
      await expect(trigger).toHaveTextContent('Visit');
    });
    await step('from the keyboard: Enter opens, arrows move, Enter picks', async () => {
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('job');
      // Focus goes back to the trigger on the frame after the list closes.
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
  parameters: { screenshot: { forcedColors: true } },
};
