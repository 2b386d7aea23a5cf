import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SEED_PASSWORD } from './auth-fixtures.ts';

/** What the accessibility sweeps hold the app to: WCAG 2.2 A and AA. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'es';

export interface Look {
  theme: Theme;
  language: Language;
}

export const looks: Look[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'es' },
  { theme: 'dark', language: 'es' },
];

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
 * Signs in through the API and hands the tokens to the page as the app keeps them (two
 * first-party cookies), so signing in does not depend on the page's language.
 */
export async function signInAs(page: Page, login: string) {
  const response = await page.request.post('/v1/auth/login', {
    data: { login, password: SEED_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const url = new URL('/', test.info().project.use.baseURL).href;
  await page.context().addCookies([
    {
      name: 'access_token',
      value: encodeURIComponent(tokens.access_token),
      url,
      sameSite: 'Strict',
    },
    {
      name: 'refresh_token',
      value: encodeURIComponent(tokens.refresh_token),
      url,
      sameSite: 'Strict',
    },
  ]);
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

/** One axe violation, where it was found, and the first few elements it names. */
export interface Finding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe over the whole page as it is now; `where` names the screen in the report.
 *
 * `axe.run` in the page itself (the builder's "legacy mode"): its default runs axe in every frame
 * and then opens a blank page to merge the results, which took as long as the check itself on
 * every screen. That merge is for frames of other origins, and the app has no frames at all.
 */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(wcag).analyze();
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
