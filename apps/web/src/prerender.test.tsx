import { describe, expect, it } from 'vitest';
import { renderFrameSkeleton } from './prerender.tsx';

describe('renderFrameSkeleton', () => {
  it("draws a CLEANER's day in placeholders, with its title and crumb, for the page's HTML", async () => {
    const html = await renderFrameSkeleton('/today', 'CLEANER');
    expect(html).toMatch(/<h1[^>]*>Today<\/h1>/);
    expect(html).toMatch(/<p role="status"[^>]*>Loading\.\.\.<\/p>/);
    // A CLEANER's home is their day: one crumb, not Dashboard › Today.
    expect(html).not.toContain('Dashboard');
    expect(html).toContain('data-built="true"');
    // The Content-Security-Policy refuses style attributes in HTML: the placeholders have classes.
    expect(html).not.toMatch(/ style="/);
  });

  it("writes the schedule's crumbs and line under the title for both kinds of role, which the build does not know", async () => {
    const html = await renderFrameSkeleton('/schedule', undefined);
    expect(html).toContain('>Schedule<');
    // An office user's crumbs, and a CLEANER's (their home is Today), each in its own element.
    expect(html).toMatch(/class="[^"]*officeCrumbs[^"]*".*?>Dashboard</);
    expect(html).toMatch(/class="[^"]*cleanerCrumbs[^"]*".*?>Today</);
    // Each in its own element, which the role read in the browser shows (frame-skeleton.module.css),
    // beside the placeholder shown while there is none.
    const line = /<div class="[^"]*descriptionLine[^"]*" data-by-role="">(.*?)<\/div><\/div>/.exec(
      html,
    );
    expect(line?.[1]).toMatch(/<span class="[^"]*officeDescription[^"]*">Plan your teams/);
    expect(line?.[1]).toMatch(
      /<span class="[^"]*cleanerDescription[^"]*">Your team&#x27;s jobs\.<\/span>/,
    );
    expect(line?.[1]).toMatch(/descriptionPlaceholder/);
    expect(html).not.toMatch(/ style="/);
  });
});
