/** How many open modals have made each element inert: it stays inert until the last lets go. */
const holds = new WeakMap<Element, number>();

/**
 * Elements that stay usable whatever modal is open: React Aria's live announcer (what screen
 * readers are told) and its top-layer elements (toasts).
 */
const alwaysVisible = '[data-live-announcer], [data-react-aria-top-layer]';

interface OpenModal {
  /** The modal this one was opened from (rendered inside), if any. */
  parent: { readonly current: Element | null } | null;
  /** The order it opened in. */
  order: number;
}

/** The modals open now (their overlays), whether or not they have made their page inert yet. */
const openModals = new Map<Element, OpenModal>();
let opened = 0;

/**
 * Notes a modal as open, from the moment it mounts, and returns the function that notes it
 * closed. `parent` holds the overlay of the modal it is rendered in, if any. A modal makes its
 * page inert only after its first frame is painted: a modal opened over it before then (a press
 * within that frame, a busy machine, two opened at once) must stay usable.
 */
export function openModal(
  overlay: Element,
  parent: { readonly current: Element | null } | null,
): () => void {
  opened += 1;
  openModals.set(overlay, { parent, order: opened });
  return () => openModals.delete(overlay);
}

/** Whether `modal` was opened from `from`, directly or through other modals. */
function openedFrom(modal: Element, from: Element): boolean {
  const seen = new Set<Element>();
  for (let current: Element | null = modal; current !== null && !seen.has(current);) {
    seen.add(current);
    current = openModals.get(current)?.parent?.current ?? null;
    if (current === from) return true;
  }
  return false;
}

/**
 * Whether the open `modal` is above `keep`: opened from it, or else opened after it (and not the
 * other way round). Two modals that open in one render are told apart by where they are rendered,
 * since React runs a nested one's effects before its parent's.
 */
function isAbove(modal: Element, keep: Element): boolean {
  if (modal === keep) return false;
  if (openedFrom(modal, keep)) return true;
  if (openedFrom(keep, modal)) return false;
  return (openModals.get(modal)?.order ?? 0) > (openModals.get(keep)?.order ?? 0);
}

/**
 * Makes every element of the document outside `keep` inert (not focusable, not clickable, hidden
 * from assistive technology), as a modal needs, except the open modals above it (`openModal`).
 * Like React Aria's `ariaHideOutside`, it marks as few elements as possible: those that hold
 * neither `keep` nor an element that stays usable, from `<body>` down. Returns the function that
 * gives back what this call took; an element another modal also holds stays inert until that one
 * lets go too, and one that was inert before is never touched.
 */
export function inertOutside(keep: Element): () => void {
  const above = [...openModals.keys()].filter((modal) => isAbove(modal, keep));
  const visible = [keep, ...above, ...document.querySelectorAll(alwaysVisible)];
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
