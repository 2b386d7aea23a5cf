/**
 * The Content-Security-Policy forbids eval. Zod would otherwise probe for it (`new Function`) to
 * compile faster parsers, and the probe itself is reported as a CSP violation. Zod reads its
 * configuration from this global object (it is where `z.config()` writes), so setting it here
 * keeps zod itself out of the first load.
 * `zod-config.test.ts` checks that zod still reads this global.
 */
export function preventZodEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  // The same object zod holds, if it has loaded already.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
