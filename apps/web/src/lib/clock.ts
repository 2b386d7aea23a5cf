/**
 * The app's one source of "now". Screens that depend on today (dashboard, schedule) read it here,
 * so stories and tests can pin the date without touching the browser's clock.
 */
let fixed: number | null = null;

export const clock = {
  now: (): number => fixed ?? Date.now(),
};

/** Pins "now" to an instant (epoch ms), or releases it with `null`. */
export function pinClock(epochMs: number | null) {
  fixed = epochMs;
}
