import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { parseAst, parseSync, type Plugin } from 'vite';

/** Where a value that a module exports is declared: a file (absolute path) or a package. */
export interface ExportOrigin {
  /** An absolute path, or a package's name where the chain of re-exports leaves the workspace. */
  module: string;
  /** Its name there. */
  name: string;
}

type Statement = ReturnType<typeof parseSync>['program']['body'][number];
type Declaration = NonNullable<
  Extract<Statement, { type: 'ExportNamedDeclaration' }>['declaration']
>;

/** The values a declaration after `export` declares (none for a type or an interface). */
function declaredNames(declaration: Declaration): string[] {
  switch (declaration.type) {
    case 'VariableDeclaration':
      return declaration.declarations.flatMap((item) =>
        item.id.type === 'Identifier' ? [item.id.name] : [],
      );
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
    case 'TSEnumDeclaration':
      return declaration.id ? [declaration.id.name] : [];
    default:
      return [];
  }
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? node.name! : String(node.value);

/**
 * The values `file` exports (types left out), each followed through re-exports (`export { A }
 * from './a.tsx'`, `export * from './b.tsx'`) to the file that declares it, or to the package a
 * re-export leaves the workspace for. A relative source that is not a file as written (no
 * extension) is not followed: what it exports stays unknown. `cache` keeps each file's reading,
 * by its path.
 */
export function exportOrigins(
  file: string,
  cache = new Map<string, Map<string, ExportOrigin>>(),
): Map<string, ExportOrigin> {
  const known = cache.get(file);
  if (known) return known;
  const origins = new Map<string, ExportOrigin>();
  cache.set(file, origins);
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length > 0) return origins;
  const sourceOrigins = (source: string) => {
    if (!source.startsWith('.')) return null;
    const path = resolve(dirname(file), source);
    return existsSync(path) ? exportOrigins(path, cache) : undefined;
  };
  for (const statement of program.body as Statement[]) {
    if (statement.type === 'ExportNamedDeclaration') {
      if (statement.exportKind === 'type') continue;
      const { declaration, source, specifiers } = statement;
      if (declaration) {
        const names = declaredNames(declaration);
        for (const name of names) origins.set(name, { module: file, name });
        continue;
      }
      const from = source ? sourceOrigins(source.value) : undefined;
      for (const specifier of specifiers) {
        if (specifier.exportKind === 'type') continue;
        const local = nameOf(specifier.local);
        const exported = nameOf(specifier.exported);
        if (!source) origins.set(exported, { module: file, name: exported });
        else if (from === null) origins.set(exported, { module: source.value, name: local });
        else if (from) {
          const origin = from.get(local);
          if (origin) origins.set(exported, origin);
        }
      }
    } else if (statement.type === 'ExportAllDeclaration' && !statement.exported) {
      if (statement.exportKind === 'type') continue;
      const from = sourceOrigins(statement.source.value);
      if (!from) continue;
      for (const [name, origin] of from) {
        if (name !== 'default' && !origins.has(name)) origins.set(name, origin);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      origins.set('default', { module: file, name: 'default' });
    }
  }
  return origins;
}

interface ImportNode {
  type: string;
  start: number;
  end: number;
  source: { value: unknown };
  specifiers: {
    type: string;
    imported?: { type: string; name?: string; value?: unknown };
    local: { name: string };
  }[];
}

/**
 * `code` (JavaScript, types already removed) with its named imports of `barrel` (the specifier
 * as written) split into one import per file the names are declared in, given by `origins`.
 * Names it does not know, and imports with a default or namespace binding, stay as they are.
 * `sameModule(specifier)` says whether a package's name, imported from this file, is the module
 * the barrel re-exports (else that name stays on the barrel). Every line stays on its line, so
 * the file's source map needs no change. Returns null where nothing changes (or `code` does not
 * parse).
 */
export function splitBarrelImports(
  code: string,
  barrel: string,
  origins: ReadonlyMap<string, ExportOrigin>,
  sameModule: (specifier: string) => boolean,
): string | null {
  let body: ImportNode[];
  try {
    body = parseAst(code).body as unknown as ImportNode[];
  } catch {
    // Code the parser does not read is left as it is: Vite's own analysis reports it.
    return null;
  }
  const imports = body.filter(
    (node) =>
      node.type === 'ImportDeclaration' &&
      node.source.value === barrel &&
      node.specifiers.length > 0 &&
      node.specifiers.every((specifier) => specifier.type === 'ImportSpecifier'),
  );
  if (imports.length === 0) return null;
  let result = '';
  let at = 0;
  let changed = false;
  for (const node of imports) {
    const groups = new Map<string, string[]>();
    for (const specifier of node.specifiers) {
      const imported = nameOf(specifier.imported!);
      const origin = origins.get(imported);
      const usable =
        origin !== undefined && (isAbsolute(origin.module) || sameModule(origin.module));
      const module = usable ? origin.module : barrel;
      const name = usable ? origin.name : imported;
      const binding = name === specifier.local.name ? name : `${name} as ${specifier.local.name}`;
      groups.set(module, [...(groups.get(module) ?? []), binding]);
    }
    if (groups.size === 1 && groups.has(barrel)) continue;
    changed = true;
    const original = code.slice(node.start, node.end);
    const statements = [...groups].map(
      ([module, bindings]) => `import { ${bindings.join(', ')} } from ${JSON.stringify(module)};`,
    );
    result += code.slice(at, node.start) + statements.join(' ');
    result += '\n'.repeat(original.split('\n').length - 1);
    at = node.end;
  }
  return changed ? result + code.slice(at) : null;
}

/**
 * For the dev server only: the app's imports of the workspace's barrels (`@spotless/ui`, whose
 * entry re-exports every widget, ADR 0011) import each name from the file that declares it. The
 * build tree-shakes the barrel away; Vite's dev server does not, and served every widget module
 * and its style sheet for any page, over the browser's six connections: 97 of the 182 requests of
 * `/login` on a fresh start. The modules are the same files either way, so nothing is loaded
 * twice and hot updates work as before. A change to a file of a barrel's chain of re-exports
 * starts its reading afresh.
 */
export function directBarrelImports(barrels: readonly string[]): Plugin {
  const cache = new Map<string, Map<string, ExportOrigin>>();
  const barrelFiles = new Map<string, string>();
  return {
    name: 'spotless:direct-barrel-imports',
    apply: 'serve',
    watchChange(id) {
      if (cache.has(id)) {
        cache.clear();
        barrelFiles.clear();
      }
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('\0')) return null;
      let result: string | null = null;
      for (const barrel of barrels) {
        const source: string = result ?? code;
        if (!source.includes(`"${barrel}"`) && !source.includes(`'${barrel}'`)) continue;
        let file = barrelFiles.get(barrel);
        if (file === undefined) {
          const resolved = await this.resolve(barrel, id);
          if (!resolved) continue;
          file = resolved.id;
          barrelFiles.set(barrel, file);
        }
        const origins = exportOrigins(file, cache);
        const packages = new Map<string, boolean>();
        for (const origin of origins.values()) {
          if (isAbsolute(origin.module) || packages.has(origin.module)) continue;
          const [fromHere, fromBarrel] = await Promise.all([
            this.resolve(origin.module, id),
            this.resolve(origin.module, file),
          ]);
          packages.set(origin.module, fromHere !== null && fromHere.id === fromBarrel?.id);
        }
        result =
          splitBarrelImports(source, barrel, origins, (name) => packages.get(name) === true) ??
          result;
      }
      return result === null ? null : { code: result, map: null };
    },
  };
}
