import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  filesOf,
  fillTemplate,
  startSteps,
  withFrameSkeleton,
  withHomePreloads,
  withPreloads,
} from './prerender.ts';

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

describe('startSteps', () => {
  const build: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_runtime', '_query', '_i18n', '_react', '_api'],
    },
    'src/react-dom-start.ts': {
      file: 'assets/react-dom-start-1.js',
      isEntry: true,
      imports: ['_react'],
    },
    _runtime: { file: 'assets/runtime-1.js' },
    _react: { file: 'assets/react-1.js', imports: ['_runtime'] },
    _i18n: { file: 'assets/i18n-1.js', imports: ['_runtime', '_react'] },
    _query: { file: 'assets/query-1.js', imports: ['_i18n', '_react'] },
    _api: { file: 'assets/api-1.js' },
  };

  it("runs React DOM's set-up first, then each chunk the entry imports after the chunks it imports", () => {
    expect(startSteps(build)).toEqual([
      '/assets/react-dom-start-1.js',
      '/assets/i18n-1.js',
      '/assets/query-1.js',
      '/assets/api-1.js',
    ]);
  });

  it("refuses a build without the entry or without React DOM's own entry", () => {
    expect(() => startSteps(build, 'main.html')).toThrow(/no chunk for main.html/);
    const { 'src/react-dom-start.ts': _, ...without } = build;
    expect(() => startSteps(without)).toThrow(/no chunk for src\/react-dom-start.ts/);
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

describe('withHomePreloads', () => {
  it("names what each kind of user's home page needs beyond what the page already loads", () => {
    const html = withHomePreloads(template, {
      office: filesOf(manifest, 'src/features/auth/login-page.tsx'),
      cleaner: { scripts: ['assets/today-1.js', 'assets/react-1.js'], styles: [] },
    });
    expect(html).toContain(
      '<script src="/theme-init.js" data-home-office="/assets/login-1.js /assets/button-1.js /assets/login-1.css /assets/button-1.css" data-home-cleaner="/assets/today-1.js"></script>',
    );
  });
});

describe('fillTemplate', () => {
  const html = fillTemplate(template, {
    markup: '<form method="dialog"><input name="login"></form>',
    page: '/login',
    language: 'en',
    steps: ['/assets/react-dom-start-1.js', '/assets/react-1.js'],
    ...filesOf(manifest, 'src/features/auth/login-page.tsx'),
  });

  it('puts the page in #root, marked with its path and language', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/login" data-language="en"><form method="dialog"><input name="login"></form></div>',
    );
  });

  it('holds the first frame until #root is parsed to its end', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#root-end" blocking="render">');
    expect(html).toMatch(/<\/div><template id="root-end"><\/template>\n\s*<\/body>/);
  });

  it("links the page's stylesheets in the head, each once", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/button-1.css">');
    expect(head.match(/assets\/index-1\.css/g)).toHaveLength(1);
  });

  it('asks for the scripts only once the page is on screen: theme-init.js loads them', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    // The steps run before the entry; the entry first, then the steps and what it imports, then
    // the page's code, each once.
    expect(html).toContain(
      '<script src="/theme-init.js" data-steps="/assets/react-dom-start-1.js /assets/react-1.js" data-entry="/assets/index-1.js" data-modules="/assets/index-1.js /assets/react-dom-start-1.js /assets/react-1.js /assets/login-1.js /assets/button-1.js"></script>',
    );
  });

  it('refuses a template without one module script or without theme-init.js', () => {
    const files = { markup: '', page: '/login', language: 'en', scripts: [], styles: [] };
    expect(() =>
      fillTemplate(template.replace(/<script type="module"[^\n]*\n/, ''), files),
    ).toThrow(/exactly one module script/);
    expect(() =>
      fillTemplate(template.replace('<script src="/theme-init.js"></script>', ''), files),
    ).toThrow(/no theme-init/);
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

describe('withFrameSkeleton', () => {
  const html = withFrameSkeleton(template, '<div aria-busy="true">Loading...</div>', '/today');

  it("puts the frame's placeholders in #root, not marked for hydration", () => {
    expect(html).toContain('<div id="root"><div aria-busy="true">Loading...</div></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('holds the first frame until #root is parsed to its end', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#root-end" blocking="render">');
    expect(html).toMatch(/<\/div><template id="root-end"><\/template>\n\s*<\/body>/);
  });

  it('tells theme-init.js that the page has something to draw before the app runs', () => {
    expect(html).toContain('<script src="/theme-init.js" data-drawn></script>');
  });

  it('refuses markup with an inline style, or a template whose #root is not empty', () => {
    expect(() => withFrameSkeleton(template, '<div style="width:5rem"></div>', '/today')).toThrow(
      /inline style/,
    );
    const filled = template.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(() => withFrameSkeleton(filled, '<div></div>', '/today')).toThrow(/no empty/);
  });
});
