import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactNamedExports } from './react-named-exports.ts';

const require = createRequire(import.meta.url);
const plugin = reactNamedExports();
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const resolveId = (source: string, importer: string, kind: string) =>
  (plugin.resolveId as Hook).call({}, source, importer, { kind, isEntry: false, attributes: {} });
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

describe('reactNamedExports', () => {
  it('resolves imports of react and react/jsx-runtime to their module of named exports', () => {
    expect(resolveId('react', '/app/src/page.tsx', 'import-statement')).toBe(
      '\0named-exports:react',
    );
    expect(resolveId('react/jsx-runtime', '/app/src/page.tsx', 'import-statement')).toBe(
      '\0named-exports:react/jsx-runtime',
    );
  });

  it('leaves React itself, its CommonJS requires and every other package alone', () => {
    expect(resolveId('react', '\0named-exports:react', 'import-statement')).toBeNull();
    expect(resolveId('react', '/app/node_modules/react-dom/index.js', 'require-call')).toBeNull();
    expect(resolveId('react-dom/client', '/app/src/main.tsx', 'import-statement')).toBeNull();
    expect(load('/app/src/page.tsx')).toBeNull();
  });

  it("exports each of React's names once, as a constant, and React as the default", () => {
    const code = load('\0named-exports:react') ?? '';
    const names = Object.keys(require('react') as object);
    expect(names).toContain('useMemo');
    expect(code).toContain('import module from "react";');
    expect(code).toContain(`export const { ${names.join(', ')} } = module;`);
    expect(code).toContain('export default module;');
    expect(load('\0named-exports:react/jsx-runtime')).toContain(
      'export const { Fragment, jsx, jsxs } = module;',
    );
  });
});
