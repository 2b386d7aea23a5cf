import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const root = join(import.meta.dirname, '../locales');

function load(language: string): Tree {
  const merged: Tree = {};
  for (const file of readdirSync(join(root, language))) {
    if (file.endsWith('.json')) {
      Object.assign(merged, JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree);
    }
  }
  return merged;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const english = leaves(load('en'));

it('every language has the same feature files', () => {
  const en = readdirSync(join(root, 'en')).sort();
  expect(readdirSync(join(root, 'es')).sort()).toEqual(en);
  expect(readdirSync(join(root, 'pt-BR')).sort()).toEqual(en);
});

describe.each(['es', 'pt-BR'])('%s translation', (language) => {
  const theirs = leaves(load(language));

  it('has every key of English, and no key English lacks', () => {
    expect([...theirs.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every interpolation placeholder', () => {
    for (const [key, text] of english)
      expect(placeholders(theirs.get(key) ?? ''), key).toBe(placeholders(text));
  });

  it('has no empty text', () => {
    for (const [key, text] of theirs) expect(text.trim(), key).not.toBe('');
  });
});

it('every literal key used in the source exists in English', () => {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
        sources.push(path);
    }
  };
  walk(join(import.meta.dirname, '..'));
  const missing: string[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
      const key = match[1]!;
      const isBranch = [...english.keys()].some((k) => k.startsWith(`${key}_`));
      if (!english.has(key) && !isBranch)
        missing.push(`${key} (${file.slice(file.indexOf('src/'))})`);
    }
  }
  expect(missing).toEqual([]);
});
