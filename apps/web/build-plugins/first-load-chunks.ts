import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';

/** Set in the plan's own build, which must not plan again. */
const PLANNING = 'SPOTLESS_CHUNK_PLANNING';

export interface FirstLoadPlan {
  /** The public pages (their chunks' sources): their code is left out of the signed-in groups. */
  publicSources: readonly string[];
  /** What every signed-in page loads first: the frame and its texts. */
  frameSources: readonly string[];
  /** Signed-in pages that are often a visit's first page, most important first. */
  pages: readonly { name: string; sources: readonly string[] }[];
}

/**
 * Which chunk each module goes in. Left to itself the bundler makes one chunk per set of pages
 * and dialogs that share code, so a signed-in page's first load was some forty files, half of
 * them under 1 kB. On a phone's HTTP/1.1 connection (six requests at a time, a round trip each)
 * that costs more than their bytes. The plan comes from a first build with the usual chunks, and
 * groups what a signed-in first load needs into a few chunks (ADR 0019):
 * - `controls`: the frame's and the first page's code that the public pages load too (buttons,
 *   fields, links).
 * - `frame`: the rest of the frame's code and its texts (frame-texts.ts).
 * - the first of `pages` (`today`): the rest of its code, what other pages or dialogs need of it
 *   included. They then load all of that group, but it is no more than that page's first load.
 * - for the other `pages`, a group per set of them that need a module that nothing else needs
 *   (`schedule-dashboard`), and another per set for what they share with other pages, dialogs or
 *   menus (`schedule-dashboard-shared`): those then load that whole group, which costs them
 *   little next to the requests it saves the first load.
 * Every group holds its modules' dependencies, or they are in the entry, in an earlier group or
 * left to the bundler, so chunks import each other one way only. The entry's code, the modules
 * pages start from (the manifest names their chunks) and everything else are split as before.
 */
export function planFirstLoadChunks(plan: FirstLoadPlan) {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'spotless:first-load-chunks',
    apply: 'build',
    async config(config, env) {
      if (process.env[PLANNING] || config.build?.ssr || env.isPreview) return;
      const root = resolve(config.root ?? process.cwd());
      process.env[PLANNING] = '1';
      let output;
      try {
        output = await build({
          root,
          configFile: resolve(root, 'vite.config.ts'),
          mode: env.mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, sourcemap: false },
        });
      } finally {
        delete process.env[PLANNING];
      }
      const outputs = Array.isArray(output) ? output : [output];
      const chunks = outputs
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((item): item is OutputChunk => item.type === 'chunk');
      for (const [id, group] of computePlan(chunks, root, plan)) groupOf.set(id, group);
    },
  };
  /** The `codeSplitting` group that applies the plan (empty when planning). */
  const group = {
    debugName: 'first-load',
    name: (id: string) => groupOf.get(id) ?? null,
    includeDependenciesRecursively: false,
    priority: 0,
  };
  return { plugin, group };
}

/** Module id → group name, from a build's chunks (see `planFirstLoadChunks`). */
export function computePlan(
  chunks: readonly Pick<
    OutputChunk,
    'fileName' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds'
  >[],
  root: string,
  { publicSources, frameSources, pages }: FirstLoadPlan,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    files.forEach(visit);
    return seen;
  };
  const modulesOf = (files: Set<string>) =>
    new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  const chunkOf = (source: string) => {
    const id = resolve(root, source);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`The build has no chunk for ${source}.`);
    return chunk.fileName;
  };
  const needs = (sources: readonly string[]) => {
    const modules = modulesOf(closure(sources.map(chunkOf)));
    for (const id of entry) modules.delete(id);
    return modules;
  };

  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const entry = modulesOf(closure(entries));
  const publicCode = needs(publicSources);
  const frame = needs(frameSources);
  const pageCode = pages.map(({ name, sources }) => ({
    name,
    files: sources.map(chunkOf),
    modules: needs(sources),
  }));
  // Where a module is loaded from: every chunk a page, a dialog or a menu starts from that needs it.
  const startsOf = new Map<string, string[]>();
  for (const start of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    for (const id of modulesOf(closure([start.fileName]))) {
      startsOf.set(id, [...(startsOf.get(id) ?? []), start.fileName]);
    }
  }
  // The modules pages start from stay in chunks of their own, which the manifest names.
  const facades = new Set(chunks.map((chunk) => chunk.facadeModuleId));

  const groupOf = new Map<string, string>();
  const [first, ...others] = pageCode;
  // What the frame and the first page share with the public pages: those load it anyway.
  for (const id of [...frame, ...(first?.modules ?? [])]) {
    if (publicCode.has(id)) groupOf.set(id, 'controls');
  }
  for (const id of frame) if (!groupOf.has(id)) groupOf.set(id, 'frame');
  // The first page's code, what it shares with other pages included, is one group: whoever else
  // needs part of it loads all of it, but that is no more than the first page's first load.
  for (const { name, modules } of pageCode.slice(0, 1)) {
    for (const id of modules) if (!groupOf.has(id)) groupOf.set(id, name);
  }
  // The other pages' code is grouped by the pages that need it, when nothing else needs it.
  for (const { modules } of others) {
    for (const id of modules) {
      if (groupOf.has(id) || publicCode.has(id)) continue;
      const users = others.filter((page) => page.modules.has(id));
      const files = new Set(users.flatMap((page) => page.files));
      if (startsOf.get(id)?.every((file) => files.has(file))) {
        groupOf.set(id, users.map((page) => page.name).join('-'));
      }
    }
  }
  // What the other pages share with dialogs, menus or later pages: one group per set of those
  // pages that load it, rather than the bundler's chunk per set of everything that loads it
  // (`/schedule` had sixteen of those, most under 1 kB, each a round trip on a phone's
  // connection). Whoever else needs part of a group loads all of it; the routes' own loads came
  // out no larger (`npm run bench:bundle`). A chunk joins only where its group can never import
  // itself back through a chunk left out (a public page's, or one a dynamic import starts from),
  // so chunks still import each other one way only.
  const settled = (file: string) =>
    byFile.get(file)?.moduleIds.every((id) => entry.has(id) || groupOf.has(id)) ?? false;
  const pageFiles = others.map((page) => ({ name: page.name, files: closure(page.files) }));
  const sharedOf = new Map<string, string>();
  for (const { files } of pageFiles) {
    for (const file of files) {
      const chunk = byFile.get(file);
      if (!chunk || chunk.isEntry || chunk.isDynamicEntry || settled(file)) continue;
      if (chunk.moduleIds.some((id) => publicCode.has(id) || groupOf.has(id) || entry.has(id)))
        continue;
      const users = pageFiles.filter((page) => page.files.has(file)).map((page) => page.name);
      sharedOf.set(file, `${users.join('-')}-shared`);
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const group of new Set(sharedOf.values())) {
      const members = [...sharedOf].filter(([, name]) => name === group).map(([file]) => file);
      const leftOut = members.flatMap((file) =>
        (byFile.get(file)?.imports ?? []).filter(
          (imported) => sharedOf.get(imported) !== group && !settled(imported),
        ),
      );
      const reached = closure(leftOut);
      for (const file of members) {
        if (reached.has(file)) {
          sharedOf.delete(file);
          changed = true;
        }
      }
    }
  }
  for (const [file, group] of sharedOf) {
    for (const id of byFile.get(file)?.moduleIds ?? []) groupOf.set(id, group);
  }
  for (const id of facades) if (id) groupOf.delete(id);
  return groupOf;
}
