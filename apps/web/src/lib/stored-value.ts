/** A value kept in local storage under one key, read back only if it still has the right shape. */
export interface StoredValue<T> {
  /** The stored value; `undefined` when there is none, or it is unreadable or of another shape. */
  read(): T | undefined;
  write(value: T): void;
  remove(): void;
}

/**
 * `validate` rejects values of an older or foreign shape, so that a stored copy written by an
 * earlier version of the app is dropped rather than shown.
 */
export function storedValue<T>(
  key: string,
  validate: (value: unknown) => value is T,
): StoredValue<T> {
  return {
    read() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        const parsed: unknown = raw == null ? undefined : JSON.parse(raw);
        return parsed !== undefined && validate(parsed) ? parsed : undefined;
      } catch {
        // Unreadable storage or JSON: as if nothing were stored.
        return undefined;
      }
    },
    write(value) {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the cached value still works for this tab.
      }
    },
    remove() {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
  };
}

/** A check that a stored value is an object whose `fields` are strings, such as its `id`. */
export const hasStringFields =
  <T>(...fields: (keyof T & string)[]) =>
  (value: unknown): value is T =>
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
