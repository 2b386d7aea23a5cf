import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Temporal } from '../engine/temporal.ts';

import {
  type CalendarEntry,
  formatDate,
  formatTimeRange,
  isSameTarget,
  type JobMoveTarget,
  moveTargetOf,
} from '../engine/index.ts';
import { clientName } from './job-text.ts';
import { fillLabel } from './labels.ts';
import type { CalendarJob, CalendarLabels } from './types.ts';

/** How a move goes: Alt+arrow keys on a focused job, or a drag (mouse or a finger). */
export type MoveVia = 'keyboard' | 'pointer';

/** The move in progress: the job, where it was, where it would go. */
export interface JobMove<T> {
  readonly entry: CalendarEntry<T>;
  readonly origin: JobMoveTarget;
  readonly target: JobMoveTarget;
  readonly via: MoveVia;
}

export interface JobMoveOptions<T extends CalendarJob> {
  readonly onMoveJob: ((job: T, target: JobMoveTarget) => void) | undefined;
  readonly canMoveJob: ((job: T) => boolean) | undefined;
  readonly onMoveTargetChange: ((job: T, target: JobMoveTarget | null) => void) | undefined;
  readonly locale: string;
  readonly labels: CalendarLabels;
  /** The entry of a job the view shows, by key; undefined once it is gone. */
  readonly findEntry: (key: string) => CalendarEntry<T> | undefined;
  /** The target an Alt+arrow key leads to from `target`, or null for a key the view ignores. */
  readonly step: (target: JobMoveTarget, key: string) => JobMoveTarget | null;
  /** The view's grid: focus comes back to a moved job there once the app has moved it. */
  readonly gridRef: RefObject<HTMLElement | null>;
  /** Changes when the view's jobs do (its layout). */
  readonly layoutKey: unknown;
  /**
   * The element that holds a keyboard move begun on `card` when the card goes away as the move
   * starts (a card of the `+N more` popover, which closes: its `+N more` button), or null. The
   * holder takes focus, and its keys are the move's.
   * @default null for every card
   */
  readonly holderOf?: (card: HTMLElement) => HTMLElement | null;
  /** Called as a move starts, by the keys or a drag. */
  readonly onStart?: () => void;
}

export interface JobMoves<T> {
  /** The move in progress; null when there is none, or when its job is no longer shown. */
  readonly move: JobMove<T> | null;
  /** Whether a job may be moved; null when no job can (no `onMoveJob`). Stable between renders. */
  readonly canMove: ((job: T) => boolean) | null;
  /** The last job moved: its block stays drawn so that focus can come back to it. */
  readonly movedKey: string | null;
  /** What the live region says: the target of a keyboard move, or that it was cancelled. */
  readonly announcement: string;
  /** Starts a move; `holder` stands for a card that goes away as it starts (see `holderOf`). */
  readonly start: (entry: CalendarEntry<T>, via: MoveVia, holder?: HTMLElement | null) => void;
  readonly update: (target: JobMoveTarget) => void;
  /** Ends the move and hands a new target to `onMoveJob`. */
  readonly commit: () => void;
  readonly cancel: () => void;
  /** Alt+arrows, Enter and Escape on a job card; true when the key was the move's. */
  readonly handleKeyDown: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** A keyboard move ends when its job loses focus. */
  readonly handleBlur: (event: FocusEvent<HTMLElement>) => void;
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/**
 * A target in words: `Thursday, December 3, 9:15 AM – 11:15 AM` (`long`, announced) or
 * `Thu, Dec 3, 9:15 – 11:15 AM` (`short`, shown by the target). A job without time gets its day.
 */
export function moveTargetText(
  target: JobMoveTarget,
  locale: string,
  style: 'long' | 'short',
): string {
  const day = formatDate(
    Temporal.PlainDate.from(target.date),
    locale,
    style === 'long' ? LONG_DATE : SHORT_DATE,
  );
  if (target.startMinutes === null || target.endMinutes === null) return day;
  const times = formatTimeRange(
    target.startMinutes,
    target.endMinutes,
    locale,
    style === 'long' ? 'full' : 'compact',
  );
  return `${day}, ${times}`;
}

/**
 * The move of one job at a time, shared by the keyboard and the pointer: where the job would go,
 * what the live region says, and the calls to the app (`onMoveTargetChange` as the target
 * changes and with null at the end, `onMoveJob` once, if the target differs from where the job
 * is). The calendar keeps no other state: the app moves the job in `jobs`.
 *
 * Keyboard: Alt+arrows on a focused job start or continue a move (the view decides the step),
 * Enter saves it (and does not open the job), Escape or leaving the job cancels it. A move begun
 * on a card that goes away (in the `+N more` popover) goes on from the card's holder.
 */
export function useJobMove<T extends CalendarJob>({
  onMoveJob,
  canMoveJob,
  onMoveTargetChange,
  locale,
  labels,
  findEntry,
  step,
  gridRef,
  layoutKey,
  holderOf,
  onStart,
}: JobMoveOptions<T>): JobMoves<T> {
  const [state, setState] = useState<JobMove<T> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [movedKey, setMovedKey] = useState<string | null>(null);
  // The move as the event handlers see it: pointer events can come faster than renders.
  const moveRef = useRef<JobMove<T> | null>(null);
  // A moved job to focus again once the app has moved it (its card is then a new element), and
  // the holder of its move, which had focus meanwhile.
  const refocusRef = useRef<{ key: string; holder: HTMLElement | null } | null>(null);
  // The holder of the keyboard move in progress (see `holderOf`), and whether it is yet to take
  // focus: it does once its card has gone, in the render that starts the move.
  const holderRef = useRef<HTMLElement | null>(null);
  const focusHolderRef = useRef(false);

  const canMove = useMemo(
    () => (onMoveJob === undefined ? null : (job: T) => canMoveJob?.(job) ?? true),
    [onMoveJob, canMoveJob],
  );

  // A job that leaves the jobs shown (deleted, filtered out) ends its move: the state at once,
  // and the app hears of it after the render.
  const move = state !== null && findEntry(state.entry.key) !== undefined ? state : null;
  if (state !== null && move === null) setState(null);
  useLayoutEffect(() => {
    const current = moveRef.current;
    if (current === null || findEntry(current.entry.key) !== undefined) return;
    moveRef.current = null;
    holderRef.current = null;
    onMoveTargetChange?.(current.entry.job, null);
  }, [findEntry, onMoveTargetChange]);

  // Focus follows a moved job to its new place: when its card was focused and went away with
  // the old position, the card at the new one takes focus. So it does from the holder of the move.
  useLayoutEffect(() => {
    const pending = refocusRef.current;
    if (pending === null) return;
    const active = document.activeElement;
    const onHolder = active !== null && active === pending.holder;
    if (active !== null && active !== document.body && !onHolder) {
      // Focus is elsewhere (still on the card, the app's dialog): nothing to restore yet.
      if (!gridRef.current?.contains(active)) refocusRef.current = null;
      return;
    }
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(pending.key)}"]`)
      ?.focus();
    refocusRef.current = null;
  }, [layoutKey, gridRef]);

  // The holder takes focus once the card it stands for has gone (the popover closed with the start).
  useLayoutEffect(() => {
    if (!focusHolderRef.current) return;
    focusHolderRef.current = false;
    holderRef.current?.focus();
  }, [state]);

  const start = useCallback(
    (entry: CalendarEntry<T>, via: MoveVia, holder: HTMLElement | null = null) => {
      // A drag that starts on a job being moved with the keys takes the move over.
      const previous = moveRef.current;
      if (previous !== null) onMoveTargetChange?.(previous.entry.job, null);
      const origin = moveTargetOf(entry);
      const next: JobMove<T> = { entry, origin, target: origin, via };
      moveRef.current = next;
      holderRef.current = holder;
      focusHolderRef.current = holder !== null;
      refocusRef.current = null;
      setState(next);
      onStart?.();
    },
    [onMoveTargetChange, onStart],
  );

  const update = useCallback(
    (target: JobMoveTarget) => {
      const current = moveRef.current;
      if (current === null || isSameTarget(current.target, target)) return;
      const next = { ...current, target };
      moveRef.current = next;
      setState(next);
      onMoveTargetChange?.(current.entry.job, target);
      if (current.via === 'keyboard') {
        setAnnouncement(
          fillLabel(labels.moveAnnouncement, {
            job: clientName(current.entry.job),
            target: moveTargetText(target, locale, 'long'),
          }),
        );
      }
    },
    [labels, locale, onMoveTargetChange],
  );

  const end = useCallback(
    (save: boolean) => {
      const current = moveRef.current;
      if (current === null) return;
      const holder = holderRef.current;
      moveRef.current = null;
      holderRef.current = null;
      setState(null);
      const moved = save && !isSameTarget(current.origin, current.target);
      if (moved) {
        // Focus follows the job only when it had it (the keys, a mouse press): not after a finger.
        const focused = document.activeElement;
        const hadFocus =
          (focused !== null && focused === holder) ||
          (focused instanceof HTMLElement && focused.dataset['jobId'] === current.entry.key);
        refocusRef.current = hadFocus ? { key: current.entry.key, holder } : null;
        setMovedKey(current.entry.key);
        onMoveJob?.(current.entry.job, current.target);
      }
      onMoveTargetChange?.(current.entry.job, null);
      setAnnouncement(current.via === 'keyboard' && !save ? labels.moveCancelled : '');
    },
    [labels, onMoveJob, onMoveTargetChange],
  );
  const commit = useCallback(() => end(true), [end]);
  const cancel = useCallback(() => end(false), [end]);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = event.target as HTMLElement;
      const current = moveRef.current;
      // Escape during a drag is dnd-kit's (it cancels the drag), not the grid's.
      if (current?.via === 'pointer') return event.key === 'Escape';
      // The holder of a move stands for its job.
      const key =
        current !== null && element === holderRef.current
          ? current.entry.key
          : element.dataset['jobId'];
      if (key === undefined || canMove === null) return false;
      const isMoving = current !== null && current.entry.key === key;
      if (isMoving && (event.key === 'Enter' || event.key === 'Escape')) {
        // Enter saves rather than opening the job; Escape stays on the job.
        event.preventDefault();
        end(event.key === 'Enter');
        return true;
      }
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
      if (!ARROWS.has(event.key)) return false;
      const entry = isMoving ? current.entry : findEntry(key);
      if (entry === undefined || !canMove(entry.job)) return false;
      // Alt+Left is the browser's Back: on a job that moves, it is the move's.
      event.preventDefault();
      const from = isMoving ? current.target : moveTargetOf(entry);
      const next = step(from, event.key);
      if (next === null) return true;
      if (!isMoving) {
        const holder = holderOf?.(element) ?? null;
        // A card that goes away as the move starts stays until a key really moves its job.
        if (holder !== null && isSameTarget(next, from)) return true;
        start(entry, 'keyboard', holder);
      }
      update(next);
      return true;
    },
    [canMove, end, findEntry, holderOf, start, step, update],
  );

  const handleBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const current = moveRef.current;
      if (current?.via !== 'keyboard') return;
      const element = event.target as HTMLElement;
      const holder = holderRef.current;
      // With a holder, the card it stands for has already gone: only the holder's blur counts.
      const left =
        holder === null ? element.dataset['jobId'] === current.entry.key : element === holder;
      if (left) end(false);
    },
    [end],
  );

  return {
    move,
    canMove,
    movedKey,
    announcement,
    start,
    update,
    commit,
    cancel,
    handleKeyDown,
    handleBlur,
  };
}
