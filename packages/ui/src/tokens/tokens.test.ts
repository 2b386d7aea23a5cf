import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

// WCAG 2.2 AA for the colour pairs the components use, in both themes: 4.5:1 for text, 3:1 for
// the boundaries of controls and for the focus ring (success criteria 1.4.3 and 1.4.11).
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const rootBlock = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
const declarations = new Map(
  [...rootBlock.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
    name as string,
    (value as string).trim(),
  ]),
);

type Theme = 'light' | 'dark';

/** Resolves a token to a hex colour in one theme, following var() and light-dark(). */
const resolve = (value: string, theme: Theme): string => {
  const lightDark = /^light-dark\((.+),\s*(.+)\)$/.exec(value);
  if (lightDark) return resolve(theme === 'light' ? lightDark[1]! : lightDark[2]!, theme);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) {
    const target = declarations.get(reference[1]!);
    if (!target) throw new Error(`Unknown token ${reference[1]}`);
    return resolve(target, theme);
  }
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  throw new Error(`Cannot resolve "${value}" to a hex colour`);
};

const token = (name: string, theme: Theme) => {
  const value = declarations.get(name);
  if (!value) throw new Error(`Unknown token ${name}`);
  return resolve(value, theme);
};

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
};

const surfaces = ['--color-bg', '--color-bg-subtle', '--color-surface', '--color-surface-raised'];

const textPairs: [foreground: string, backgrounds: string[]][] = [
  [
    '--color-text',
    [...surfaces, '--color-surface-sunken', '--color-surface-hover', '--color-surface-selected'],
  ],
  ['--color-text-muted', [...surfaces, '--color-surface-hover']],
  ['--color-text-placeholder', ['--color-surface']],
  ['--color-link', surfaces],
  ['--color-link-hover', surfaces],
  ['--color-accent-text', ['--color-accent', '--color-accent-hover', '--color-accent-pressed']],
  ['--color-neutral-text', ['--color-neutral', '--color-neutral-hover', '--color-neutral-pressed']],
  ['--color-danger-text', ['--color-danger', '--color-danger-hover', '--color-danger-pressed']],
  ['--color-accent-subtle-text', ['--color-accent-subtle']],
  ['--color-info-subtle-text', ['--color-info-subtle']],
  ['--color-success-subtle-text', ['--color-success-subtle']],
  ['--color-warning-subtle-text', ['--color-warning-subtle']],
  ['--color-danger-subtle-text', ['--color-danger-subtle']],
  ['--color-danger-fg', surfaces],
  ['--color-success-fg', surfaces],
  ['--color-warning-fg', surfaces],
  ['--color-info-fg', surfaces],
];

const nonTextPairs: [foreground: string, backgrounds: string[]][] = [
  ['--color-border-strong', surfaces],
  ['--color-focus-ring', [...surfaces, '--color-surface-hover']],
  ['--color-danger-fg', ['--color-surface']],
];

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it.each(textPairs.flatMap(([fg, bgs]) => bgs.map((bg) => [fg, bg] as const)))(
    'text %s on %s has at least 4.5:1',
    (fg, bg) => {
      expect(contrast(token(fg, theme), token(bg, theme))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(nonTextPairs.flatMap(([fg, bgs]) => bgs.map((bg) => [fg, bg] as const)))(
    'control boundary %s on %s has at least 3:1',
    (fg, bg) => {
      expect(contrast(token(fg, theme), token(bg, theme))).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrast(a, b)).toBeCloseTo(ratio, 2);
  });
});
