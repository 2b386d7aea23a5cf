import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Toaster } from './toast.tsx';
import {
  dismissAllToasts,
  type ShowToastOptions,
  showToast,
  type ToastMessage,
} from './toast-queue.ts';

interface ToastDemoProps extends ToastMessage, ShowToastOptions {
  /** Label of the button that shows the toast. */
  trigger: string;
}

function ToastDemo({ trigger, timeout, onClose, ...message }: ToastDemoProps) {
  return (
    <>
      <Button variant="outline" onPress={() => showToast(message, { timeout, onClose })}>
        {trigger}
      </Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: { trigger: 'Save job', title: 'Job saved', description: 'Job created successfully' },
  // Toasts live in one application queue: start every story with none.
  beforeEach: () => {
    dismissAllToasts();
    return () => dismissAllToasts();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Brief notifications. Mount `<Toaster />` once near the root and call ' +
          '`showToast({ title, description, variant })` anywhere. Only one toast shows at a time ' +
          '(a new one replaces the current one); each closes after 5000 ms by default, and the ' +
          'timer pauses while hovered or focused. Toasts are announced by screen readers; F6 ' +
          'jumps to them. `closeLabel` and `regionLabel` take the translated texts.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Job saved');
    await expect(toast).toHaveTextContent('Job created successfully');
    await expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(toast);
  },
};

export const Destructive: Story = {
  args: {
    trigger: 'Sign in',
    title: 'Login',
    description: 'Invalid login or password.',
    variant: 'destructive',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Invalid login or password.',
    );
  },
};

export const Success: Story = {
  args: { variant: 'success' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Job saved');
  },
};

/** An action beside the text (`Undo` after a move): pressing it runs the action and closes the toast. */
export const WithAction: Story = {
  args: {
    trigger: 'Move job',
    title: 'Job moved',
    description: 'Thursday, December 3, 9:00 AM – 11:00 AM',
    variant: 'success',
    timeout: 10_000,
    action: { label: 'Undo', onAction: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move job' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Thursday, December 3');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const OnlyOneAtATime: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
      <Button variant="outline" onPress={() => showToast({ title: 'First message' })}>
        First
      </Button>
      <Button variant="outline" onPress={() => showToast({ title: 'Second message' })}>
        Second
      </Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await screen.findByText('First message');
    await userEvent.click(canvas.getByRole('button', { name: 'Second' }));
    await screen.findByText('Second message');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(screen.queryByText('First message')).not.toBeInTheDocument();
  },
};

export const DismissWithPointerAndKeyboard: Story = {
  args: { timeout: 0 },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Save job' });
    await step('the close button dismisses it', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
    await step('Tab reaches the toast and its Close button; Enter dismisses', async () => {
      await userEvent.click(trigger);
      const toast = await screen.findByRole('alertdialog');
      const close = screen.getByRole('button', { name: 'Close' });
      for (let presses = 0; presses < 5 && document.activeElement !== close; presses += 1) {
        await userEvent.tab();
      }
      await expect(close).toHaveFocus();
      await expect(toast).toContainElement(close);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  },
};

export const ClosesAfterTimeout: Story = {
  args: { timeout: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await screen.findByRole('alertdialog');
    // Move the pointer off the toast: hovering pauses its timer.
    await userEvent.unhover(await screen.findByRole('alertdialog'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

const catalogQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });
catalogQueue.add({ title: 'Job saved', description: 'Job updated successfully' });
catalogQueue.add({ title: 'Team created', variant: 'success' });
catalogQueue.add({
  title: 'Login',
  description: 'Oops, error when logging in. Please check your credentials.',
  variant: 'destructive',
});

/** Every variant at once (the app itself shows one at a time). */
export const Variants: Story = {
  render: () => <Toaster queue={catalogQueue} />,
  parameters: { docs: { story: { inline: false, height: '20rem' } } },
};
