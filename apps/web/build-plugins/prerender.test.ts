import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesOf, fillTemplate, withPreloads } from './prerender.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react'] },
  _react: { file: 'assets/react-1.js' },
  'src/features/auth/login-page.tsx': {
    file: 'assets/login-1.js',
    css: ['assets/login-1.css'],
    imports: ['_button', '_react'],
    dynamicImports: ['src/features/auth/schemas.ts'],
  },
  _button: { file: 'assets/button-1.js', css: ['assets/button-1.css'], imports: ['_react'] },
  'src/features/auth/schemas.ts': { file: 'assets/schemas-1.js' },
};

describe('filesOf', () => {
  it('lists a chunk with its static imports, deeply and once each, but not what it loads later', () => {
    expect(filesOf(manifest, 'src/features/auth/login-page.tsx')).toEqual({
      scripts: ['assets/login-1.js', 'assets/button-1.js', 'assets/react-1.js'],
      styles: ['assets/login-1.css', 'assets/button-1.css'],
    });
  });
});

describe('withPreloads', () => {
  const html = withPreloads(template, filesOf(manifest, 'src/features/auth/login-page.tsx'));

  it("preloads a page's scripts and styles after the entry's own files, without blocking the first paint", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-1.js">',
    );
    expect(head).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/button-1.css">',
    );
    expect(head).not.toContain('rel="stylesheet" crossorigin href="/assets/login-1.css"');
    // The entry's own files keep their priority, and nothing is listed twice.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(head.match(/assets\/react-1\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a chunk the build does not have', () => {
    expect(() => filesOf(manifest, 'src/features/gone.tsx')).toThrow(/no chunk/);
  });
});

describe('fillTemplate', () => {
  const html = fillTemplate(template, {
    markup: '<form method="dialog"><input name="login"></form>',
    page: '/login',
    language: 'en',
    ...filesOf(manifest, 'src/features/auth/login-page.tsx'),
  });

  it('puts the page in #root, marked with its path and language', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/login" data-language="en"><form method="dialog"><input name="login"></form></div>',
    );
  });

  it("links the page's stylesheets and preloads its scripts, each once, in the head", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/button-1.css">');
    expect(head).toContain('href="/assets/login-1.js"');
    expect(head.match(/assets\/react-1\.js/g)).toHaveLength(1);
    expect(head.match(/assets\/index-1\.css/g)).toHaveLength(1);
  });

  it('fetches the scripts at low priority: the page is drawn without them', () => {
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBe(3);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // The theme still applies before the first paint.
    expect(html).toContain('<script src="/theme-init.js"></script>');
  });

  it('refuses markup with an inline style, which the Content-Security-Policy would refuse', () => {
    expect(() =>
      fillTemplate(template, {
        markup: '<div style="position:absolute">x</div>',
        page: '/login',
        language: 'en',
        scripts: [],
        styles: [],
      }),
    ).toThrow(/inline style/);
  });

  it('refuses a template whose #root is not empty', () => {
    expect(() =>
      fillTemplate(template.replace('<div id="root"></div>', '<div id="root">x</div>'), {
        markup: '',
        page: '/login',
        language: 'en',
        scripts: [],
        styles: [],
      }),
    ).toThrow(/no empty/);
  });
});
