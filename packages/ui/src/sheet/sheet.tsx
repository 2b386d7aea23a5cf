import { type ReactNode, useId } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';

import { CloseIcon } from '../icons/icons.tsx';
import { cx } from '../lib/class-names.ts';
import styles from './sheet.module.css';

export type SheetSide = 'start' | 'end';

export interface SheetProps
  extends
    Omit<AriaDialogProps, 'className' | 'style'>,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The heading that names the panel. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /**
   * The edge it slides from (`end` is the right in left-to-right languages).
   * @default 'end'
   */
  side?: SheetSide;
  /**
   * Whether a click outside closes it. Turn it off for forms that would lose their input;
   * Escape and the close button still close it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  className?: string;
}

/**
 * A side panel over the page (job form, filters): at least about 35% of the width on desktop,
 * the full width on phones. Modal like `Dialog`: focus is trapped inside and returns to the
 * trigger. Use it in a `DialogTrigger` or control it with `isOpen`.
 */
export const Sheet = ({
  title,
  description,
  side = 'end',
  isDismissable = true,
  closeLabel = 'Close',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  children,
  ...props
}: SheetProps) => {
  const descriptionId = useId();
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={cx(styles.sheet, className)} data-side={side}>
        <AriaDialog
          aria-describedby={description != null ? descriptionId : undefined}
          {...props}
          className={styles.dialog}
        >
          {(renderProps) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {description != null ? (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                ) : null}
              </header>
              <div className={styles.body}>
                {typeof children === 'function' ? children(renderProps) : children}
              </div>
              <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
                <CloseIcon />
              </AriaButton>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
};
