import { type ReactNode, useMemo, useRef, useState } from 'react';
import { DismissButton, Overlay, useDialog, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-aria-components';

import { cx } from '../lib/class-names.ts';
import styles from './sidebar.module.css';

interface SidebarSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The sidebar on a phone: a modal sheet from the start edge, closed by Escape, a tap beside it
 * or a link inside it. Built on React Aria's hooks rather than its `Modal` and `Dialog`
 * components, which bring the code of menus and popovers with them: the sheet is part of the
 * frame every signed-in page loads first.
 */
export function SidebarSheet({
  isOpen,
  onOpenChange,
  label,
  className,
  children,
}: SidebarSheetProps) {
  const [point, setPoint] = useState<OverlayTriggerState['point']>(null);
  const state = useMemo<OverlayTriggerState>(
    () => ({
      isOpen,
      setOpen: onOpenChange,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
      toggle: () => onOpenChange(!isOpen),
      point,
      setPoint,
    }),
    [isOpen, onOpenChange, point],
  );
  if (!isOpen) return null;
  return (
    <SheetLayer state={state} label={label} className={className}>
      {children}
    </SheetLayer>
  );
}

function SheetLayer({
  state,
  label,
  className,
  children,
}: {
  state: OverlayTriggerState;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, sheetRef);
  const { dialogProps } = useDialog({ 'aria-label': label }, dialogRef);
  return (
    // Focus stays in the sheet while it is open, and goes back to the trigger when it closes.
    <Overlay shouldContainFocus>
      <div {...underlayProps} className={styles.mobileOverlay}>
        <div {...modalProps} ref={sheetRef} className={cx(styles.mobileSheet, className)}>
          <section {...dialogProps} ref={dialogRef} className={styles.mobileDialog}>
            {children}
          </section>
          <DismissButton onDismiss={state.close} />
        </div>
      </div>
    </Overlay>
  );
}
