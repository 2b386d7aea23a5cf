import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** React's entry points that are CommonJS, and that the app and its libraries call on every render. */
const commonJsEntries = ['react', 'react/jsx-runtime'];
const prefix = '\0named-exports:';
const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * React ships CommonJS only. Bundled, each module that imports from it reads every name (`useMemo`,
 * `jsx`...) through a getter the bundler defines on a wrapper of `module.exports`, a function call
 * per hook and per element rendered (rolldown/rolldown#8719). Here `react` and `react/jsx-runtime`
 * resolve to a small ES module that reads each export once and exports it as a constant, so the
 * bundle refers to React's functions directly. The build only; the dev server pre-bundles React
 * itself.
 */
export function reactNamedExports(): Plugin {
  return {
    name: 'spotless:react-named-exports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!commonJsEntries.includes(source) || importer?.startsWith(prefix)) return null;
      // React's own CommonJS (react-dom's `require('react')`) keeps reading `module.exports`.
      if (options.kind === 'require-call') return null;
      return prefix + source;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const source = id.slice(prefix.length);
      const names = Object.keys(require(source) as object).filter(
        (name) => identifier.test(name) && name !== 'default',
      );
      return [
        `import module from ${JSON.stringify(source)};`,
        `export const { ${names.join(', ')} } = module;`,
        'export default module;',
      ].join('\n');
    },
  };
}
