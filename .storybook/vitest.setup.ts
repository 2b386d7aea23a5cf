/**
 * Visual regression for every story: after a story's test has rendered it, run its play function
 * and passed the axe checks, its root is compared with the reference screenshot committed beside
 * the story file (`__screenshots__/<file>/<story>-<theme>-chromium-linux.png`). The Vitest project
 * runs once per theme, so each story has a light and a dark reference.
 *
 * A story can opt out with `parameters.screenshot = { disable: true }` (for example when it shows
 * something that changes on every run).
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryUnderTest {
  globals: Record<string, unknown>;
  parameters: { screenshot?: { disable?: boolean } };
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
  if (overlayShown) await expect(page).toMatchScreenshot(name);
  else await expect.element(root).toMatchScreenshot(name);
});
