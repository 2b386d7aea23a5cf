/**
 * Recent list answers, each kept as its items' JSON, valid while the database version it was
 * built at is current: any write anywhere bumps the version, so a stale list is never served. The
 * calendar asks for the same month again and again, one page after another; this saves
 * rebuilding it each time. The cache is bounded by the characters it holds, not by its entries
 * (one entry may be a year of jobs), and the oldest-used entries go first.
 */
export class ListCache<Item extends string> {
  readonly #budget: number;
  readonly #entries = new Map<string, { version: number; items: Item[]; size: number }>();
  #size = 0;

  /** `budget`: characters held at most; 16 million (about 32 MB) unless told. */
  constructor(budget = 16 * 1024 * 1024) {
    this.#budget = budget;
  }

  get(key: string, version: number, build: () => Item[]): Item[] {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.items;
    }
    this.#forget(key);
    const items = build();
    const size = items.reduce((sum, item) => sum + item.length, 0);
    // One list bigger than a quarter of the budget would push out everything else: not kept.
    if (size <= this.#budget / 4) {
      this.#entries.set(key, { version, items, size });
      this.#size += size;
      for (const oldest of this.#entries.keys()) {
        if (this.#size <= this.#budget) break;
        this.#forget(oldest);
      }
    }
    return items;
  }

  /** Characters held, and entries. */
  get size(): number {
    return this.#size;
  }

  get entries(): number {
    return this.#entries.size;
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }
}

export interface JobListQuery {
  from: string;
  to: string;
  status?: readonly string[];
  clientId?: string;
}

/**
 * What decides a job list: the organisation, the team (a cleaner's own, whatever they asked), the
 * dates, the statuses as a set and the client. Paging, unknown parameters and the order of the
 * query string do not: `?cachebuster=<uuid>` maps to the entry it would without it.
 */
export function jobListKey(
  organizationId: string,
  teamId: string | undefined,
  query: JobListQuery,
): string {
  const statuses = query.status ? [...new Set(query.status)].sort().join(',') : '';
  return [organizationId, teamId ?? '', query.from, query.to, statuses, query.clientId ?? ''].join(
    '|',
  );
}
