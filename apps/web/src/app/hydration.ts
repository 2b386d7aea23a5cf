/**
 * Tells `theme-init.js` that the app handles presses on the page from now on: until then, it
 * notes a press on a prerendered menu button (`data-press-pending`) for the app to make again.
 * A field of a prerendered page focused before it was hydrated (a Tab pressed on the form as it
 * showed) had its focus event before React listened: React Aria does not know it has the focus
 * and draws no ring. Its focus is announced again to React, without moving it (a blur would
 * validate the field).
 *
 * Called once the page itself is hydrated, not the app's shell: a public page sits in a Suspense
 * boundary that can hydrate after the shell has committed (its code still loading, or the
 * hydration sliced by the transition). A press in between would otherwise be neither noted nor
 * handled. Only the first call does anything.
 */
export function markHydrated() {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) return;
  root.setAttribute('data-hydrated', '');
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !document.getElementById('root')?.contains(active))
    return;
  active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
