// House-style rules that are about how code is written rather than where it may import from:
// widgets come from @spotless/ui, props are interfaces, components are function declarations,
// file and folder names are kebab-case (docs/adr/0010-one-style-for-props-components-and-file-names.md).
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The react-aria-components parts apps/web may use directly: primitives with no look of their
 * own, which @spotless/ui has no reason to wrap. Anything drawn is a ui widget.
 */
export const webAriaPrimitives = ['VisuallyHidden', 'FileTrigger'];

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `job-card.tsx`, `job-card.module.css`, `.storybook`; `__screenshots__`-style folders pass. */
const isKebab = (segment) => {
  const name = segment.replace(/^\./, '');
  return /^__[a-z0-9-]+__$/.test(name) || name.split('.').every((part) => kebab.test(part));
};

const fileNameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [],
    messages: {
      kebab: '"{{name}}" is not kebab-case: files and folders are named like `job-card.tsx`.',
    },
  },
  create(context) {
    return {
      Program(node) {
        const path = relative(repository, context.physicalFilename);
        const segments = path.startsWith('..') ? [path.split(sep).at(-1)] : path.split(sep);
        for (const name of segments.filter((segment) => !isKebab(segment))) {
          context.report({ node, messageId: 'kebab', data: { name } });
        }
      },
    };
  },
};

export const houseStylePlugin = { rules: { 'file-name-case': fileNameCase } };

const propsMessage =
  'Props are declared with `interface XProps extends …` (docs/adr/0010); a type alias only ' +
  'renames another type (`type TabsProps = AriaTabsProps`).';
const componentMessage =
  'Components are function declarations, `export function JobCard(props: JobCardProps)` ' +
  '(docs/adr/0010); wrap one in memo() or lazy() where needed.';

const propsSyntax = [
  { selector: 'TSTypeAliasDeclaration[id.name=/Props$/] > TSTypeLiteral', message: propsMessage },
  {
    selector: 'TSTypeAliasDeclaration[id.name=/Props$/] > TSIntersectionType > TSTypeLiteral',
    message: propsMessage,
  },
];
const componentSyntax = {
  selector:
    'VariableDeclarator[id.name=/^[A-Z]/] > :matches(ArrowFunctionExpression, FunctionExpression)',
  message: componentMessage,
};

export const houseStyle = [
  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,mts,tsx}'],
    plugins: { 'house-style': houseStylePlugin },
    rules: { 'house-style/file-name-case': 'error' },
  },
  {
    files: ['**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...propsSyntax] },
  },
  {
    files: ['**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...propsSyntax, componentSyntax] },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-aria-components',
              allowImportNames: webAriaPrimitives,
              message:
                'Widgets live in @spotless/ui: use one (or add it there, with stories) instead of ' +
                `restyling React Aria here. Allowed primitives: ${webAriaPrimitives.join(', ')}.`,
            },
            {
              name: 'temporal-polyfill',
              message:
                'Import Temporal from @spotless/calendar/temporal, which loads temporal-polyfill ' +
                'only where the browser has no Temporal of its own (ADR 0019).',
            },
          ],
        },
      ],
    },
  },
];
