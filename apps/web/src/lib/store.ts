import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistOptions<T> {
  /** Local storage key. */
  key: string;
  /** Rejects stored values of an older or foreign shape. */
  validate: (value: unknown) => value is T;
}

/**
 * A minimal external store: enough for the few pieces of app-wide state (current user,
 * organisation) without a state library. With `persist`, the value is written to local storage
 * on every change and read once at creation.
 */
export function createStore<T>(initial: T, persist?: PersistOptions<T>): Store<T> {
  let value = initial;
  if (persist) {
    try {
      const raw = globalThis.localStorage?.getItem(persist.key);
      const parsed: unknown = raw == null ? undefined : JSON.parse(raw);
      if (parsed !== undefined && persist.validate(parsed)) value = parsed;
    } catch {
      // Unreadable storage or JSON: start from the initial value.
    }
  }
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (p: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      if (persist) {
        try {
          if (resolved == null) globalThis.localStorage?.removeItem(persist.key);
          else globalThis.localStorage?.setItem(persist.key, JSON.stringify(resolved));
        } catch {
          // Storage full or blocked: the in-memory value still works for this tab.
        }
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store; re-renders only when that slice changes. */
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
