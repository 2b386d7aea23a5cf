import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { MoreHorizontalIcon, PencilIcon, TrashIcon } from '../icons/icons.tsx';
import { Popover } from '../popover/popover.tsx';
import {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
} from './menu.tsx';

// React Aria calls onAction with the item's key (and an internal second argument).
const handleAction = fn();

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { onAction: handleAction },
  beforeEach: () => {
    handleAction.mockClear();
  },
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline" size="icon" aria-label="Job actions">
        <MoreHorizontalIcon />
      </Button>
      <Menu {...args}>
        <MenuSection title="Job">
          <MenuItem id="edit" icon={<PencilIcon />} shortcut="E">
            Edit Job
          </MenuItem>
          <MenuItem id="duplicate">Duplicate</MenuItem>
          <SubmenuTrigger>
            <MenuItem id="move">Move to team</MenuItem>
            <Popover placement="end top">
              <Menu onAction={args.onAction}>
                <MenuItem id="team-a">Team A</MenuItem>
                <MenuItem id="team-b">Team B</MenuItem>
              </Menu>
            </Popover>
          </SubmenuTrigger>
        </MenuSection>
        <MenuSeparator />
        <MenuSection>
          <MenuItem id="cancel" icon={<TrashIcon />} variant="destructive">
            Cancel this Job
          </MenuItem>
          <MenuItem id="archived" isDisabled>
            Archive (completed jobs only)
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A dropdown of actions with sections, separators, shortcuts, submenus and a ' +
          '`destructive` variant. Put the trigger (usually a `Button`) and the `Menu` in a ' +
          '`MenuTrigger`. With `selectionMode` it becomes a list of checkable options.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Job actions' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const Selectable: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="outline">Columns</Button>
      <Menu selectionMode="multiple" defaultSelectedKeys={['client', 'date']}>
        <MenuItem id="client">Client</MenuItem>
        <MenuItem id="date">Date</MenuItem>
        <MenuItem id="team">Team</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async () => {
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Client' })).toBeChecked();
  },
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Job actions' });
    await step('a click opens it; clicking an item runs it and closes', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
      await expect(handleAction.mock.lastCall?.[0]).toBe('duplicate');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });
    await step('keyboard: Enter opens on the first item, arrows skip disabled items', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const first = await screen.findByRole('menuitem', { name: /Edit Job/ });
      await waitFor(() => expect(first).toHaveFocus());
      await userEvent.keyboard('{ArrowUp}');
      await expect(screen.getByRole('menuitem', { name: 'Cancel this Job' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(handleAction.mock.lastCall?.[0]).toBe('cancel');
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};
