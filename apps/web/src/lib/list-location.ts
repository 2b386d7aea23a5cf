import { useEffect } from 'react';
import { useSearch } from 'wouter';

/** Where each list was last (its search, filters, sort and page), by the list's path. */
const lastSearch = new Map<string, string>();

/**
 * The list at `path` as it was last left (`/clients?q=ann&page=2`), so that Cancel and Save in a
 * form return to the same list rather than to its first page.
 */
export function listLocation(path: string): string {
  const search = lastSearch.get(path);
  return search ? `${path}?${search}` : path;
}

/** Remembers the current search of the list at `path` (call it in the list page). */
export function useRememberListLocation(path: string) {
  const search = useSearch();
  useEffect(() => {
    lastSearch.set(path, search);
  }, [path, search]);
}
