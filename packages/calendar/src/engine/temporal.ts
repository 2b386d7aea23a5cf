import type { Temporal as TemporalApi } from 'temporal-polyfill';

type TemporalNamespace = typeof TemporalApi;

/**
 * `Temporal`, for the whole app: the browser's own where it has one (Chromium 156 does), else
 * temporal-polyfill's, once `loadTemporal()` has installed it. temporal-polyfill's module used the
 * browser's own too where there was one, but came with every first load that showed a date: 55 kB
 * of the 83 kB a CLEANER's day loaded first (ADR 0019). Import `Temporal` from here, never from
 * `temporal-polyfill` (an ESLint rule says so), so that a browser with its own loads no polyfill
 * and every date the app makes comes from one implementation.
 *
 * Where the browser has none, this binding is `undefined` until `loadTemporal()` has resolved: the
 * app's entry, Storybook and the tests wait for it before anything runs that reads a date, and
 * no module reads `Temporal` when it is loaded, only in its functions.
 */
// A live binding: once `loadTemporal()` has set it, the modules that import it read the polyfill.
export let Temporal = (globalThis as { Temporal?: TemporalNamespace }).Temporal!;

/**
 * Installs temporal-polyfill where the browser has no `Temporal` of its own (it is then loaded,
 * and only then); resolves at once where it has.
 */
export async function loadTemporal(): Promise<void> {
  if (Temporal) return;
  await import('temporal-polyfill/global');
  Temporal = (globalThis as { Temporal?: TemporalNamespace }).Temporal!;
}

// The types of the same name (`Temporal.PlainDate`), as temporal-polyfill declares them.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Temporal {
  export type Instant = TemporalApi.Instant;
  export type PlainDate = TemporalApi.PlainDate;
  export type PlainDateTime = TemporalApi.PlainDateTime;
  export type PlainTime = TemporalApi.PlainTime;
  export type PlainYearMonth = TemporalApi.PlainYearMonth;
  export type ZonedDateTime = TemporalApi.ZonedDateTime;
  export type Duration = TemporalApi.Duration;
}
