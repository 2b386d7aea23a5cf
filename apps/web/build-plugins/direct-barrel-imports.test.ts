import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportOrigins, splitBarrelImports } from './direct-barrel-imports.ts';

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'barrel-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('exportOrigins', () => {
  it('follows re-exports to the file that declares each value, types left out', () => {
    const root = tree({
      'index.ts': [
        "export { Provider, type ProviderProps } from 'react-aria-components';",
        "export { Button, type ButtonProps, Button as Action } from './button/button.tsx';",
        "export { FormField } from './form/index.ts';",
        "export * from './icons.tsx';",
        "export { Hidden } from './hidden';",
        "export type { Only } from './types.ts';",
      ].join('\n'),
      'button/button.tsx': [
        'export interface ButtonProps { a: string }',
        'export type ButtonSize = 1;',
        'export function Button() { return null; }',
      ].join('\n'),
      'form/index.ts': "export { FormText as FormField } from './fields.tsx';",
      'form/fields.tsx': 'const FormText = 1;\nexport { FormText };',
      'icons.tsx': 'export const PlusIcon = 1, MinusIcon = 2;\nexport default 3;',
      'hidden.tsx': 'export const Hidden = 1;',
      'types.ts': 'export type Only = 1;',
    });
    const origins = exportOrigins(join(root, 'index.ts'));
    expect(Object.fromEntries(origins)).toEqual({
      Provider: { module: 'react-aria-components', name: 'Provider' },
      Button: { module: join(root, 'button/button.tsx'), name: 'Button' },
      Action: { module: join(root, 'button/button.tsx'), name: 'Button' },
      FormField: { module: join(root, 'form/fields.tsx'), name: 'FormText' },
      PlusIcon: { module: join(root, 'icons.tsx'), name: 'PlusIcon' },
      MinusIcon: { module: join(root, 'icons.tsx'), name: 'MinusIcon' },
    });
  });
});

describe('splitBarrelImports', () => {
  const origins = new Map([
    ['Button', { module: '/ui/button.tsx', name: 'Button' }],
    ['Card', { module: '/ui/card.tsx', name: 'Card' }],
    ['CardTitle', { module: '/ui/card.tsx', name: 'Title' }],
    ['Provider', { module: 'react-aria-components', name: 'Provider' }],
  ]);
  const samePackage = () => true;

  it('imports each name from its own file, every line kept on its line', () => {
    const code = [
      "import { Button, Card as Box, CardTitle } from '@spotless/ui';",
      "import {\n  Provider,\n  Unknown,\n} from '@spotless/ui';",
      "import { x } from './x.ts';",
      'export const y = [Button, Box, CardTitle, Provider, Unknown, x];',
    ].join('\n');
    const split = splitBarrelImports(code, '@spotless/ui', origins, samePackage)!;
    expect(split.split('\n')).toHaveLength(code.split('\n').length);
    expect(split).toBe(
      [
        'import { Button } from "/ui/button.tsx"; import { Card as Box, Title as CardTitle } from "/ui/card.tsx";',
        'import { Provider } from "react-aria-components"; import { Unknown } from "@spotless/ui";\n\n\n',
        "import { x } from './x.ts';",
        'export const y = [Button, Box, CardTitle, Provider, Unknown, x];',
      ].join('\n'),
    );
  });

  it("leaves a package's names on the barrel where this file would load another copy", () => {
    const code = "import { Provider, Button } from '@spotless/ui';";
    expect(splitBarrelImports(code, '@spotless/ui', origins, () => false)).toBe(
      'import { Provider } from "@spotless/ui"; import { Button } from "/ui/button.tsx";',
    );
  });

  it('changes nothing without a named import it knows, or in code it cannot parse', () => {
    for (const code of [
      "import * as ui from '@spotless/ui';",
      "import '@spotless/ui';",
      "import { Unknown } from '@spotless/ui';",
      "import { Button } from '@spotless/other';",
      "import { Button } from '@spotless/ui'; const x = <div />;",
    ]) {
      expect(splitBarrelImports(code, '@spotless/ui', origins, samePackage)).toBeNull();
    }
  });
});
