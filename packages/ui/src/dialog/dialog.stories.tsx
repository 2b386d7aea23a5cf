import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { AlertDialog, Dialog, DialogFooter, DialogTrigger } from './dialog.tsx';

/** A small form in a dialog: a field and the footer's buttons. */
function NewTeamForm() {
  return (
    <>
      <TextField label="Team name" isRequired />
      <DialogFooter>
        <Button variant="outline" slot="close">
          Cancel
        </Button>
        <Button>Create team</Button>
      </DialogFooter>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: 'Deep clean', description: 'Scheduled for March 4, 2026, 09:00–12:00' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Open job</Button>
      <Dialog {...args}>
        {({ close }) => (
          <>
            <Badge variant="scheduled">Scheduled</Badge>
            <p style={{ margin: 0 }}>Ava Thompson · 42 Elm St, Springfield, IL 62701</p>
            <DialogFooter>
              <Button variant="outline" onPress={close}>
                Close
              </Button>
              <Button>Edit Job</Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog with a title, an optional description, content and a footer of ' +
          'buttons. Focus is trapped inside and returns to the trigger; Escape, the close button ' +
          'and (unless `isDismissable={false}`) a click outside close it. `AlertDialog` asks for ' +
          'confirmation of a destructive action. On phones both become bottom sheets.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Deep clean' })).toBeInTheDocument();
  },
  parameters: { screenshot: { forcedColors: true } },
};

export const WithForm: Story = {
  args: { title: 'New team', description: undefined, defaultOpen: true, isDismissable: false },
  render: (args) => (
    <Dialog {...args}>
      <NewTeamForm />
    </Dialog>
  ),
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Recurring plan for the Downtown Residential Towers, every weekday except holidays',
    description:
      'Changing the plan regenerates every future job of the series; jobs already completed ' +
      'or cancelled are kept as they are, with their payment information.',
  },
};

export const KeyboardAndPointer: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Open job' });
    await step('a click opens it and moves focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Deep clean' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await expect(dialog).toHaveAccessibleDescription('Scheduled for March 4, 2026, 09:00–12:00');
      // The page behind does not scroll while it is open: locked once its first frame is painted,
      // which the lock would otherwise delay (ADR 0017).
      await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    });
    await step('Tab stays inside; Escape closes and focus returns', async () => {
      const dialog = screen.getByRole('dialog');
      for (let presses = 0; presses < 4; presses += 1) {
        await userEvent.tab();
        await expect(dialog.contains(document.activeElement)).toBe(true);
      }
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      // Once it is gone, the page scrolls again.
      await expect(document.documentElement.style.overflow).toBe('');
    });
    await step('the close button closes it too', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      // The icon button in the corner (the footer has a "Close" text button too).
      const [, iconClose] = within(dialog).getAllByRole('button', { name: 'Close' });
      await userEvent.click(iconClose!);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/**
 * A form ignores clicks outside, which would throw away what was typed, yet Escape still closes
 * it (`isKeyboardDismissDisabled={false}`); without that option Escape would be ignored too.
 */
export const FormClosesOnEscape: Story = {
  args: {
    title: 'New team',
    description: undefined,
    isDismissable: false,
    isKeyboardDismissDisabled: false,
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">New team</Button>
      <Dialog {...args}>
        <NewTeamForm />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'New team' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await step('a click outside keeps it open', async () => {
      await userEvent.click(document.body, { position: { x: 10, y: 10 } } as never);
      await expect(dialog).toBeInTheDocument();
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** Without `isKeyboardDismissDisabled={false}`, a dialog that ignores clicks outside ignores Escape. */
export const NotDismissable: Story = {
  args: { title: 'New team', description: undefined, isDismissable: false },
  render: FormClosesOnEscape.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const openChange = fn();

/**
 * `onOpenChange` hears of a change only: closing twice in one press (or pressing Close again as
 * the dialog fades out) reports one close, as React Aria's own dialogs do.
 */
export const ReportsEachChangeOnce: Story = {
  beforeEach: () => {
    openChange.mockClear();
  },
  args: { defaultOpen: true, onOpenChange: openChange },
  render: (args) => (
    <Dialog {...args}>
      {({ close }) => (
        <DialogFooter>
          <Button
            onPress={() => {
              close();
              close();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      )}
    </Dialog>
  ),
  // Closed at the end: nothing is left on the page to compare.
  parameters: { screenshot: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deep clean' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(openChange).toHaveBeenCalledTimes(1);
    await expect(openChange).toHaveBeenCalledWith(false);
  },
};

/** Frames and tasks enough for a modal's page to be made inert (after its first paint). */
const afterPaints = async () => {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }
};

/** A dialog that asks at once, in the same frame as the dialog it is opened from. */
function AsksAtOnce() {
  const [isOpen, setOpen] = useState(false);
  // Opened in the same frame as the dialog it is rendered in, on purpose: before that one's
  // first paint, when it makes its page inert.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setOpen(true), []);
  return (
    <Dialog title="Cancel this job?" size="sm" isOpen={isOpen} onOpenChange={setOpen}>
      <TextField label="Reason" />
    </Dialog>
  );
}

/**
 * A dialog opened over another before the first has made its page inert (which it does after
 * its first paint): a press within that frame, or a busy machine. The one on top stays usable,
 * and focus moves into it; the one below is inert until the top one closes.
 */
export const OpenedOverAnotherAtOnce: Story = {
  args: { title: 'Edit job', description: undefined, defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <NewTeamForm />
      <AsksAtOnce />
    </Dialog>
  ),
  // It ends on the dialog below, as With Form shows it: what it checks is focus and inertness.
  parameters: { screenshot: { disable: true } },
  play: async () => {
    const top = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    const below = screen.getByRole('dialog', { name: 'Edit job', hidden: true });
    await afterPaints();
    await expect(top.closest('[inert]')).toBeNull();
    await waitFor(() => expect(top.contains(document.activeElement)).toBe(true));
    await expect(below.closest('[inert]')).not.toBeNull();
    await userEvent.type(within(top).getByRole('textbox', { name: 'Reason' }), 'Sick');
    await expect(within(top).getByRole('textbox', { name: 'Reason' })).toHaveValue('Sick');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this job?' })).toBeNull(),
    );
    await afterPaints();
    await expect(below.closest('[inert]')).toBeNull();
    await waitFor(() => expect(below.contains(document.activeElement)).toBe(true));
  },
};

const confirmCancel = fn();

export const ConfirmDestructive: Story = {
  beforeEach: () => {
    confirmCancel.mockClear();
  },
  render: () => (
    <DialogTrigger>
      <Button variant="destructive">Cancel this Job</Button>
      <AlertDialog
        title="Cancel this job?"
        confirmLabel="Cancel job"
        cancelLabel="Keep job"
        onConfirm={confirmCancel}
      >
        The team will be notified and the client will not be charged. This cannot be undone.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, step }) => {
    await step('it opens with focus on the safe choice', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel this Job' }));
      const alert = await screen.findByRole('alertdialog', { name: 'Cancel this job?' });
      await waitFor(() =>
        expect(within(alert).getByRole('button', { name: 'Keep job' })).toHaveFocus(),
      );
    });
    await step('confirming calls onConfirm and closes', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cancel job' }));
      await expect(confirmCancel).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  },
};

export const AlertOpen: Story = {
  render: () => (
    <AlertDialog
      defaultOpen
      title="Delete client?"
      confirmLabel="Delete client"
      onConfirm={confirmCancel}
    >
      Their jobs stay in the history, but no new job can be scheduled for them.
    </AlertDialog>
  ),
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
  parameters: { screenshot: { forcedColors: true } },
};
