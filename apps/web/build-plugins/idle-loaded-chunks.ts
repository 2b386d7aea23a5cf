import { resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Code that the app loads while the browser is idle, after the first screen (`whenIdle`,
 * src/lib/when-idle.ts): the menus, the toasts, the sign-in forms' checks and the schedule's
 * dialogs. Vite's preload of a dynamic import adds a `<link rel="modulepreload">` to the page for
 * each file of it not loaded yet, about a millisecond each on a 2-core machine and four times that
 * on a slow phone, all in the task that asks for it: the `Move…` dialog's 17 were a task of some
 * 75 ms at that slowdown, the menus' on `/login` 46 ms, and a press meanwhile waited for it.
 * For these imports the build lists their stylesheets only, which the browser needs the preload
 * for; the browser fetches the scripts they import itself, as it finds them, in tasks of its own.
 * What that costs is a round trip per level of imports should someone open one of them before
 * the idle moment came. Paths are from `apps/web`.
 */
export const idleLoadedSources = [
  'src/components/app-shell/language-switcher.tsx',
  'src/components/app-shell/theme-switcher.tsx',
  'src/components/app-shell/user-menu.tsx',
  '../../packages/ui/src/toast/toast.tsx',
  'src/features/auth/schemas.ts',
  'src/features/schedule/job-form/series-scope-dialog.tsx',
  'src/features/schedule/job-form/job-form.tsx',
  'src/features/schedule/move-job/move-job-dialog.tsx',
  'src/features/schedule/skip-visit-dialog.tsx',
] as const;

type Chunk = {
  type: 'chunk';
  fileName: string;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
};

/** The files of the chunks that `sources` (absolute paths) start, dynamically imported each. */
export function idleLoadedFiles(
  bundle: Record<string, Chunk | { type: 'asset' }>,
  sources: readonly string[],
): Set<string> {
  const files = new Set<string>();
  for (const source of sources) {
    const chunk = Object.values(bundle).find(
      (output): output is Chunk =>
        output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId === source,
    );
    if (!chunk) throw new Error(`The build has no dynamically imported chunk for ${source}.`);
    files.add(chunk.fileName);
  }
  return files;
}

/**
 * The plugin that finds those chunks in the bundle, and the `build.modulePreload` option that
 * leaves their scripts out of what their imports preload.
 */
export function idleLoadedChunks(root: string) {
  const sources = idleLoadedSources.map((source) => resolve(root, source));
  let files = new Set<string>();
  const plugin: Plugin = {
    name: 'spotless:idle-loaded-chunks',
    // The browser's build (not the prerendering's, which loads no chunk).
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    // Before Vite's own `generateBundle` (a later plugin), which writes each import's preloads.
    generateBundle(_options, bundle: OutputBundle) {
      files = idleLoadedFiles(bundle as Record<string, Chunk | { type: 'asset' }>, sources);
    },
  };
  const modulePreload = {
    resolveDependencies: (file: string, scripts: string[]) => (files.has(file) ? [] : scripts),
  };
  return { plugin, modulePreload };
}
