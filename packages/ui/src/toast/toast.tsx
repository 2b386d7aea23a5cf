import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';

import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '../icons/icons.tsx';
import { cx } from '../lib/class-names.ts';
import styles from './toast.module.css';

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

/**
 * The application's toast queue. Only one toast shows at a time: a new toast replaces the
 * current one rather than waiting behind it, so the message on screen is always the latest.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** Shows a toast and returns its key (for `dismissToast`). */
export const showToast = (message: ToastMessage, options: ShowToastOptions = {}): string => {
  const { timeout = TOAST_TIMEOUT, onClose } = options;
  toastQueue.clear();
  return toastQueue.add(message, { timeout: timeout > 0 ? timeout : undefined, onClose });
};

/** Closes one toast. */
export const dismissToast = (key: string) => toastQueue.close(key);

/** Closes every toast (for example on sign-out). */
export const dismissAllToasts = () => toastQueue.clear();

export interface ToasterProps {
  /**
   * Accessible name of the close button of each toast.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Accessible name of the notifications landmark.
   * @default 'Notifications'
   */
  regionLabel?: string;
  /** The queue to show; the application queue by default. */
  queue?: ToastQueue<ToastMessage>;
  className?: string;
}

const icons = {
  default: null,
  success: <CheckCircleIcon className={styles.icon} />,
  destructive: <AlertCircleIcon className={styles.icon} />,
} satisfies Record<ToastVariant, unknown>;

/**
 * Renders the toasts; mount it once near the root of the app. Toasts are announced by screen
 * readers as they appear, and F6 moves focus to the notifications landmark and back.
 */
export const Toaster = ({
  closeLabel = 'Close',
  regionLabel = 'Notifications',
  queue = toastQueue,
  className,
}: ToasterProps) => (
  <AriaToastRegion queue={queue} aria-label={regionLabel} className={cx(styles.region, className)}>
    {({ toast }) => {
      const variant = toast.content.variant ?? 'default';
      return (
        <AriaToast toast={toast} data-variant={variant} className={styles.toast}>
          {icons[variant]}
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
            <CloseIcon />
          </AriaButton>
        </AriaToast>
      );
    }}
  </AriaToastRegion>
);
