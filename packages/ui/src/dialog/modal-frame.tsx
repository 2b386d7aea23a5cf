import {
  type ReactNode,
  type RefObject,
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DismissButton, Overlay, mergeProps, useOverlay, usePreventScroll } from 'react-aria';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  type ModalOverlayProps,
  type OverlayTriggerState,
  OverlayTriggerStateContext,
} from 'react-aria-components';

import { CloseIcon } from '../icons/icons.tsx';
import { cx } from '../lib/class-names.ts';
import { inertOutside, openModal } from './inert-outside.ts';
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

/** The modal's own open state, controlled by `isOpen` or starting at `defaultOpen`. */
function useOpenState(
  isOpen: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
): OverlayTriggerState {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const [point, setPoint] = useState<OverlayTriggerState['point']>(null);
  const current = isOpen ?? uncontrolled;
  // As React Aria's own state, only a change is reported: a second press on Close while the
  // dialog fades out does not close it twice. Controlled, the change is measured against what the
  // owner last rendered (it may refuse a close, as the confirm dialog does while its call runs);
  // uncontrolled, against the last value set, so two calls in one event report one change.
  const latestUncontrolled = useRef(uncontrolled);
  useLayoutEffect(() => {
    latestUncontrolled.current = uncontrolled;
  }, [uncontrolled]);
  const setOpen = useCallback(
    (next: boolean) => {
      if (Object.is(next, isOpen ?? latestUncontrolled.current)) return;
      if (isOpen === undefined) {
        latestUncontrolled.current = next;
        setUncontrolled(next);
      }
      onOpenChange?.(next);
    },
    [isOpen, onOpenChange],
  );
  return useMemo(
    () => ({
      isOpen: current,
      setOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen(!current),
      point,
      setPoint,
    }),
    [current, setOpen, point],
  );
}

/**
 * Resolves once the CSS animations now running on the elements and their pseudo-elements end (an
 * infinite one, such as a spinner's, is not waited for), at once when there are none.
 */
function animationsEnd(elements: (Element | null)[]): Promise<unknown> {
  const targets = elements.filter((element) => element !== null);
  const running = new Set(
    targets
      // Browsers all have getAnimations; test DOMs may not. `subtree` takes in the element's
      // pseudo-elements (the backdrop), whose animations name the element as their target.
      .flatMap((element) =>
        typeof element.getAnimations === 'function' ? element.getAnimations({ subtree: true }) : [],
      )
      .filter((animation) => {
        const effect = animation.effect;
        if (!effect || effect.getTiming().iterations === Infinity) return false;
        const target = 'target' in effect ? (effect as KeyframeEffect).target : null;
        return target !== null && targets.includes(target);
      }),
  );
  return Promise.all([...running].map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * What `Dialog` and `Sheet` share: the overlay, the modal box, the heading with its description,
 * the body and the close button. They differ only in where the box sits and how wide it is.
 *
 * It is React Aria's modal (focus moved in, kept inside and given back to the trigger; Escape and a
 * press outside dismiss it; the page does not scroll behind it), built from React Aria's hooks
 * rather than its `ModalOverlay`, for one difference: the page behind is made inert, and its
 * scroll locked, only after the dialog's first frame is painted. Marking the page inert restyles
 * every element in it, and locking its scroll rasterises the whole screen again, which on the
 * schedule (thousands of job blocks) would otherwise delay that frame by tens of milliseconds
 * (ADR 0017).
 */
export function ModalFrame({ isOpen, defaultOpen, onOpenChange, ...props }: ModalFrameProps) {
  const triggerState = useContext(OverlayTriggerStateContext);
  const ownState = useOpenState(isOpen, defaultOpen, onOpenChange);
  // A modal in a `DialogTrigger` follows its trigger, unless its own props control it.
  const state = isOpen != null || defaultOpen != null || !triggerState ? ownState : triggerState;
  // Mounted while open, and while it animates out after closing.
  const [isMounted, setMounted] = useState(state.isOpen);
  const onExited = useCallback(() => setMounted(false), []);
  if (state.isOpen && !isMounted) setMounted(true);
  if (!isMounted) return null;
  return <ModalLayer {...props} state={state} isExiting={!state.isOpen} onExited={onExited} />;
}

interface ModalLayerProps extends Omit<ModalFrameProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  state: OverlayTriggerState;
  isExiting: boolean;
  onExited: () => void;
}

/** The overlay of the modal a component is rendered in, if any. */
const ParentModalContext = createContext<RefObject<HTMLElement | null> | null>(null);

function ModalLayer({
  state,
  isExiting,
  onExited,
  title,
  description,
  closeLabel,
  layout,
  overlayClassName,
  box,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  children,
  ...props
}: ModalLayerProps) {
  const descriptionId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [isEntering, setEntering] = useState(true);

  const { overlayProps } = useOverlay(
    { isOpen: state.isOpen, onClose: state.close, isDismissable, isKeyboardDismissDisabled },
    boxRef,
  );
  useInertOutside(overlayRef, useContext(ParentModalContext), state.isOpen);

  // The entrance animation plays once; the exit one is waited for before the modal unmounts.
  useLayoutEffect(() => {
    let current = true;
    void animationsEnd([overlayRef.current, boxRef.current]).then(() => {
      if (current) setEntering(false);
    });
    return () => {
      current = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (!isExiting) return;
    let current = true;
    void animationsEnd([overlayRef.current, boxRef.current]).then(() => {
      if (current) onExited();
    });
    return () => {
      current = false;
    };
  }, [isExiting, onExited]);

  const phase = {
    'data-entering': (isEntering && !isExiting) || undefined,
    'data-exiting': isExiting || undefined,
  };
  return (
    <Overlay shouldContainFocus={!isExiting} isExiting={isExiting}>
      <PageScrollLock />
      <div ref={overlayRef} className={cx(styles.backdrop, overlayClassName)} {...phase}>
        <div {...mergeProps(overlayProps, box)} ref={boxRef} {...phase}>
          {isDismissable ? <DismissButton onDismiss={state.close} /> : null}
          <ParentModalContext.Provider value={overlayRef}>
            <OverlayTriggerStateContext.Provider value={state}>
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
            </OverlayTriggerStateContext.Provider>
          </ParentModalContext.Provider>
        </div>
      </div>
    </Overlay>
  );
}

/**
 * Locks the page's scroll behind the modal (React Aria's `usePreventScroll`), from just after the
 * modal's first frame is painted until it unmounts, once its closing animation has played. The
 * lock sets `overflow` on the document's root, and any change of it has the browser rasterise the
 * whole screen again: 7 to 12 ms on a 2-core machine, and up to 20 under a busy week, which in the
 * frame that shows the modal would hold the modal up (ADR 0017). A frame later, the page is under
 * the backdrop; at the unmount, that work joins the repaint the overlay's removal causes anyway.
 * Its own component, so that starting the lock re-renders nothing else.
 */
function PageScrollLock() {
  const [isLocked, setLocked] = useState(false);
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the next animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLocked(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  usePreventScroll({ isDisabled: !isLocked });
  return null;
}

/**
 * Makes everything outside the modal inert while it is open. Marking the page inert, and
 * unmarking it, restyles every element in it, so both happen after a frame has been painted: the
 * dialog shows, and disappears, first. The page is given back at the latest when the modal
 * unmounts, before focus returns to it: in the commit that removes the modal (layout effects),
 * ahead of the animation frame in which React Aria's focus scope gives focus back. A passive
 * effect could run after that frame on a busy machine, and focus, refused by the still inert
 * trigger, fell to the page's body. The modal is noted as open from its mount (`openModal`), so a
 * modal opened over it before that frame is not made inert with the page.
 */
function useInertOutside(
  ref: RefObject<HTMLElement | null>,
  parent: RefObject<HTMLElement | null> | null,
  isOpen: boolean,
) {
  const pending = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    return openModal(element, parent);
  }, [ref, parent]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isOpen || !element) return;
    let restore: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the next animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (element.isConnected) restore = inertOutside(element);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (!restore) return;
      const giveBack = once(restore);
      pending.current = giveBack;
      requestAnimationFrame(() => setTimeout(giveBack));
    };
  }, [ref, isOpen]);
  useLayoutEffect(
    () => () => {
      pending.current?.();
    },
    [],
  );
}

/** The function, called once at most. */
function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}
