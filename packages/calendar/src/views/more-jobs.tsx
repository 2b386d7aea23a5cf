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

/** Which day's `+N more` is open, and the button it hangs from. */
export function useMoreJobs() {
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const open = useCallback((day: string, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    setOpenDay(day);
  }, []);
  const close = useCallback(() => setOpenDay(null), []);
  return { openDay, open, close, triggerRef };
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
  onClose: () => void;
  /** Card variant of the list. */
  variant: JobCardVariant;
  locale: string;
  labels: CalendarLabels;
  onSelectJob?: (job: T) => void;
}

/**
 * The popover titled `More jobs for this day (N)` that lists a day's hidden jobs; choosing one
 * selects it and closes the popover. Escape or a click outside closes it, and focus returns to
 * the `+N more` button.
 */
export function MoreJobsPopover<T extends CalendarJob>({
  hidden,
  triggerRef,
  onClose,
  variant,
  locale,
  labels,
  onSelectJob,
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
        <ul className={styles.list}>
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
              />
            </li>
          ))}
        </ul>
      </PopoverDialog>
    </Popover>
  );
}
