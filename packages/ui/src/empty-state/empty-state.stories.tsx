import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { CalendarIcon, PlusIcon } from '../icons/icons.tsx';
import { EmptyState } from './empty-state.tsx';

const createClient = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No clients yet',
    description: 'Add your first client to start scheduling jobs.',
    icon: <CalendarIcon />,
    action: (
      <Button onPress={createClient}>
        <PlusIcon /> New client
      </Button>
    ),
  },
  beforeEach: () => {
    createClient.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Stands in for an empty list or page: a title saying what is missing, a line on what ' +
          'to do, and usually one action. Set `headingLevel` to fit the page outline.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No clients yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New client' }));
    await expect(createClient).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, icon: undefined, action: undefined, title: 'No job data.' },
};

export const LongText: Story = {
  args: {
    title: 'No jobs match the team, status and dates you filtered by',
    description:
      'Try a wider date range, another team, or clear the filters to see every job of the ' +
      'organisation again.',
    headingLevel: 3,
  },
};
