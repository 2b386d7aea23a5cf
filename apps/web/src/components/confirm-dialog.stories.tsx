import { Button } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withI18n } from '../testing/i18n-story.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/** Opens the dialog from a button, as the screens do from a row's menu. */
function Demo(props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* The app's own button: the browser's default one is drawn differently by each build. */}
      <Button variant="outline" onPress={() => setOpen(true)}>
        Delete Blue Team
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * Confirms an irreversible action. Unlike a bare AlertDialog it waits for the server: the
 * confirming button stays busy, and a refusal keeps the dialog open.
 */
const meta = {
  title: 'Web/Components/Confirm dialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  decorators: [withI18n],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Delete Blue Team?',
    children: "The team will be removed for good. This can't be undone.",
    confirmLabel: 'Delete team',
    onConfirm: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Blue Team' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Delete Blue Team?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const ClosesWhenTheCallSucceeds: Story = {
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Blue Team' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    // While the call runs the dialog stays, and Cancel is off.
    await expect(page(canvasElement).getByRole('alertdialog')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const StaysOpenWhenRefused: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('409'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Blue Team' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
    );
    await expect(page(canvasElement).getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};
