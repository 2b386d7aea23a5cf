import {
  Button,
  createIcon,
  DialogTrigger,
  Popover,
  PopoverDialog,
  Tooltip,
  TooltipTrigger,
} from '@spotless/ui';
import { Fragment } from 'react';

import styles from './shortcuts-help.module.css';
import type { CalendarLabels } from './types.ts';

/** A keyboard (Lucide's `keyboard`). */
const KeyboardIcon = createIcon(
  'KeyboardIcon',
  <>
    <rect width="20" height="16" x="2" y="4" rx="2" />
    <path d="M6 8h.01M10 8h.01M14 8h.01M18 8h.01M8 12h.01M12 12h.01M16 12h.01M7 16h10" />
  </>,
);

// Arrows are the same on every layout; the keys with names take them from the labels (a Spanish
// keyboard prints `Intro` and `Re Pág`).
const ARROWS: readonly string[] = ['←', '→', '↑', '↓'];

export interface ShortcutsHelpProps {
  labels: CalendarLabels;
  /** Whether the A, M and W keys switch the view. */
  hasViewKeys: boolean;
  /** Whether jobs can be moved here (Alt+arrows, Enter, Escape). */
  canMoveJobs: boolean;
}

interface Shortcut {
  /** Held with each of the keys. */
  readonly modifier?: string;
  /** The keys, any of them. */
  readonly keys: readonly string[];
  readonly text: string;
}

/**
 * The toolbar's `Keyboard shortcuts` button and the popover listing the calendar's keys: the view
 * keys, moving between days and periods, opening a job, and (where jobs can move) moving one.
 */
export function ShortcutsHelp({ labels, hasViewKeys, canMoveJobs }: ShortcutsHelpProps) {
  const shortcuts: Shortcut[] = [
    ...(hasViewKeys ? [{ keys: ['A', 'M', 'W'], text: labels.shortcutViews }] : []),
    { keys: ARROWS, text: labels.shortcutDays },
    { keys: [labels.keyPageUp, labels.keyPageDown], text: labels.shortcutPeriods },
    { keys: [labels.keyEnter], text: labels.shortcutOpenJob },
    ...(canMoveJobs
      ? [
          { modifier: labels.keyAlt, keys: ARROWS, text: labels.shortcutMoveJob },
          { keys: [labels.keyEnter, labels.keyEscape], text: labels.shortcutSaveMove },
        ]
      : []),
  ];
  return (
    <DialogTrigger>
      <TooltipTrigger>
        <Button variant="ghost" size="icon" aria-label={labels.shortcuts}>
          <KeyboardIcon />
        </Button>
        <Tooltip>{labels.shortcuts}</Tooltip>
      </TooltipTrigger>
      <Popover placement="bottom end" className={styles.popover}>
        <PopoverDialog title={labels.shortcuts}>
          <dl className={styles.list}>
            {shortcuts.map(({ modifier, keys, text }) => (
              <div key={text} className={styles.shortcut}>
                <dt className={styles.keys}>
                  {modifier === undefined ? null : (
                    <>
                      <kbd className={styles.key}>{modifier}</kbd>
                      <span className={styles.plus}>+</span>
                    </>
                  )}
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 ? ' ' : null}
                      <kbd className={styles.key}>{key}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd className={styles.text}>{text}</dd>
              </div>
            ))}
          </dl>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}
