import { useEffect, useRef } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';

import type { CalendarView } from '../engine/index.ts';
import type { CalendarLabels } from './types.ts';
import styles from './view-selector.module.css';

const VIEWS: readonly { view: CalendarView; shortcut: string }[] = [
  { view: 'agenda', shortcut: 'A' },
  { view: 'month', shortcut: 'M' },
  { view: 'week', shortcut: 'W' },
];

export interface ViewSelectorProps {
  view: CalendarView;
  onViewChange?: (view: CalendarView) => void;
  labels: Pick<CalendarLabels, 'agenda' | 'month' | 'week' | 'view'>;
  /** Whether to announce the A, M and W keys (`aria-keyshortcuts`). */
  hasShortcuts: boolean;
}

const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

const isView = (key: Key | undefined): key is CalendarView =>
  key === 'agenda' || key === 'month' || key === 'week';

/**
 * Agenda, Month, Week as a segmented control: a radio group (arrow keys choose the view),
 * built on React Aria's ToggleButtonGroup because the widget set has no segmented control yet.
 */
export function ViewSelector({ view, onViewChange, labels, hasShortcuts }: ViewSelectorProps) {
  // Only an arrow key chooses by moving focus. On Tab, React Aria's toolbar first moves focus to
  // the group's last (Shift+Tab: first) button on its way out, and that must not choose it, or
  // tabbing past the selector would switch the view and the grid could never be reached.
  const byArrowKey = useRef(false);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      byArrowKey.current = ARROW_KEYS.has(event.key);
    };
    // Capture: the toolbar moves focus while the key press is handled, before it bubbles.
    document.addEventListener('keydown', handleKeyDown, true);
    return () => document.removeEventListener('keydown', handleKeyDown, true);
  }, []);
  return (
    <ToggleButtonGroup
      aria-label={labels.view}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [selected] = keys;
        if (isView(selected)) onViewChange?.(selected);
      }}
      className={styles.group}
    >
      {VIEWS.map(({ view: id, shortcut }) => (
        <ToggleButton
          key={id}
          id={id}
          className={styles.button}
          aria-keyshortcuts={hasShortcuts ? shortcut : undefined}
          // Radio semantics: the arrow keys that move focus also choose (the group only moves
          // focus by itself).
          onFocus={() => {
            if (byArrowKey.current && id !== view) onViewChange?.(id);
            byArrowKey.current = false;
          }}
        >
          {labels[id]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
