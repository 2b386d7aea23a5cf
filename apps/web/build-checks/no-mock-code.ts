import type { Plugin } from 'vite';

/**
 * Modules that only a development or test host may load: the mock server (its seed and
 * handlers), MSW and its interceptors, @msw/data. A production bundle has none of them.
 */
const mockModule = /[\\/](apps[\\/]mock-server|node_modules[\\/](msw|@mswjs|@msw))[\\/]/;

/**
 * Text that only mock code carries: the seeded password, the seeded company's e-mail domain and
 * MSW's own names. Checked in the output too, in case mock code arrives without its module (a
 * copied constant, an inlined fixture).
 */
export const mockMarkers = [
  'Spotless123!',
  'sparkleshine.example',
  'freshstartmaids.example',
  'mockServiceWorker',
  'setupWorker',
  'getResponse(',
  '@mswjs/',
  'mock-server',
] as const;

export interface MockCodeFinding {
  file: string;
  what: string;
}

/** What in a set of output files (name → text, module ids) looks like mock code. */
export function findMockCode(
  files: readonly { file: string; code: string; moduleIds?: readonly string[] }[],
): MockCodeFinding[] {
  const findings: MockCodeFinding[] = [];
  for (const { file, code, moduleIds = [] } of files) {
    for (const id of moduleIds) {
      if (mockModule.test(id)) findings.push({ file, what: `module ${id}` });
    }
    for (const marker of mockMarkers) {
      if (code.includes(marker)) findings.push({ file, what: `text "${marker}"` });
    }
  }
  return findings;
}

/**
 * Fails the production build if mock code reached the bundle: the app reaches the API over HTTP
 * only, and a fixture imported by mistake would ship seeded people and passwords.
 */
export function noMockCode(): Plugin {
  return {
    name: 'spotless:no-mock-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).map((output) =>
        output.type === 'chunk'
          ? { file: output.fileName, code: output.code, moduleIds: Object.keys(output.modules) }
          : {
              file: output.fileName,
              code: typeof output.source === 'string' ? output.source : '',
            },
      );
      // Source maps name every module's path: only what the browser runs counts.
      const findings = findMockCode(files.filter(({ file }) => !file.endsWith('.map')));
      if (findings.length > 0) {
        this.error(
          `Mock code in the production bundle:\n${findings
            .map(({ file, what }) => `  ${file}: ${what}`)
            .join('\n')}`,
        );
      }
    },
  };
}
