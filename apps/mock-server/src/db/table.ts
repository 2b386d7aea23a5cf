import { Collection } from '@msw/data';
import type { z } from 'zod';

/** Derives an index key from a row; null or undefined leaves the row out of that index. */
export type KeyOf<T> = (row: T) => string | null | undefined;

export interface TableOptions<T, Index extends string, Unique extends string> {
  /** Equality lookups that must not scan the collection (by organisation, by family...). */
  indexes?: Record<Index, KeyOf<T>>;
  /** Keys no two rows may share (a login, a token hash). */
  unique?: Record<Unique, KeyOf<T>>;
  /**
   * Called after every change (insert, update, delete, clear), with what it takes to save it or
   * take it back: the database keeps a journal of each write with it.
   */
  onChange?: (change: TableChange<T>) => void;
}

/**
 * One change to a table. `undo` takes it back exactly (the row at its old place, its index and
 * unique keys), provided the changes made after it were taken back first.
 */
export type TableChange<T> =
  | { type: 'insert'; row: T; undo: () => void }
  | { type: 'update'; before: T; after: T; undo: () => void }
  | { type: 'delete'; row: T; undo: () => void }
  | { type: 'clear'; undo: () => void };

/** Where a row was in one index list (so that an undo puts it back there). */
interface IndexPlace<Index extends string> {
  index: Index;
  key: string;
  position: number;
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
 * maps go stale. Every write calls `onChange` with a change that can be undone, so a write that
 * fails (or cannot be saved) is taken back whole.
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
  readonly #onChange: (change: TableChange<T>) => void;
  #byId = new Map<string, Stored<T>>();
  readonly #indexKeys: [Index, KeyOf<T>][];
  readonly #uniqueKeys: [Unique, KeyOf<T>][];
  #indexes = new Map<Index, Map<string, Set<string>>>();
  /** Unique key → row id. Claimed before the asynchronous create, so racing inserts cannot both pass. */
  #uniques = new Map<Unique, Map<string, string>>();

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
    let row: Stored<T>;
    try {
      row = await this.#collection.create(values);
    } catch (error) {
      this.#releaseUniques(claimed, values.id);
      throw error;
    }
    this.#byId.set(row.id, row);
    this.#addToIndexes(row);
    this.#onChange({ type: 'insert', row, undo: () => this.#undoInsert(row) });
    return row;
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

    this.#updated(current, next);
    return next;
  }

  /**
   * `update` for many rows at once, all or none. @msw/data finds the record it updates by scanning
   * the whole collection, so updating every job of an organisation one by one takes time that
   * grows with the square of their number (minutes at sixty thousand). Here every new row is made
   * and validated first (in a scratch collection, so it is a record like the others), then all are
   * put in place in one pass.
   */
  async updateMany(ids: readonly string[], change: (draft: T) => void): Promise<T[]> {
    const wanted = new Set(ids.filter((id) => this.#byId.has(id)));
    if (wanted.size === 0) return [];
    const scratch = new Collection({ schema: this.#schema });
    const claimed: [string, [Unique, string][]][] = [];
    const nexts = new Map<string, Stored<T>>();
    try {
      for (const id of wanted) {
        const values = structuredClone(this.#byId.get(id)!) as T;
        change(values);
        claimed.push([id, this.#claimUniques(values, id)]);
        nexts.set(id, await scratch.create(values));
      }
    } catch (error) {
      for (const [id, keys] of claimed) this.#releaseUniques(keys, id);
      throw error;
    }
    const records = this.#records();
    for (let index = 0; index < records.length; index++) {
      const current = records[index]!;
      const next = nexts.get(current.id);
      if (!next) continue;
      records[index] = next;
      this.#updated(current, next);
    }
    return [...nexts.values()];
  }

  /** The maps and the journal after `current` was replaced by `next` in the collection. */
  #updated(current: Stored<T>, next: Stored<T>): void {
    const left = this.#moveInIndexes(current, next);
    for (const [name, keyOf] of this.#uniqueKeys) {
      const before = keyOf(current);
      if (before != null && before !== keyOf(next)) this.#uniques.get(name)?.delete(before);
    }
    this.#byId.set(next.id, next);
    this.#onChange({
      type: 'update',
      before: current,
      after: next,
      undo: () => this.#undoUpdate(current, next, left),
    });
  }

  delete(id: string): T | undefined {
    const row = this.#byId.get(id);
    if (!row) return undefined;
    // Where it was, so that taking the delete back puts it there again (insertion order is kept).
    const position = this.#records().indexOf(row);
    this.#collection.delete(row);
    this.#byId.delete(id);
    const left = this.#removeFromIndexes(row);
    this.#releaseKeysOf(row);
    this.#onChange({ type: 'delete', row, undo: () => this.#undoDelete(row, position, left) });
    return row;
  }

  clear(): void {
    // A new collection rather than `collection.clear()`, which removes records one by one with a
    // linear search each: quadratic, minutes for the 60,000 jobs of a scaled seed. New maps too, so
    // that taking the clear back is putting the old ones back.
    const previous = {
      collection: this.#collection,
      byId: this.#byId,
      indexes: this.#indexes,
      uniques: this.#uniques,
    };
    this.#collection = new Collection({ schema: this.#schema });
    this.#byId = new Map();
    this.#indexes = new Map([...previous.indexes.keys()].map((name) => [name, new Map()]));
    this.#uniques = new Map([...previous.uniques.keys()].map((name) => [name, new Map()]));
    this.#onChange({
      type: 'clear',
      undo: () => {
        this.#collection = previous.collection;
        this.#byId = previous.byId;
        this.#indexes = previous.indexes;
        this.#uniques = previous.uniques;
      },
    });
  }

  /**
   * The collection's own array of records. @msw/data hands it out as is (`all()` keeps the exact
   * record objects); undoing a change edits it in place, so that a row taken back keeps its place
   * in insertion order instead of moving to the end. `table.test.ts` checks that this still holds.
   */
  #records(): Stored<T>[] {
    return this.#collection.all() as Stored<T>[];
  }

  #undoInsert(row: Stored<T>): void {
    const records = this.#records();
    const index = records.lastIndexOf(row);
    if (index !== -1) records.splice(index, 1);
    this.#byId.delete(row.id);
    this.#removeFromIndexes(row);
    this.#releaseKeysOf(row);
  }

  #undoUpdate(before: Stored<T>, after: Stored<T>, left: IndexPlace<Index>[]): void {
    const records = this.#records();
    const index = records.indexOf(after);
    if (index !== -1) records[index] = before;
    this.#byId.set(before.id, before);
    for (const [name, keyOf] of this.#indexKeys) {
      const key = keyOf(after);
      if (key != null && key !== keyOf(before)) this.#removeFromIndex(name, key, after.id);
    }
    this.#putBack(before.id, left);
    this.#releaseKeysOf(after);
    this.#takeKeysOf(before);
  }

  #undoDelete(row: Stored<T>, position: number, left: IndexPlace<Index>[]): void {
    const records = this.#records();
    records.splice(position === -1 ? records.length : position, 0, row);
    this.#byId.set(row.id, row);
    this.#putBack(row.id, left);
    this.#takeKeysOf(row);
  }

  /** Puts an id back into the index lists it left, each at its old place. */
  #putBack(id: string, places: IndexPlace<Index>[]): void {
    for (const { index, key, position } of places) {
      const map = this.#indexes.get(index);
      if (!map) continue;
      const ids = [...(map.get(key) ?? [])];
      ids.splice(position, 0, id);
      map.set(key, new Set(ids));
    }
  }

  /** Frees the unique keys this row holds. */
  #releaseKeysOf(row: T): void {
    for (const [name, keyOf] of this.#uniqueKeys) {
      const key = keyOf(row);
      const map = this.#uniques.get(name);
      if (key != null && map?.get(key) === row.id) map.delete(key);
    }
  }

  #takeKeysOf(row: T): void {
    for (const [name, keyOf] of this.#uniqueKeys) {
      const key = keyOf(row);
      if (key != null) this.#uniques.get(name)?.set(key, row.id);
    }
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
      if (key != null) this.#addToIndex(name, key, row.id);
    }
  }

  #addToIndex(index: Index, key: string, id: string): void {
    const map = this.#indexes.get(index);
    if (!map) return;
    let ids = map.get(key);
    if (!ids) {
      ids = new Set();
      map.set(key, ids);
    }
    ids.add(id);
  }

  /** Takes the row out of every index list; says where it was, so that an undo can put it back. */
  #removeFromIndexes(row: T): IndexPlace<Index>[] {
    const places: IndexPlace<Index>[] = [];
    for (const [name, keyOf] of this.#indexKeys) {
      const key = keyOf(row);
      if (key != null) places.push(this.#removeFromIndex(name, key, row.id));
    }
    return places;
  }

  /**
   * Moves an updated row between index lists, for the keys that changed only: a row whose keys stay
   * keeps its place in its lists, as it will after a restart.
   */
  #moveInIndexes(before: T, after: T): IndexPlace<Index>[] {
    const places: IndexPlace<Index>[] = [];
    for (const [name, keyOf] of this.#indexKeys) {
      const [from, to] = [keyOf(before), keyOf(after)];
      if (from === to) continue;
      if (from != null) places.push(this.#removeFromIndex(name, from, before.id));
      if (to != null) this.#addToIndex(name, to, after.id);
    }
    return places;
  }

  #removeFromIndex(index: Index, key: string, id: string): IndexPlace<Index> {
    const map = this.#indexes.get(index);
    const ids = map?.get(key);
    let position = 0;
    if (ids) {
      for (const other of ids) {
        if (other === id) break;
        position++;
      }
      ids.delete(id);
      if (ids.size === 0) map?.delete(key);
    }
    return { index, key, position };
  }
}
