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

  it("leaves the schedule's line under the title to the role, which the build does not know", async () => {
    const html = await renderFrameSkeleton('/schedule', undefined);
    expect(html).toContain('>Schedule<');
    expect(html).toContain('>Dashboard<');
    expect(html).not.toContain('Plan your teams');
    expect(html).not.toContain('Your team');
    expect(html).not.toMatch(/ style="/);
  });
});
