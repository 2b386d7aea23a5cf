import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** What the accessibility sweeps hold the app to: WCAG 2.2 A and AA. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'es';

export const languages: Language[] = ['en', 'es'];

/** Sets the theme and language the way the switchers store them, before any page script runs. */
export async function prefer(page: Page, theme: Theme, language: Language) {
  await page.addInitScript(
    ([theme, language]) => {
      localStorage.setItem('ui-theme', theme);
      localStorage.setItem('i18nextLng', language);
    },
    [theme, language] as const,
  );
}

/**
 * Waits until a page has settled: no `Loading...`, no skeleton, no spinner, no overlay still
 * sliding in or out.
 */
export async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(/^(Loading|Cargando)\.\.\.$/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  // Entrance transitions are over (the tests run with reduced motion, but a frame may remain).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * A second tab of the page's browser, where the theme is chosen as a user would in another
 * window: the page's theme provider takes the choice from the storage event, re-renders its theme
 * button and sets `data-theme`, the very page a visitor who chose that theme sees. The theme is
 * only colours (`light-dark()` on `color-scheme`): nothing is laid out or rendered differently, so
 * a sweep checks each screen in light and then in dark without loading it twice. Loading a page
 * in dark, before its first paint, is `shell.spec.ts`'s test of `theme-init.js`.
 */
export async function themeRemote(page: Page) {
  const remote = await page.context().newPage();
  // Any file of the app's origin shares its storage; this one runs nothing when opened.
  await remote.goto('/favicon.svg');
  // The page under test back in front: behind the second tab, a signed-in page got a frame about
  // once a second (though it reported itself visible and focused), so each `settled`, which
  // waits for a frame, took a second.
  await page.bringToFront();
  return {
    async show(theme: Theme) {
      // Only the hydrated app listens for the storage event.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await remote.evaluate((theme) => localStorage.setItem('ui-theme', theme), theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    },
    close: () => remote.close(),
  };
}

/** One axe violation, where it was found, and the first few elements it names. */
export interface Finding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The axe rules whose outcome depends on colour: text contrast, and links told apart from the
 * text around them. The themes differ only in colour (`themeRemote`), so a screen in dark has the
 * light screen's elements, names, roles and layout, and every other rule finds in dark exactly
 * what it found in light. A screen checked in light with every rule is checked in dark with
 * these, as the stories are (`.storybook/vitest.setup.ts`, the same two rules).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe over the whole page as it is now; `where` names the screen in the report. Every rule
 * of WCAG 2.2 A and AA, or only those named (`rules`).
 *
 * axe-core itself, run in the page: its source is put into a document once, where a builder
 * (`@axe-core/playwright`) sent its half a megabyte twice on every check, and every rule of the
 * tags runs on every element. `resultTypes` only spares axe describing (selector, HTML) each
 * element that passed, which nothing here reads. Together, a check took a third of the time.
 * The app has no frames, so there is nothing to run in another document.
 */
export async function axeFindings(page: Page, where: string, rules?: string[]): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules
    ? ({ type: 'rule', values: rules } as const)
    : ({ type: 'tag', values: wcag } as const);
  const results = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly,
        resultTypes: ['violations'],
      }),
    runOnly,
  );
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
