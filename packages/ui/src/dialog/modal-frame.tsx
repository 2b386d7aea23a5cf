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
import styles from './modal-frame.module.css';

/** The modal's box, placed and sized by its widget. */
interface ModalBoxProps {
  className: string;
  'data-size'?: string;
  'data-side'?: string;
}

export interface ModalFrameProps
  extends
    Omit<AriaDialogProps, 'className' | 'style'>,
    Pick<
      ModalOverlayProps,
      'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
    > {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Accessible name of the close button in the corner; `null` leaves it out. */
  closeLabel: string | null;
  /** `sheet` stretches the content to the full height of the panel. */
  layout: 'dialog' | 'sheet';
  overlayClassName: string | undefined;
  box: ModalBoxProps;
}

/**
 * What `Dialog` and `Sheet` share: the overlay, the modal box, the heading with its description,
 * the body and the close button. They differ only in where the box sits and how wide it is.
 */
export function ModalFrame({
  title,
  description,
  closeLabel,
  layout,
  overlayClassName,
  box,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  children,
  ...props
}: ModalFrameProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={overlayClassName}
    >
      <Modal {...box}>
        <AriaDialog
          aria-describedby={description != null ? descriptionId : undefined}
          {...props}
          data-layout={layout}
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
              {closeLabel != null ? (
                <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
                  <CloseIcon />
                </AriaButton>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
