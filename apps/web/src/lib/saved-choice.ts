/**
 * The choices a picker offers: the active ones, plus the record's saved choice when it is no
 * longer active. The record keeps it until someone changes it, and the field must still name it.
 *
 * - `choices`: every choice (then `isOffered` says which are active) or the active ones only;
 * - `savedId`: the choice the record has;
 * - `saved`: the record's own copy of it, added at the end when `choices` lacks it (active-only
 *   lists). Without it, a choice missing from `choices` is not offered (another client's address).
 */
export function withSavedChoice<T extends { id: string }>(
  choices: readonly T[],
  savedId: string | null | undefined,
  {
    isOffered = () => true,
    saved,
  }: { isOffered?: (choice: T) => boolean; saved?: () => T | null | undefined } = {},
): T[] {
  const offered = choices.filter((choice) => isOffered(choice) || choice.id === savedId);
  if (savedId == null || offered.some((choice) => choice.id === savedId)) return offered;
  const copy = saved?.();
  return copy ? [...offered, copy] : offered;
}
