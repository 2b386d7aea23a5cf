import { describe, expect, it } from 'vitest';
import { computePlan } from './first-load-chunks.ts';

const root = '/app';
type Chunk = Parameters<typeof computePlan>[0][number];

/** A chunk of the first build: `facade` is the module a page or dialog starts from. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  { imports = [] as string[], facade = undefined as string | undefined, entry = false } = {},
): Chunk => ({
  fileName,
  moduleIds: moduleIds.map((id) => `${root}/${id}`),
  imports,
  isEntry: entry,
  isDynamicEntry: !entry && facade !== undefined,
  facadeModuleId: facade === undefined ? null : `${root}/${facade}`,
});

const chunks: Chunk[] = [
  chunk('index.js', ['src/main.tsx', 'src/lib/api.ts'], {
    imports: ['react.js'],
    facade: 'src/main.tsx',
    entry: true,
  }),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('login.js', ['src/login-page.tsx'], {
    imports: ['button.js', 'react.js', 'link.js'],
    facade: 'src/login-page.tsx',
  }),
  chunk('button.js', ['ui/button.tsx', 'ui/press.ts']),
  chunk('link.js', ['ui/link.tsx']),
  chunk('shell.js', ['src/app-shell.tsx', 'src/sidebar.tsx'], {
    imports: ['button.js', 'tooltip.js'],
    facade: 'src/app-shell.tsx',
  }),
  chunk('tooltip.js', ['ui/tooltip.tsx']),
  chunk('texts.js', ['src/english-texts.ts'], { facade: 'src/english-texts.ts' }),
  chunk('today.js', ['src/today-page.tsx'], {
    imports: ['job-text.js', 'visit-card.js', 'calendar.js', 'link.js'],
    facade: 'src/today-page.tsx',
  }),
  chunk('visit-card.js', ['src/visit-card.tsx']),
  chunk('job-text.js', ['src/job-text.ts', 'node_modules/temporal/index.js']),
  chunk('schedule.js', ['src/schedule-page.tsx'], {
    imports: ['job-text.js', 'calendar.js', 'button.js', 'form.js', 'figures.js', 'picker.js'],
    facade: 'src/schedule-page.tsx',
  }),
  // A date picker the schedule shares with the clients page, and the words it shows, in a chunk
  // that is also loaded on its own (a dynamic import's target).
  chunk('picker.js', ['src/picker.tsx'], {
    imports: ['page-words.js', 'words.js'],
  }),
  chunk('page-words.js', ['src/page-words.ts'], {
    imports: ['words.js'],
    facade: 'src/page-words.ts',
  }),
  chunk('words.js', ['src/words.ts']),
  chunk('calendar.js', ['src/calendar.tsx']),
  chunk('dashboard.js', ['src/dashboard-page.tsx'], {
    imports: ['figures.js', 'form.js'],
    facade: 'src/dashboard-page.tsx',
  }),
  chunk('figures.js', ['src/figures.ts']),
  chunk('form.js', ['src/form.tsx']),
  chunk('clients.js', ['src/clients-page.tsx'], {
    imports: ['calendar.js', 'form.js', 'picker.js'],
    facade: 'src/clients-page.tsx',
  }),
];

const plan = computePlan(chunks, root, {
  publicSources: ['src/login-page.tsx'],
  frameSources: ['src/app-shell.tsx', 'src/english-texts.ts'],
  pages: [
    { name: 'today', sources: ['src/today-page.tsx'] },
    { name: 'schedule', sources: ['src/schedule-page.tsx'] },
    { name: 'dashboard', sources: ['src/dashboard-page.tsx'] },
  ],
});
const groups = Object.fromEntries(
  [...plan].map(([id, group]) => [id.slice(root.length + 1), group]),
);

describe('computePlan', () => {
  it('puts what the frame or the first page shares with the public pages in `controls`, the rest of the frame in `frame`', () => {
    expect(groups['ui/button.tsx']).toBe('controls');
    expect(groups['ui/press.ts']).toBe('controls');
    // The first page's, too.
    expect(groups['ui/link.tsx']).toBe('controls');
    expect(groups['src/sidebar.tsx']).toBe('frame');
    expect(groups['ui/tooltip.tsx']).toBe('frame');
  });

  it('puts all of the first page’s code in one group, what other pages need of it included', () => {
    expect(groups['src/visit-card.tsx']).toBe('today');
    expect(groups['src/job-text.ts']).toBe('today');
    expect(groups['node_modules/temporal/index.js']).toBe('today');
    // The clients page then loads that group: no more than the first page's first load.
    expect(groups['src/calendar.tsx']).toBe('today');
  });

  it('groups the other pages’ code by the pages that need it', () => {
    expect(groups['src/figures.ts']).toBe('schedule-dashboard');
  });

  it('groups what the other pages share with later loads by the pages that need it', () => {
    // The clients page needs the form: it loads the group, where the schedule and the dashboard
    // would have asked for one more file each.
    expect(groups['src/form.tsx']).toBe('schedule-dashboard-shared');
    expect(groups['src/picker.tsx']).toBe('schedule-shared');
  });

  it('leaves a shared chunk out where the group would import itself back through another', () => {
    // The picker imports the words' own chunk, which imports these words: in the picker's group,
    // the two chunks would import each other.
    expect(groups['src/words.ts']).toBeUndefined();
    expect(groups['src/picker.tsx']).toBe('schedule-shared');
  });

  it('leaves out the entry’s code and the modules pages start from', () => {
    expect(groups['src/main.tsx']).toBeUndefined();
    expect(groups['src/lib/api.ts']).toBeUndefined();
    expect(groups['node_modules/react/index.js']).toBeUndefined();
    for (const facade of ['src/app-shell.tsx', 'src/today-page.tsx', 'src/login-page.tsx']) {
      expect(groups[facade]).toBeUndefined();
    }
  });

  it('says which page it cannot find', () => {
    expect(() =>
      computePlan(chunks, root, {
        publicSources: [],
        frameSources: ['src/missing.tsx'],
        pages: [],
      }),
    ).toThrow('The build has no chunk for src/missing.tsx.');
  });
});
