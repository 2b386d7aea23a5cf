import { Popover, PopoverDialog } from '@spotless/ui';
import { type RefObject, useCallback, useRef, useState } from 'react';

import type { CalendarEntry } from '../engine/index.ts';
import { JobCardBase, type JobCardVariant } from './job-card.tsx';
import { withCount } from './labels.ts';
import styles from './more-jobs.module.css';
import type { CalendarJob, CalendarLabels } from './types.ts';

// A crowded month has a `+N more` in most of its 42 cells. Each is a plain button, and the view
// has one popover that opens beside the button pressed: a dialog trigger per cell would cost more
// than the cell's jobs to render.

/** The view's `+N more` popover: the day open, the button it hangs from, and its list. */
export interface MoreJobs {
  readonly openDay: string | null;
  readonly open: (day: string, trigger: HTMLButtonElement) => void;
  readonly close: () => void;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** The list of the open popover's jobs. */
  readonly listRef: RefObject<HTMLUListElement | null>;
}

/** Which day's `+N more` is open, and the button it hangs from. */
export function useMoreJobs(): MoreJobs {
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const open = useCallback((day: string, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    setOpenDay(day);
  }, []);
  const close = useCallback(() => setOpenDay(null), []);
  return { openDay, open, close, triggerRef, listRef };
}

export interface MoreJobsButtonProps {
  day: string;
  /** Jobs the cell has no room for. */
  count: number;
  locale: string;
  labels: CalendarLabels;
  /** Whether the button is in the tab order (the grid's active day). */
  isTabbable: boolean;
  isOpen: boolean;
  onOpen: (day: string, trigger: HTMLButtonElement) => void;
}

/** `+N more`: opens the view's popover on the day's hidden jobs. */
export function MoreJobsButton({
  day,
  count,
  locale,
  labels,
  isTabbable,
  isOpen,
  onOpen,
}: MoreJobsButtonProps) {
  if (count === 0) return null;
  return (
    <button
      type="button"
      className={styles.trigger}
      tabIndex={isTabbable ? 0 : -1}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-open={isOpen ? '' : undefined}
      onClick={(event) => onOpen(day, event.currentTarget)}
    >
      {withCount(labels.moreJobs, count, locale)}
    </button>
  );
}

export interface MoreJobsPopoverProps<T extends CalendarJob> {
  /** The hidden jobs of the open day (the engine's `hidden`), or null when none is open. */
  hidden: readonly CalendarEntry<T>[] | null;
  triggerRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
  onClose: () => void;
  /** Card variant of the list. */
  variant: JobCardVariant;
  locale: string;
  labels: CalendarLabels;
  onSelectJob?: (job: T) => void;
  /** Whether a job may be moved; null when none can. */
  canMove: ((job: T) => boolean) | null;
  /** The id of the hint that describes the jobs that can move. */
  moveHintId: string;
}

/**
 * The popover titled `More jobs for this day (N)` that lists a day's hidden jobs; choosing one
 * selects it and closes the popover. Escape or a click outside closes it, and focus returns to
 * the `+N more` button.
 *
 * Its jobs move as the grid's do, the view's handlers reaching them through React (the popover is
 * rendered in the grid, its element in a portal): a drag or Alt+arrows on one closes the popover,
 * and the move goes on over the grid.
 */
export function MoreJobsPopover<T extends CalendarJob>({
  hidden,
  triggerRef,
  listRef,
  onClose,
  variant,
  locale,
  labels,
  onSelectJob,
  canMove,
  moveHintId,
}: MoreJobsPopoverProps<T>) {
  const count = hidden?.length ?? 0;
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={hidden !== null && count > 0}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom start"
      className={styles.popover}
    >
      <PopoverDialog title={withCount(labels.moreJobsTitle, count, locale)}>
        <ul ref={listRef} className={styles.list}>
          {hidden?.map((entry) => (
            <li key={entry.key}>
              <JobCardBase
                entry={entry}
                variant={variant}
                locale={locale}
                labels={labels}
                onSelect={(job: T) => {
                  onClose();
                  onSelectJob?.(job);
                }}
                moveHintId={canMove !== null && canMove(entry.job) ? moveHintId : undefined}
              />
            </li>
          ))}
        </ul>
      </PopoverDialog>
    </Popover>
  );
}
