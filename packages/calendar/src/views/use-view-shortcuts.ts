import { useEffect, useEffectEvent } from 'react';

import type { CalendarView } from '../engine/index.ts';

const viewOfKey: Readonly<Record<string, CalendarView>> = { a: 'agenda', m: 'month', w: 'week' };

// Inputs that take no text: a letter typed on them is no character lost.
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

// Widgets that take letters: text boxes, and type-ahead in selects (a Select's button selects the
// option a letter starts), list boxes, menus and trees; and dialogs opened over the calendar.
const LETTER_WIDGETS = [
  '[role="textbox"]',
  '[role="searchbox"]',
  '[role="combobox"]',
  '[role="spinbutton"]',
  '[aria-haspopup="listbox"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="tree"]',
  '[role="treegrid"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(', ');

/**
 * Whether a key press belongs to what has focus rather than to the shortcuts: typing in a text
 * field, a select or combobox, an editable element, or a widget that reads letters (a menu or a
 * list box's type-ahead, a dialog above the calendar).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target.closest(LETTER_WIDGETS) !== null;
}

/**
 * Keys A, M and W switch the view (Agenda, Month, Week), except while typing, with any modifier
 * key, or while an input method is composing. `enabled: false` turns them off (WCAG 2.1.4).
 */
export function useViewShortcuts(
  enabled: boolean,
  onViewChange: ((view: CalendarView) => void) | undefined,
): void {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // keyCode 229: a key press that an input method handles, in browsers that do not set isComposing.
    if (event.defaultPrevented || event.isComposing || event.keyCode === 229 || event.repeat)
      return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const view = viewOfKey[event.key.toLowerCase()];
    if (view === undefined || isTypingTarget(event.target)) return;
    event.preventDefault();
    onViewChange?.(view);
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
