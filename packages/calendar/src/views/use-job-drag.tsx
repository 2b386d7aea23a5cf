import {
  type Announcements,
  DndContext,
  type DraggableSyntheticListeners,
  MouseSensor,
  type MouseSensorOptions,
  TouchSensor,
  type TouchSensorOptions,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';

import type { CalendarEntry } from '../engine/index.ts';

/** A point in the viewport (client coordinates). */
export interface DragPoint {
  readonly x: number;
  readonly y: number;
}

/** What a press on a job starts: moving the job, or (a week block's bottom edge) its end. */
export interface DragSource<T> {
  readonly entry: CalendarEntry<T>;
  readonly mode: 'move' | 'resize';
  /** Where the press was. */
  readonly point: DragPoint;
}

export interface JobDragOptions<T> {
  /** Whether any job can be dragged. */
  readonly enabled: boolean;
  /** The drag a press on `element` at `point` starts, or null (not a job, or one that stays). */
  readonly sourceAt: (element: Element, point: DragPoint) => DragSource<T> | null;
  /** The press became a drag (the pointer went 4 px, or a finger stayed 250 ms). */
  readonly onStart: (source: DragSource<T>) => void;
  /** The pointer moved, or what is under it scrolled. */
  readonly onMove: (source: DragSource<T>, point: DragPoint) => void;
  /** Dropped (`true`), or cancelled with Escape, a resize or leaving the page (`false`). */
  readonly onEnd: (drop: boolean) => void;
  /**
   * An element inside the view's scrolling area: near the area's edges the drag scrolls it.
   */
  readonly scrollRef: RefObject<HTMLElement | null>;
  /**
   * Whether the drag may scroll the view with the pointer at `point`: not while it is over a
   * target outside the scrolling area (the week's band), which would scroll the hours away.
   * @default always
   */
  readonly scrollsAt?: (point: DragPoint) => boolean;
}

export interface JobDrag {
  /** On the element holding the jobs. */
  readonly handleMouseDown: (event: MouseEvent<HTMLElement>) => void;
  readonly handleTouchStart: (event: TouchEvent<HTMLElement>) => void;
  readonly handleContextMenu: (event: MouseEvent<HTMLElement>) => void;
  /** dnd-kit's context, to render anywhere in the view (null when nothing can be dragged). */
  readonly context: ReactNode;
}

// A mouse drag starts once the pointer has moved 4 px, so a click still opens the job. A finger
// has to rest 250 ms on the job (a long press) and may wander 5 px meanwhile: a swipe scrolls.
const MOUSE: MouseSensorOptions = { activationConstraint: { distance: 4 } };
const TOUCH: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 5 } };

// The views announce a move in their own words (and the keyboard move is theirs too): dnd-kit's
// English announcements and instructions stay silent.
const silent = () => undefined;
const ANNOUNCEMENTS: Announcements = {
  onDragStart: silent,
  onDragMove: silent,
  onDragOver: silent,
  onDragEnd: silent,
  onDragCancel: silent,
};
const ACCESSIBILITY = {
  announcements: ANNOUNCEMENTS,
  screenReaderInstructions: { draggable: '' },
  restoreFocus: false,
};
// Scroll when the pointer is in the outer tenth of the hours, not the default fifth: a drop near
// the top of the hours in view should not scroll them away.
const SCROLL_THRESHOLD = { x: 0, y: 0.1 };

const DRAG_ID = 'job';

interface DragHandleProps {
  listenersRef: RefObject<DraggableSyntheticListeners>;
  scrollRef: RefObject<HTMLElement | null>;
}

/**
 * The view's one draggable. Its listeners go to the element holding every job rather than to
 * each card: a busy week draws hundreds of cards, and a `useDraggable` per card would render
 * each of them again whenever a drag starts or ends. Its node is inside the scrolling area, so
 * dnd-kit scrolls that area near its edges.
 */
function DragHandle({ listenersRef, scrollRef }: DragHandleProps) {
  const { listeners, setNodeRef } = useDraggable({ id: DRAG_ID });
  useLayoutEffect(() => {
    listenersRef.current = listeners;
    setNodeRef(scrollRef.current);
  });
  return null;
}

const pointOf = (event: globalThis.MouseEvent | globalThis.TouchEvent): DragPoint | null => {
  if ('touches' in event) {
    const touch = event.touches[0];
    return touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
  }
  return { x: event.clientX, y: event.clientY };
};

/**
 * Dragging jobs with the mouse or a finger, on dnd-kit's mouse and touch sensors: they start a
 * drag after the activation constraints above, cancel it on Escape, keep the click that ends a
 * drag from opening the job, stop text selection, the context menu and touch scrolling during
 * it, and scroll the view near its edges. Where the job would land is the view's business: it
 * gets the pointer's position in the viewport, and finds the day (and time) under it.
 */
export function useJobDrag<T>({
  enabled,
  sourceAt,
  onStart,
  onMove,
  onEnd,
  scrollRef,
  scrollsAt,
}: JobDragOptions<T>): JobDrag {
  const sensors = useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH));
  const listenersRef = useRef<DraggableSyntheticListeners>(undefined);
  const sourceRef = useRef<DragSource<T> | null>(null);
  // Where the pointer events of the drag arrive: the document for a mouse, the element touched for
  // a finger (touch events go to it even when it is no longer in the page).
  const eventTargetRef = useRef<EventTarget | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const pressedByTouch = useRef(false);
  const callbacks = useRef({ onStart, onMove, onEnd, scrollsAt });
  useLayoutEffect(() => {
    callbacks.current = { onStart, onMove, onEnd, scrollsAt };
  });
  const lastPointRef = useRef<DragPoint | null>(null);
  const autoScroll = useMemo(
    () => ({
      threshold: SCROLL_THRESHOLD,
      canScroll: () => {
        const point = lastPointRef.current;
        return point === null || (callbacks.current.scrollsAt?.(point) ?? true);
      },
    }),
    [],
  );

  const press = useCallback(
    (event: MouseEvent<HTMLElement> | TouchEvent<HTMLElement>, point: DragPoint) => {
      const source = sourceAt(event.target as Element, point);
      if (source === null) return;
      sourceRef.current = source;
      const activator = 'touches' in event ? 'onTouchStart' : 'onMouseDown';
      eventTargetRef.current = 'touches' in event ? event.target : document;
      listenersRef.current?.[activator]?.(event);
    },
    [sourceAt],
  );

  const handleMouseDown = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      pressedByTouch.current = false;
      if (!enabled || event.button !== 0) return;
      press(event, { x: event.clientX, y: event.clientY });
    },
    [enabled, press],
  );

  const handleTouchStart = useCallback(
    (event: TouchEvent<HTMLElement>) => {
      pressedByTouch.current = true;
      const touch = event.touches[0];
      if (!enabled || event.touches.length !== 1 || touch === undefined) return;
      press(event, { x: touch.clientX, y: touch.clientY });
    },
    [enabled, press],
  );

  // A long press on a job is a drag, not a request for the browser's menu.
  const handleContextMenu = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!pressedByTouch.current) return;
    if ((event.target as Element).closest('[data-movable]') !== null) event.preventDefault();
  }, []);

  const handleDragStart = useCallback(() => {
    const source = sourceRef.current;
    const target = eventTargetRef.current;
    if (source === null || target === null) return;
    lastPointRef.current = source.point;
    const follow = (event: Event) => {
      const point = pointOf(event as globalThis.MouseEvent | globalThis.TouchEvent);
      if (point === null) return;
      lastPointRef.current = point;
      callbacks.current.onMove(source, point);
    };
    // The hours scrolling under a still pointer (dnd-kit's auto-scroll, a wheel) change the time.
    const rescan = () => {
      if (lastPointRef.current !== null) callbacks.current.onMove(source, lastPointRef.current);
    };
    const moveEvent = target === document ? 'mousemove' : 'touchmove';
    target.addEventListener(moveEvent, follow, { passive: true });
    document.addEventListener('scroll', rescan, { capture: true, passive: true });
    stopRef.current = () => {
      target.removeEventListener(moveEvent, follow);
      document.removeEventListener('scroll', rescan, { capture: true });
    };
    callbacks.current.onStart(source);
  }, []);

  const finish = useCallback((drop: boolean) => {
    stopRef.current?.();
    stopRef.current = null;
    sourceRef.current = null;
    lastPointRef.current = null;
    eventTargetRef.current = null;
    callbacks.current.onEnd(drop);
  }, []);
  // A view that goes away mid-drag leaves no listener behind.
  useEffect(() => () => stopRef.current?.(), []);
  const handleDragEnd = useCallback(() => finish(true), [finish]);
  const handleDragCancel = useCallback(() => finish(false), [finish]);

  const context = enabled ? (
    <DndContext
      sensors={sensors}
      accessibility={ACCESSIBILITY}
      autoScroll={autoScroll}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      <DragHandle listenersRef={listenersRef} scrollRef={scrollRef} />
    </DndContext>
  ) : null;

  return { handleMouseDown, handleTouchStart, handleContextMenu, context };
}
