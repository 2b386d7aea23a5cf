/** How many open modals have made each element inert: it stays inert until the last lets go. */
const holds = new WeakMap<Element, number>();

/**
 * Elements that stay usable whatever modal is open: React Aria's live announcer (what screen
 * readers are told) and its top-layer elements (toasts).
 */
const alwaysVisible = '[data-live-announcer], [data-react-aria-top-layer]';

/**
 * Makes every element of the document outside `keep` inert (not focusable, not clickable, hidden
 * from assistive technology), as a modal needs. Like React Aria's `ariaHideOutside`, it marks as
 * few elements as possible: those that hold neither `keep` nor an element that stays usable,
 * from `<body>` down. Returns the function that gives back what this call took; an element
 * another modal also holds stays inert until that one lets go too, and one that was inert before
 * is never touched.
 */
export function inertOutside(keep: Element): () => void {
  const visible = [keep, ...document.querySelectorAll(alwaysVisible)];
  const taken: HTMLElement[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || child.tagName === 'SCRIPT') continue;
      if (visible.includes(child)) continue;
      if (visible.some((element) => child.contains(element))) {
        walk(child);
        continue;
      }
      const count = holds.get(child) ?? 0;
      // Inert before any modal took it (for its own reasons): not ours to give back.
      if (count === 0 && child.inert) continue;
      holds.set(child, count + 1);
      if (count === 0) child.inert = true;
      taken.push(child);
    }
  };
  walk(document.body);
  return () => {
    for (const element of taken) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) holds.set(element, count);
      else {
        holds.delete(element);
        element.inert = false;
      }
    }
  };
}
