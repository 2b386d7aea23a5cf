import { Collection } from '@msw/data';
import type { z } from 'zod';

/** Derives an index key from a row; null or undefined leaves the row out of that index. */
export type KeyOf<T> = (row: T) => string | null | undefined;

export interface TableOptions<T, Index extends string, Unique extends string> {
  /** Equality lookups that must not scan the collection (by organisation, by family...). */
  indexes?: Record<Index, KeyOf<T>>;
  /** Keys no two rows may share (a login, a token hash). */
  unique?: Record<Unique, KeyOf<T>>;
  /** Called after every change (insert, update, delete, clear): persistence counts writes with it. */
  onChange?: () => void;
}

/** A record as the collection keeps it (the row plus @msw/data's internal keys). */
type Stored<T> = ReturnType<Collection<z.ZodType<T>>['all']>[number];

export class UniqueConstraintError extends Error {
  readonly constraint: string;

  constructor(constraint: string) {
    super(`Another row already has this ${constraint}.`);
    this.name = 'UniqueConstraintError';
    this.constraint = constraint;
  }
}

/**
 * An @msw/data collection plus the indexes it lacks.
 *
 * The collection keeps the records and validates every write against the zod schema; its queries
 * scan every record, and an update replaces the record object. This wrapper keeps maps by id, by
 * the declared index keys and by unique keys, so look-ups stay O(1) when organisation A has tens of
 * thousands of jobs. Write only through the table (never through `collection` directly), or the
 * maps go stale. Every write calls `onChange`, so the database can count its versions.
 *
 * Relations are foreign-key fields (`organizationId`, `userId`) resolved through these indexes,
 * not @msw/data's `defineRelations`: its relations register listeners per record, and creating
 * records becomes quadratic (measured: 5,000 one-way records take over a second, 2,000 two-way ones
 * several minutes), far too slow for a seed that must start in seconds at 60,000 jobs.
 */
export class Table<
  T extends { id: string },
  Index extends string = never,
  Unique extends string = never,
> {
  #collection: Collection<z.ZodType<T>>;
  readonly #schema: z.ZodType<T>;
  readonly #onChange: () => void;
  readonly #byId = new Map<string, Stored<T>>();
  readonly #indexKeys: [Index, KeyOf<T>][];
  readonly #uniqueKeys: [Unique, KeyOf<T>][];
  readonly #indexes = new Map<Index, Map<string, Set<string>>>();
  /** Unique key → row id. Claimed before the asynchronous create, so racing inserts cannot both pass. */
  readonly #uniques = new Map<Unique, Map<string, string>>();

  constructor(schema: z.ZodType<T>, options: TableOptions<T, Index, Unique> = {}) {
    this.#schema = schema;
    this.#collection = new Collection({ schema });
    this.#onChange = options.onChange ?? (() => {});
    this.#indexKeys = Object.entries(options.indexes ?? {}) as [Index, KeyOf<T>][];
    this.#uniqueKeys = Object.entries(options.unique ?? {}) as [Unique, KeyOf<T>][];
    for (const [name] of this.#indexKeys) this.#indexes.set(name, new Map());
    for (const [name] of this.#uniqueKeys) this.#uniques.set(name, new Map());
  }

  /** The underlying @msw/data collection: read from it freely, never write to it. */
  get collection(): Collection<z.ZodType<T>> {
    return this.#collection;
  }

  get(id: string): T | undefined {
    return this.#byId.get(id);
  }

  /** Rows whose index key equals `key`, in insertion order. */
  list(index: Index, key: string): T[] {
    const ids = this.#indexes.get(index)?.get(key);
    if (!ids) return [];
    const rows: T[] = [];
    for (const id of ids) {
      const row = this.#byId.get(id);
      if (row) rows.push(row);
    }
    return rows;
  }

  count(index?: Index, key?: string): number {
    if (index === undefined || key === undefined) return this.#byId.size;
    return this.#indexes.get(index)?.get(key)?.size ?? 0;
  }

  findUnique(constraint: Unique, key: string): T | undefined {
    const id = this.#uniques.get(constraint)?.get(key);
    return id === undefined ? undefined : this.#byId.get(id);
  }

  /** Whether `key` is taken by a row other than `exceptId`. */
  isTaken(constraint: Unique, key: string, exceptId?: string): boolean {
    const id = this.#uniques.get(constraint)?.get(key);
    return id !== undefined && id !== exceptId;
  }

  all(): readonly T[] {
    return this.#collection.all();
  }

  async insert(values: T): Promise<T> {
    const claimed = this.#claimUniques(values, values.id);
    try {
      const row = await this.#collection.create(values);
      this.#byId.set(row.id, row);
      this.#addToIndexes(row);
      this.#onChange();
      return row;
    } catch (error) {
      this.#releaseUniques(claimed, values.id);
      throw error;
    }
  }

  /**
   * Applies `change` to a draft of the row; the result is validated against the schema. `change`
   * runs twice (once on a copy to check unique keys first), so it must not have side effects.
   */
  async update(id: string, change: (draft: T) => void): Promise<T | undefined> {
    const current = this.#byId.get(id);
    if (!current) return undefined;

    const preview = structuredClone(current);
    change(preview);
    const claimed = this.#claimUniques(preview, id);

    let next: Stored<T>;
    try {
      next = await this.#collection.update(current, {
        data: (draft) => change(draft as T),
        strict: true,
      });
    } catch (error) {
      this.#releaseUniques(claimed, id);
      throw error;
    }

    this.#removeFromIndexes(current);
    for (const [name, keyOf] of this.#uniqueKeys) {
      const before = keyOf(current);
      if (before != null && before !== keyOf(next)) this.#uniques.get(name)?.delete(before);
    }
    this.#byId.set(id, next);
    this.#addToIndexes(next);
    this.#onChange();
    return next;
  }

  delete(id: string): T | undefined {
    const row = this.#byId.get(id);
    if (!row) return undefined;
    this.#collection.delete(row);
    this.#byId.delete(id);
    this.#removeFromIndexes(row);
    for (const [name, keyOf] of this.#uniqueKeys) {
      const key = keyOf(row);
      if (key != null) this.#uniques.get(name)?.delete(key);
    }
    this.#onChange();
    return row;
  }

  clear(): void {
    // A new collection rather than `collection.clear()`, which removes records one by one with a
    // linear search each: quadratic, minutes for the 60,000 jobs of a scaled seed.
    this.#collection = new Collection({ schema: this.#schema });
    this.#byId.clear();
    for (const map of this.#indexes.values()) map.clear();
    for (const map of this.#uniques.values()) map.clear();
    this.#onChange();
  }

  #claimUniques(row: T, id: string): [Unique, string][] {
    const keys: [Unique, string][] = [];
    for (const [name, keyOf] of this.#uniqueKeys) {
      const key = keyOf(row);
      if (key == null) continue;
      if (this.isTaken(name, key, id)) throw new UniqueConstraintError(name);
      keys.push([name, key]);
    }
    const claimed: [Unique, string][] = [];
    for (const [name, key] of keys) {
      const map = this.#uniques.get(name);
      if (map && map.get(key) !== id) {
        map.set(key, id);
        claimed.push([name, key]);
      }
    }
    return claimed;
  }

  #releaseUniques(claimed: [Unique, string][], id: string): void {
    for (const [name, key] of claimed) {
      const map = this.#uniques.get(name);
      if (map?.get(key) === id) map.delete(key);
    }
  }

  #addToIndexes(row: T): void {
    for (const [name, keyOf] of this.#indexKeys) {
      const key = keyOf(row);
      if (key == null) continue;
      const map = this.#indexes.get(name);
      if (!map) continue;
      let ids = map.get(key);
      if (!ids) {
        ids = new Set();
        map.set(key, ids);
      }
      ids.add(row.id);
    }
  }

  #removeFromIndexes(row: T): void {
    for (const [name, keyOf] of this.#indexKeys) {
      const key = keyOf(row);
      if (key == null) continue;
      const ids = this.#indexes.get(name)?.get(key);
      ids?.delete(row.id);
      if (ids?.size === 0) this.#indexes.get(name)?.delete(key);
    }
  }
}
