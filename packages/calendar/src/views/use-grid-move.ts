import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useId,
  useMemo,
} from 'react';

import type { CalendarEntry, CalendarRange, JobMoveTarget, MoveBounds } from '../engine/index.ts';
import { clientName } from './job-text.ts';
import type { MoreJobs } from './more-jobs.tsx';
import type { MoveGhostInfo } from './move-ghost.tsx';
import type { CalendarJob, CalendarLabels } from './types.ts';
import { type DragPoint, type DragSource, type JobDrag, useJobDrag } from './use-job-drag.tsx';
import { type JobMove, moveTargetText, type MoveVia, useJobMove } from './use-job-move.ts';

/** The job being moved, drawn dimmed where it is. */
export interface MovingCard {
  readonly key: string;
  readonly via: MoveVia;
}

export interface GridMoveOptions<T extends CalendarJob, L> {
  readonly onMoveJob: ((job: T, target: JobMoveTarget) => void) | undefined;
  readonly canMoveJob: ((job: T) => boolean) | undefined;
  readonly onMoveTargetChange: ((job: T, target: JobMoveTarget | null) => void) | undefined;
  readonly moveWarning: string | null;
  readonly locale: string;
  readonly labels: CalendarLabels;
  /** The view's layout: what `findEntry` searches; a new one means new jobs. */
  readonly layout: L;
  /** Where a move may go (`useMoveBounds`). */
  readonly bounds: MoveBounds;
  /** The entry of the job with this key, in a day or behind its `+N more`. Stable. */
  readonly findEntry: (layout: L, key: string) => CalendarEntry<T> | undefined;
  /** The target an Alt+arrow key leads to, or null for a key the view ignores. Stable. */
  readonly step: (target: JobMoveTarget, key: string, bounds: MoveBounds) => JobMoveTarget | null;
  /** Where a drag puts the job with the pointer at `point` (a point in the viewport). */
  readonly targetAt: (source: DragSource<T>, point: DragPoint) => JobMoveTarget;
  /**
   * What a press on a card at `point` drags: the job, or (a week block's bottom edge) its end.
   * Stable.
   * @default the job
   */
  readonly dragModeAt?: (card: HTMLElement, point: DragPoint) => DragSource<T>['mode'];
  /** Called as a drag starts, before its move. */
  readonly onDragStart?: (source: DragSource<T>) => void;
  /** The keys of the grid that are not the move's: the day grid's. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly gridRef: RefObject<HTMLElement | null>;
  /** The view's `+N more` popover, whose jobs move too. */
  readonly more: MoreJobs;
  /** See `useJobDrag`. */
  readonly scrollRef: RefObject<HTMLElement | null>;
  readonly scrollsAt?: (point: DragPoint) => boolean;
}

export interface GridMove<T> {
  /** The move in progress, or null. */
  readonly move: JobMove<T> | null;
  /** Whether a job may be moved; null when none can. */
  readonly canMove: ((job: T) => boolean) | null;
  /** The last job moved. */
  readonly movedKey: string | null;
  /** What the live region says. */
  readonly announcement: string;
  /** The id of the hint that describes the jobs that can move. */
  readonly hintId: string;
  /** The job being moved, for the day it is on. */
  readonly movingCard: MovingCard | null;
  /** What the move's target shows, for the day it would land in. */
  readonly ghost: MoveGhostInfo | null;
  /** On the grid element, with the drag's mouse, touch and context menu handlers. */
  readonly handleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly handleBlur: (event: FocusEvent<HTMLElement>) => void;
  readonly drag: JobDrag;
}

/** The days a move may go to (the days shown) and the grid's hours, in minutes from midnight. */
export function useMoveBounds(
  range: CalendarRange,
  startMinute: number,
  endMinute: number,
): MoveBounds {
  return useMemo(
    () => ({
      firstDate: range.from.toString(),
      lastDate: range.to.toString(),
      startMinute,
      endMinute,
    }),
    [range, startMinute, endMinute],
  );
}

/**
 * Moving jobs in a grid view (month, week): the keyboard move (`useJobMove`) and the drag
 * (`useJobDrag`) wired to the view's layout, its `+N more` popover and what the view draws (the
 * job being moved, the target). The view brings what differs: its bounds, how an arrow key steps,
 * how it finds a job and the target under the pointer.
 *
 * A job in the `+N more` popover moves too. A drag that starts on it closes the popover and goes
 * on over the grid. Alt+arrows on it close the popover, and its `+N more` button holds the move:
 * it takes focus, Alt+arrows go on, Enter saves and Escape cancels there.
 */
export function useGridMove<T extends CalendarJob, L>({
  onMoveJob,
  canMoveJob,
  onMoveTargetChange,
  moveWarning,
  locale,
  labels,
  layout,
  bounds,
  findEntry: findIn,
  step: stepIn,
  targetAt,
  dragModeAt,
  onDragStart,
  onKeyDown,
  gridRef,
  more,
  scrollRef,
  scrollsAt,
}: GridMoveOptions<T, L>): GridMove<T> {
  const hintId = useId();
  const { listRef, triggerRef, close: closeMore } = more;
  const findEntry = useCallback((key: string) => findIn(layout, key), [findIn, layout]);
  const step = useCallback(
    (target: JobMoveTarget, key: string) => stepIn(target, key, bounds),
    [stepIn, bounds],
  );
  const holderOf = useCallback(
    (card: HTMLElement) => (listRef.current?.contains(card) === true ? triggerRef.current : null),
    [listRef, triggerRef],
  );
  const moves = useJobMove({
    onMoveJob,
    canMoveJob,
    onMoveTargetChange,
    locale,
    labels,
    findEntry,
    step,
    gridRef,
    layoutKey: layout,
    holderOf,
    // A move starts in the grid or in the popover, which it closes: the target is on the grid.
    onStart: closeMore,
  });
  const { move, canMove } = moves;

  const sourceAt = useCallback(
    (element: Element, point: DragPoint): DragSource<T> | null => {
      const card = element.closest<HTMLElement>('[data-job-id][data-movable]');
      if (card === null) return null;
      const inView =
        gridRef.current?.contains(card) === true || listRef.current?.contains(card) === true;
      const entry = inView ? findEntry(card.dataset['jobId'] ?? '') : undefined;
      if (entry === undefined) return null;
      return { entry, mode: dragModeAt?.(card, point) ?? 'move', point };
    },
    [dragModeAt, findEntry, gridRef, listRef],
  );
  const drag = useJobDrag({
    enabled: canMove !== null,
    sourceAt,
    onStart: (source) => {
      onDragStart?.(source);
      moves.start(source.entry, 'pointer');
    },
    onMove: (source, point) => moves.update(targetAt(source, point)),
    onEnd: (drop) => (drop ? moves.commit() : moves.cancel()),
    scrollRef,
    scrollsAt,
  });
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!moves.handleKeyDown(event)) onKeyDown(event);
  };

  const movingKey = move?.entry.key;
  const movingVia = move?.via;
  const movingCard = useMemo<MovingCard | null>(
    () =>
      movingKey === undefined || movingVia === undefined
        ? null
        : { key: movingKey, via: movingVia },
    [movingKey, movingVia],
  );
  const ghost: MoveGhostInfo | null =
    move === null
      ? null
      : {
          name: clientName(move.entry.job),
          when: moveTargetText(move.target, locale, 'short'),
          warning: moveWarning,
          color: move.entry.job.team?.color,
          follow: move.via === 'keyboard',
        };

  return {
    move,
    canMove,
    movedKey: moves.movedKey,
    announcement: moves.announcement,
    hintId,
    movingCard,
    ghost,
    handleKeyDown,
    handleBlur: moves.handleBlur,
    drag,
  };
}
