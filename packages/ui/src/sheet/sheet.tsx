import type { ReactNode } from 'react';
import type { DialogProps as AriaDialogProps, ModalOverlayProps } from 'react-aria-components';

import { ModalFrame } from '../dialog/modal-frame.tsx';
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
export function Sheet({
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
}: SheetProps) {
  return (
    <ModalFrame
      {...props}
      title={title}
      description={description}
      closeLabel={closeLabel}
      layout="sheet"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      overlayClassName={styles.overlay}
      box={{ className: cx(styles.sheet, className), 'data-side': side }}
    >
      {children}
    </ModalFrame>
  );
}
