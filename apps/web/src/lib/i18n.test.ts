import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import ptBR from '../locales/pt-BR.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(tree: Tree): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        out.set(
          `${prefix}${key}`,
          [...value.matchAll(/{{\s*(\w+)\s*}}/g)]
            .map((m) => m[1])
            .sort()
            .join(','),
        );
      } else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return out;
}

const english = keys(en).sort();

describe.each([
  ['es', es as Tree],
  ['pt-BR', ptBR as Tree],
])('%s translation', (_name, dictionary) => {
  it('has every key of English, and no key English lacks', () => {
    expect(keys(dictionary).sort()).toEqual(english);
  });

  it('keeps every interpolation placeholder', () => {
    const theirs = placeholders(dictionary);
    for (const [key, names] of placeholders(en as Tree)) expect(theirs.get(key), key).toBe(names);
  });

  it('has no empty text', () => {
    for (const key of keys(dictionary)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Tree)[part], dictionary);
      expect(value, key).not.toBe('');
    }
  });
});
