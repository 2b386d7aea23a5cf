import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';

import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '../icons/icons.tsx';
import { cx } from '../lib/class-names.ts';
import { type ToastMessage, toastQueue, type ToastVariant } from './toast-queue.ts';
import styles from './toast.module.css';

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
export function Toaster({
  closeLabel = 'Close',
  regionLabel = 'Notifications',
  queue = toastQueue,
  className,
}: ToasterProps) {
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={regionLabel}
      className={cx(styles.region, className)}
    >
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
            {toast.content.action ? (
              <AriaButton
                className={styles.action}
                onPress={() => {
                  toast.content.action?.onAction();
                  queue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </AriaButton>
            ) : null}
            <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
              <CloseIcon />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
