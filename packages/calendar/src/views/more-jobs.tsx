import { Button, DialogTrigger, Popover, PopoverDialog } from '@spotless/ui';

import type { CalendarEntry } from '../engine/index.ts';
import { JobCardBase, type JobCardVariant } from './job-card.tsx';
import { withCount } from './labels.ts';
import styles from './more-jobs.module.css';
import type { CalendarJob, CalendarLabels } from './types.ts';

export interface MoreJobsProps<T extends CalendarJob> {
  /** The jobs the cell has no room for (the engine's `hidden`), in calendar order. */
  hidden: readonly CalendarEntry<T>[];
  /** Card variant of the list in the popover. */
  variant: JobCardVariant;
  locale: string;
  labels: CalendarLabels;
  onSelectJob?: (job: T) => void;
  /** Whether the button is in the tab order (the grid's active day). */
  isTabbable: boolean;
}

/**
 * `+N more`: a button opening a popover titled `More jobs for this day (N)` that lists the hidden
 * jobs; selecting one closes it. Only the jobs of an open popover are rendered.
 */
export function MoreJobs<T extends CalendarJob>({
  hidden,
  variant,
  locale,
  labels,
  onSelectJob,
  isTabbable,
}: MoreJobsProps<T>) {
  const count = hidden.length;
  if (count === 0) return null;
  return (
    <DialogTrigger>
      <Button
        variant="ghost"
        size="sm"
        className={styles.trigger}
        excludeFromTabOrder={!isTabbable}
      >
        {withCount(labels.moreJobs, count, locale)}
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <PopoverDialog title={withCount(labels.moreJobsTitle, count, locale)}>
          {({ close }) => (
            <ul className={styles.list}>
              {hidden.map((entry) => (
                <li key={entry.key}>
                  <JobCardBase
                    entry={entry}
                    variant={variant}
                    locale={locale}
                    labels={labels}
                    onSelect={(job: T) => {
                      close();
                      onSelectJob?.(job);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}
