import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

/**
 * The Storybook test project: every story of .storybook/main.ts runs as a test in Debian's
 * Chromium, with axe violations failing it (`parameters.a11y.test = 'error'` in the preview) and
 * a screenshot compared with its committed reference (.storybook/vitest.setup.ts).
 *
 * The project has one browser instance per theme. Each instance pins the Storybook `theme`
 * global, so every story is rendered, checked by axe and screenshotted in light and in dark.
 * `vitest run --project=storybook` runs both; `--project=storybook:dark` runs one theme.
 */
const themes = ['light', 'dark'] as const;

/**
 * Turns the emulation of Windows' forced-colors (high contrast) mode on or off in the page. The
 * setup file uses it to capture the stories that ask for it a second time, in forced colors,
 * instead of running every story in a third browser instance.
 */
const setForcedColors: BrowserCommand<[mode: 'active' | 'none']> = async ({ page }, mode) => {
  await page.emulateMedia({ forcedColors: mode });
};

export default defineConfig({
  test: {
    // Failed visual comparisons leave the actual and the diff image here (git-ignored).
    attachmentsDir: '.vitest-attachments',
    // Each theme's browser is a worker. Vitest's default (one fewer than the cores) runs them one
    // after the other on a two-core machine, where a story's test leaves the processor idle about
    // half the time (waiting on the page, the mock API, the screenshot): side by side they share
    // that time. Files still run one at a time within each browser.
    maxWorkers: themes.length,
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          attachmentsDir: '.vitest-attachments',
          setupFiles: ['.storybook/vitest.setup.ts'],
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
            commands: { setForcedColors },
            instances: themes.map((theme) => ({
              browser: 'chromium' as const,
              name: `storybook:${theme}`,
              provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { theme } },
            })),
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
