// The queue and the functions that show toasts, apart from the region that renders them
// (toast.tsx): an app can show a toast from its first load and load the region later, since the
// region renders nothing until a toast is queued (`@spotless/ui/toaster`).

import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  /** Short summary, read first. */
  title: string;
  /** Optional detail under the title. */
  description?: string;
  /**
   * `destructive` for failures, `success` for completed actions.
   * @default 'default'
   */
  variant?: ToastVariant;
  /**
   * A button beside the text, such as `Undo`: pressing it runs `onAction` and closes the toast.
   * Give such a toast a timeout long enough to reach it (WCAG 2.2.1); it pauses under the
   * pointer and focus, and F6 moves focus to it.
   */
  action?: { label: string; onAction: () => void };
}

export interface ShowToastOptions {
  /**
   * Milliseconds before the toast closes by itself; `0` keeps it until it is dismissed.
   * Timers pause while the pointer or focus is on the toast.
   * @default 5000
   */
  timeout?: number;
  /** Called once the toast has closed, by its timer or by the user. */
  onClose?: () => void;
}

/** How long a toast stays by default. */
export const TOAST_TIMEOUT = 5000;

let defaultTimeout = TOAST_TIMEOUT;

/**
 * How long a toast shown without a timeout of its own stays; `0` keeps it until it is dismissed.
 * The stories' test runs keep them: a story's screenshots are taken after its play and its axe
 * checks in both themes, which on a busy machine has outlasted the five seconds of a toast the
 * story ended on.
 */
export const setDefaultToastTimeout = (timeout: number) => {
  defaultTimeout = timeout;
};

/**
 * The application's toast queue. Only one toast shows at a time: a new toast replaces the
 * current one rather than waiting behind it, so the message on screen is always the latest.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** Shows a toast and returns its key (for `dismissToast`). */
export const showToast = (message: ToastMessage, options: ShowToastOptions = {}): string => {
  const { timeout = defaultTimeout, onClose } = options;
  toastQueue.clear();
  return toastQueue.add(message, { timeout: timeout > 0 ? timeout : undefined, onClose });
};

/** Closes one toast. */
export const dismissToast = (key: string) => toastQueue.close(key);

/** Closes every toast (for example on sign-out). */
export const dismissAllToasts = () => toastQueue.clear();
