/**
 * Visual regression for every story: after a story's test has rendered it, run its play function
 * and passed the axe checks, its root is compared with the reference screenshot committed beside
 * the story file (`__screenshots__/<file>/<story>-<theme>-chromium-linux.png`). The Vitest project
 * runs once per theme, so each story has a light and a dark reference.
 *
 * A story can opt out with `parameters.screenshot = { disable: true }` (for example when it shows
 * something that changes on every run).
 *
 * A story with `parameters.screenshot = { forcedColors: true }` is captured a second time with
 * Windows' forced-colors (high contrast) mode emulated, in the same state (after its play), as
 * `<story>-light-forced-colors-chromium-linux.png`. Forced colors replace the theme's colours
 * with the system palette, so borders, focus rings and selected states must hold up without
 * them. Chromium emulates one palette whatever the theme, so only the light run takes it. A few
 * stories of the key widgets opt in: one screenshot each, rather than a third run of every story.
 */
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

// Screen stories render the whole app over the mock API (MSW in the page), so a `findBy…` waits
// on a request, a lazy route and a render. Testing Library's default of one second is for unit
// renders; on a busy two-core CI machine a correct story can need longer. This changes how long
// a query may wait, never what it must find.
configure({ asyncUtilTimeout: 5000 });

interface StoryUnderTest {
  globals: Record<string, unknown>;
  parameters: { screenshot?: { disable?: boolean; forcedColors?: boolean } };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.config.ts. */
    setForcedColors: (mode: 'active' | 'none') => Promise<void>;
  }
}

const toFileName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A visible overlay, as opposed to scripts and React Aria's 1px screen-reader announcer. */
const isOverlay = (element: Element) => {
  if (element.tagName === 'SCRIPT' || element.matches('[data-live-announcer]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
};

afterEach(async (context) => {
  const { story } = context as typeof context & { story?: StoryUnderTest };
  // Only story tests are captured, and a story that already failed is not screenshotted on top.
  if (!story || story.parameters.screenshot?.disable) return;
  if (context.task.result?.state === 'fail') return;

  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('The story root is missing: is the preview decorator applied?');
  const canvas = root.closest('body > *');
  const theme = story.globals.theme === 'dark' ? 'dark' : 'light';
  const name = `${toFileName(context.task.name)}-${theme}`;

  // Dialogs, popovers and toasts render in portals outside the story root: capture the viewport.
  const overlayShown = [...document.body.children].some(
    (element) => element !== canvas && isOverlay(element),
  );
  const capture = async (fileName: string) => {
    if (overlayShown) await expect(page).toMatchScreenshot(fileName);
    else await expect.element(root).toMatchScreenshot(fileName);
  };
  // A focused text field's caret blinks: whether a capture holds it depends on the machine's
  // speed, so it is hidden while the screenshots are taken (focus rings stay).
  const noCaret = document.createElement('style');
  noCaret.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(noCaret);
  try {
    await capture(name);
    if (story.parameters.screenshot?.forcedColors && theme === 'light') {
      await commands.setForcedColors('active');
      try {
        await capture(`${name}-forced-colors`);
      } finally {
        await commands.setForcedColors('none');
      }
    }
  } finally {
    noCaret.remove();
  }
});
