import { createContext } from 'react';

/** A day's cell that the keyboard moved to in a period not shown yet (`row:day`, `gridCellId`). */
export interface FocusHandoff {
  current: { readonly day: string; readonly row: number } | null;
}

/**
 * Given by `Calendar`, which renders each period as an element of its own (the one shown and those
 * rendered ahead on either side): a grid's arrow or PageDown that leaves its days leaves the day
 * here, and the calendar focuses it once the period holding it is shown. Without it (a view used
 * alone, the same element for every period), the grid focuses the day itself.
 */
export const PeriodFocusContext = createContext<FocusHandoff | null>(null);
