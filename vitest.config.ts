import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

/**
 * The Storybook test project: every story of .storybook/main.ts runs as a test in Debian's
 * Chromium, with axe violations failing it (`parameters.a11y.test = 'error'` in the preview) and
 * a screenshot compared with its committed reference (.storybook/vitest.setup.ts).
 *
 * Each story is rendered and played once, in the light theme; then the setup file checks it in
 * both themes: axe and a screenshot in light, then the same in dark (the theme is only CSS on
 * `data-theme`, so the page it checks is the story's own, after its play). Rendering and playing
 * every story a second time in a dark browser doubled the work for the same checks.
 */
/**
 * Turns the emulation of Windows' forced-colors (high contrast) mode on or off in the page. The
 * setup file uses it to capture the stories that ask for it a second time, in forced colors,
 * instead of running every story in a third browser instance.
 */
const setForcedColors: BrowserCommand<[mode: 'active' | 'none']> = async ({ page }, mode) => {
  await page.emulateMedia({ forcedColors: mode });
};

/**
 * Whether a story file has a reference screenshot of this name (`__screenshots__/<file>/<name>-
 * chromium-<platform>.png` beside it, where the setup file's captures are compared). The setup
 * file checks with it that a story whose dark look is another's (`screenshot.darkAsIn`) names a
 * story with a dark reference, and keeps none of its own.
 */
const hasScreenshotReference: BrowserCommand<[name: string]> = ({ testPath }, name) => {
  if (!testPath) throw new Error('hasScreenshotReference is for a test');
  const file = `${name}-chromium-${process.platform}.png`;
  return existsSync(join(dirname(testPath), '__screenshots__', basename(testPath), file));
};

export default defineConfig({
  test: {
    // Failed visual comparisons leave the actual and the diff image here (git-ignored).
    attachmentsDir: '.vitest-attachments',
    // One browser, one page per worker: two pages run side by side, each taking the next file
    // when it is done with one. A story's test leaves the processor idle about half the time
    // (waiting on the page, the mock API, the screenshot), so even a two-core machine runs two.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          attachmentsDir: '.vitest-attachments',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A worker's story files run one after another in the same page, which loads React,
          // React Aria, the app, the mock worker and axe once rather than once a file: a third
          // off the stories' time (611 stories: 402 s on a quiet machine, 560-589 s at load 5,
          // against 750-864 s with a page per file). What a file could leave to the next is
          // reset: the setup file runs before each file, a story's app stops its query client
          // when it unmounts, and toasts are dismissed before each story (ADR 0003).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-dev-shm-usage',
                  '--disable-background-networking',
                  '--disable-component-update',
                  // Chromium repaints only the changed part of a tile ("partial raster"), clipped to
                  // it: a rounded corner cut by that clip is antialiased a shade differently from one
                  // drawn whole, and which one a capture gets depended on the run's timing. Whole
                  // tiles are drawn the same way every time.
                  '--disable-partial-raster',
                ],
              },
              // Under reduced motion the tokens zero every transition and entrance animation, so
              // plays never act on a half-open popover and screenshots never catch one moving.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            commands: { setForcedColors, hasScreenshotReference },
            instances: [
              {
                browser: 'chromium' as const,
                name: 'storybook:chromium',
                provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { theme: 'light' } },
              },
            ],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  // The same Chromium build renders the same pixels, so the comparison is strict.
                  // pixelmatch's default per-pixel tolerance (0.1) lets a shade change of a token
                  // pass unnoticed; at 0.005 a shift of 3/255 in one channel already fails, and no
                  // differing pixel is allowed beyond anti-aliasing.
                  threshold: 0.005,
                  allowedMismatchedPixels: 0,
                },
              },
            },
          },
        },
      },
    ],
  },
});
