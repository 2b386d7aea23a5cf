import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Spinner,
  Tooltip,
  TooltipTrigger,
} from '@spotless/ui';
import { memo, type ReactNode, useMemo } from 'react';

import type { CalendarView } from '../engine/index.ts';
import styles from './calendar-toolbar.module.css';
import { resolveLabels } from './labels.ts';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import type { CalendarLabelsProp } from './types.ts';
import { ViewSelector } from './view-selector.tsx';

export interface CalendarToolbarProps {
  view: CalendarView;
  /** The period shown, from the engine's `formatTitle`. */
  title: string;
  onPrevious?: () => void;
  onNext?: () => void;
  onToday?: () => void;
  onViewChange?: (view: CalendarView) => void;
  /** The screen's team filter, shown before the view selector. */
  teamFilter?: ReactNode;
  /**
   * Shows a small spinner beside the title while jobs load.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether the A, M and W keys are on, so the view selector announces them.
   * @default true
   */
  hasShortcuts?: boolean;
  /**
   * Whether the view shown lets jobs move, so the keyboard shortcuts list the move's keys.
   * @default false
   */
  canMoveJobs?: boolean;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  labels?: CalendarLabelsProp;
  className?: string;
}

// A press of Previous or Next renders the toolbar again (its title and handlers change), not the
// view selector or the shortcuts button, whose props do not.
const StableViewSelector = memo(ViewSelector);
const StableShortcutsHelp = memo(ShortcutsHelp);

/**
 * Today, Previous, Next, the period's title, the team filter, the view selector and the button
 * listing the keyboard shortcuts.
 */
export function CalendarToolbar({
  view,
  title,
  onPrevious,
  onNext,
  onToday,
  onViewChange,
  teamFilter,
  isLoading = false,
  hasShortcuts = true,
  canMoveJobs = false,
  headingLevel = 2,
  labels: labelsProp,
  className,
}: CalendarToolbarProps) {
  const labels = useMemo(() => resolveLabels(labelsProp), [labelsProp]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className === undefined ? styles.toolbar : `${styles.toolbar} ${className}`}>
      <div className={styles.navigation}>
        <Button variant="outline" onPress={onToday}>
          {labels.today}
        </Button>
        <div className={styles.arrows}>
          <TooltipTrigger>
            <Button variant="ghost" size="icon" aria-label={labels.previous} onPress={onPrevious}>
              <ChevronLeftIcon />
            </Button>
            <Tooltip>{labels.previous}</Tooltip>
          </TooltipTrigger>
          <TooltipTrigger>
            <Button variant="ghost" size="icon" aria-label={labels.next} onPress={onNext}>
              <ChevronRightIcon />
            </Button>
            <Tooltip>{labels.next}</Tooltip>
          </TooltipTrigger>
        </div>
        {/* Polite live region: Previous and Next announce the period they lead to. */}
        <Heading className={styles.title} aria-live="polite">
          {title}
        </Heading>
        {isLoading ? <Spinner size="sm" label={labels.loading} className={styles.spinner} /> : null}
      </div>
      <div className={styles.controls}>
        {teamFilter}
        <StableViewSelector
          view={view}
          onViewChange={onViewChange}
          labels={labels}
          hasShortcuts={hasShortcuts}
        />
        <StableShortcutsHelp labels={labels} hasViewKeys={hasShortcuts} canMoveJobs={canMoveJobs} />
      </div>
    </div>
  );
}
