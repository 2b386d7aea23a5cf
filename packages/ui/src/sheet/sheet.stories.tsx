import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { DialogFooter, DialogTrigger } from '../dialog/dialog.tsx';
import { TextArea } from '../text-area/text-area.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Sheet } from './sheet.tsx';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  args: { title: 'New Job', description: 'Schedule a job for a client.' },
  render: (args) => (
    <DialogTrigger>
      <Button>New Job</Button>
      <Sheet {...args}>
        {({ close }) => (
          <>
            <TextField label="Client" />
            <TextArea label="Other information" />
            <DialogFooter>
              <Button variant="outline" onPress={close}>
                Cancel
              </Button>
              <Button>Schedule Job</Button>
            </DialogFooter>
          </>
        )}
      </Sheet>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A side panel for forms and details: at least about 35% of the window wide on ' +
          'desktop, the full width on phones. `isDismissable={false}` keeps it open on an ' +
          'outside click (for forms); Escape and the close button still close it.',
      },
    },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'New Job' })).toBeInTheDocument();
  },
};

export const FromStart: Story = { args: { defaultOpen: true, side: 'start', title: 'Filters' } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Edit the recurring plan of the Downtown Residential Towers cleaning contract',
    description:
      'Every future job of the series is regenerated when the plan changes. Jobs already ' +
      'completed or cancelled keep their details.',
  },
};

export const NotDismissableOnOutsideClick: Story = {
  args: { isDismissable: false },
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Job' }));
    const sheet = await screen.findByRole('dialog', { name: 'New Job' });
    await step('a click outside keeps it open', async () => {
      await userEvent.click(document.body, { position: { x: 10, y: 10 } } as never);
      await expect(sheet).toBeInTheDocument();
    });
    await step(
      'focus stays inside; Escape closes it and focus returns to the trigger',
      async () => {
        await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await waitFor(() => expect(canvas.getByRole('button', { name: 'New Job' })).toHaveFocus());
      },
    );
  },
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'New Job' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'New Job' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
