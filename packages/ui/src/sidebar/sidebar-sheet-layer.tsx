import { type ReactNode, useRef } from 'react';
import { DismissButton, Overlay, useDialog, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-aria-components';

import { cx } from '../lib/class-names.ts';
import styles from './sidebar.module.css';

export interface SidebarSheetLayerProps {
  state: OverlayTriggerState;
  label: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The open sheet: a modal layer (focus kept inside it, the page behind hidden from assistive
 * technology and not scrolled) with the sidebar in a dialog. A chunk of its own, loaded by
 * `SidebarSheet` (see there).
 */
export function SidebarSheetLayer({ state, label, className, children }: SidebarSheetLayerProps) {
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
