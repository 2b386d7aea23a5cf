/**
 * Visual regression and accessibility in both themes for every story. A story's test renders it
 * in the light theme, runs its play function and its axe check (the a11y addon's afterEach).
 * Then, here, its root is compared with the light reference screenshot committed beside the
 * story file (`__screenshots__/<file>/<story>-light-chromium-linux.png`); the page is switched to
 * the dark theme, checked by axe again (the rules that depend on colour: `colourRules`) and
 * compared with the dark reference (`<story>-dark-chromium-linux.png`), and switched back. The
 * theme is only CSS keyed on `data-theme` (no component reads it as it renders), so the dark
 * checks see exactly the page a story rendered in dark would show, without rendering and playing
 * every story a second time.
 *
 * A story can opt out of the screenshots with `parameters.screenshot = { disable: true }` (for
 * example when it shows something that changes on every run); its axe checks still run in both
 * themes.
 *
 * A story with `parameters.screenshot = { forcedColors: true }` is captured a third time with
 * Windows' forced-colors (high contrast) mode emulated, in the same state (after its play), as
 * `<story>-light-forced-colors-chromium-linux.png`. Forced colors replace the theme's colours
 * with the system palette, so borders, focus rings and selected states must hold up without
 * them. Chromium emulates one palette whatever the theme, so only the light theme takes it. A few
 * stories of the key widgets opt in: one screenshot each, rather than a third pass of every story.
 *
 * A story whose dark look another story of its file already shows says so with
 * `parameters.screenshot = { darkAsIn: '<that story's name>' }`, and a comment above it says what
 * the two share: its dark page is still checked by axe's colour rules, but not compared with a
 * dark reference of its own. Decided story by story: a screen's stories that differ only in their
 * data, texts or language show the same widgets in the same states, and one dark picture of those
 * states is enough; each state with colours of its own (an error, a selection, a disabled field, an
 * overlay, a badge) keeps a dark reference somewhere in the file. The widgets' own stories
 * (`packages/ui`) keep both themes. The named story must be another of the file, with a dark
 * reference of its own, and the story must have none (a reference no longer compared is deleted).
 */
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import { dismissAllToasts, setDefaultToastTimeout, toastQueue } from '@spotless/ui';
import type { StoryContext } from '@storybook/react-vite';
import { setInteractionModality } from 'react-aria';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

// Screen stories render the whole app over the mock API (MSW in the page), so a `findBy…` waits
// on a request, a lazy route and a render. Testing Library's default of one second is for unit
// renders; on a busy two-core CI machine a correct story can need longer. This changes how long
// a query may wait, never what it must find.
configure({ asyncUtilTimeout: 5000 });

// The story files of a worker run one after another in the same page, and this file runs again
// before each of them. React Aria keeps the last input seen (keyboard or pointer) in its module:
// a file starts as a page of its own would, with no input seen (focus rings and tooltips on a
// first keyboard focus depend on it), scrolled to its top.
setInteractionModality(null as unknown as Parameters<typeof setInteractionModality>[0]);
window.scrollTo(0, 0);

// A toast closes by itself after five seconds, and the story's screenshots are taken after its
// play and its axe checks in both themes, which a busy machine has made longer than that: toasts
// stay until dismissed here, and the checks below start by pausing those with a timeout of their
// own (an Undo). Stories of the toast's own timer give it one (`ClosesAfterTimeout`).
setDefaultToastTimeout(0);
// The queue outlives a story: each starts with none left by the one before.
beforeEach(() => dismissAllToasts());

interface StoryUnderTest {
  id: string;
  globals: Record<string, unknown>;
  parameters: {
    screenshot?: { disable?: boolean; forcedColors?: boolean; darkAsIn?: string };
    a11y?: { options?: Record<string, unknown> };
  };
  reporting: { addReport: (report: unknown) => void };
}

type Theme = 'light' | 'dark';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.config.ts. */
    setForcedColors: (mode: 'active' | 'none') => Promise<void>;
    /** Defined in vitest.config.ts. */
    hasScreenshotReference: (name: string) => Promise<boolean>;
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

/** Two frames: the restyle of a theme switch has been drawn. */
const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/** Shows the page in a theme, the way the preview's decorator does. */
const showTheme = async (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
  await nextFrames();
};

/**
 * The axe rules whose outcome depends on colour: text contrast, and links told apart from the
 * text around them. The themes differ only in colour (custom properties of `tokens.css` and
 * `color-scheme`), so the dark page has the light page's elements, names, roles and layout, and
 * every other rule would find in dark exactly what it found in light. The dark check runs these
 * two, with the story's own axe settings (a rule it turns off stays off). That took a third off
 * the dark check's time (434 to 298 ms a story, averaged over the client form's and the job
 * details' 61 stories) and finds the same violations: with the dark text colour made too faint
 * for its background, the link stories fail "In the dark theme" as before.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];
const darkAxe = (a11y: { options?: Record<string, unknown> } = {}) => ({
  ...a11y,
  options: { ...a11y.options, runOnly: { type: 'rule', values: colourRules } },
});

afterEach(async (context) => {
  const { story } = context as typeof context & { story?: StoryUnderTest };
  // Only story tests are checked, and a story that already failed is not checked on top.
  if (!story) return;
  if (context.task.result?.state === 'fail') return;
  if (story.globals.theme === 'dark')
    throw new Error('Stories render in light; the dark checks follow.');
  toastQueue.pauseAll();

  const screenshots = !story.parameters.screenshot?.disable;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('The story root is missing: is the preview decorator applied?');
  const canvas = root.closest('body > *');

  // Dialogs, popovers and toasts render in portals outside the story root: capture the viewport.
  const overlayShown = [...document.body.children].some(
    (element) => element !== canvas && isOverlay(element),
  );
  const capture = async (fileName: string) => {
    if (overlayShown) await expect(page).toMatchScreenshot(fileName);
    else await expect.element(root).toMatchScreenshot(fileName);
  };
  const name = (theme: Theme, story = context.task.name) => `${toFileName(story)}-${theme}`;
  const darkAsIn = story.parameters.screenshot?.darkAsIn;
  if (screenshots && darkAsIn !== undefined) {
    const stories = context.task.file.tasks.map((task) => task.name);
    if (darkAsIn === context.task.name || !stories.includes(darkAsIn))
      throw new Error(`screenshot.darkAsIn: "${darkAsIn}" is not another story of this file.`);
    if (!(await commands.hasScreenshotReference(name('dark', darkAsIn))))
      throw new Error(`screenshot.darkAsIn: "${darkAsIn}" has no dark reference of its own.`);
    if (await commands.hasScreenshotReference(name('dark'))) {
      const folder = `__screenshots__/${context.task.file.name.split('/').pop()}`;
      throw new Error(
        `screenshot.darkAsIn: this story's dark reference is no longer compared: delete ` +
          `${folder}/${name('dark')}-chromium-*.png`,
      );
    }
  }
  // A focused text field's caret blinks: whether a capture holds it depends on the machine's
  // speed, so it is hidden while the screenshots are taken (focus rings stay).
  const noCaret = document.createElement('style');
  noCaret.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(noCaret);
  try {
    // Light: axe has run (the a11y addon's afterEach, within the story's test).
    if (screenshots) {
      await capture(name('light'));
      if (story.parameters.screenshot?.forcedColors) {
        await commands.setForcedColors('active');
        try {
          await capture(`${name('light')}-forced-colors`);
        } finally {
          await commands.setForcedColors('none');
        }
      }
    }
    // Dark: the same story, as it is now, with the dark theme's tokens.
    await showTheme('dark');
    try {
      try {
        await checkAccessibility({
          ...story,
          parameters: { ...story.parameters, a11y: darkAxe(story.parameters.a11y) },
          viewMode: 'story',
        } as unknown as StoryContext);
      } catch (error) {
        if (error instanceof Error) error.message = `In the dark theme: ${error.message}`;
        throw error;
      }
      if (screenshots && darkAsIn === undefined) await capture(name('dark'));
    } finally {
      await showTheme('light');
    }
  } finally {
    noCaret.remove();
  }
});
