import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Table, UniqueConstraintError, type TableChange } from './table.ts';

const personSchema = z.object({ id: z.string(), team: z.string(), email: z.string().min(3) });
type Person = z.infer<typeof personSchema>;

const createTable = (onChange?: (change: TableChange<Person>) => void) =>
  new Table<Person, 'team', 'email'>(personSchema, {
    onChange,
    indexes: { team: (person) => person.team },
    unique: { email: (person) => person.email.toLowerCase() },
  });

/** Everything a reader can see of a table: rows in order, index lists and unique keys. */
const contents = (table: ReturnType<typeof createTable>) => ({
  rows: table.all().map((row) => ({ ...row })),
  blue: table.list('team', 'blue').map((row) => row.id),
  green: table.list('team', 'green').map((row) => row.id),
  emails: table.all().map((row) => table.findUnique('email', row.email.toLowerCase())?.id),
});

describe('Table', () => {
  it('finds rows by id, by index and by unique key', async () => {
    const table = createTable();
    await table.insert({ id: 'a', team: 'blue', email: 'ann@example.com' });
    await table.insert({ id: 'b', team: 'blue', email: 'bob@example.com' });
    await table.insert({ id: 'c', team: 'green', email: 'cy@example.com' });

    expect(table.get('b')?.email).toBe('bob@example.com');
    expect(table.list('team', 'blue').map((row) => row.id)).toEqual(['a', 'b']);
    expect(table.count('team', 'green')).toBe(1);
    expect(table.findUnique('email', 'cy@example.com')?.id).toBe('c');
    expect(table.count()).toBe(3);
  });

  it('moves a row between index keys when it is updated', async () => {
    const table = createTable();
    await table.insert({ id: 'a', team: 'blue', email: 'ann@example.com' });
    await table.update('a', (row) => {
      row.team = 'green';
      row.email = 'ann.new@example.com';
    });

    expect(table.list('team', 'blue')).toEqual([]);
    expect(table.list('team', 'green').map((row) => row.id)).toEqual(['a']);
    expect(table.findUnique('email', 'ann@example.com')).toBeUndefined();
    expect(table.findUnique('email', 'ann.new@example.com')?.id).toBe('a');
  });

  it('refuses duplicate unique keys, even from inserts that race', async () => {
    const table = createTable();
    const results = await Promise.allSettled([
      table.insert({ id: 'a', team: 'blue', email: 'same@example.com' }),
      table.insert({ id: 'b', team: 'blue', email: 'SAME@example.com' }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(UniqueConstraintError);
    expect(table.count()).toBe(1);
  });

  it('leaves the row untouched when an update breaks a rule', async () => {
    const table = createTable();
    await table.insert({ id: 'a', team: 'blue', email: 'ann@example.com' });
    await table.insert({ id: 'b', team: 'blue', email: 'bob@example.com' });

    await expect(
      table.update('b', (row) => {
        row.email = 'ANN@example.com';
      }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    // @msw/data prints the schema issues before throwing; the test needs only the throw.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      table.update('b', (row) => {
        row.email = 'x';
      }),
    ).rejects.toThrow();
    log.mockRestore();

    expect(table.get('b')?.email).toBe('bob@example.com');
    expect(table.findUnique('email', 'bob@example.com')?.id).toBe('b');
  });

  it('updates many rows in one pass, each reported and undone like a single update', async () => {
    const changes: TableChange<Person>[] = [];
    const table = createTable((change) => changes.push(change));
    for (const [id, team] of [
      ['a', 'blue'],
      ['b', 'blue'],
      ['c', 'green'],
      ['d', 'blue'],
    ]) {
      await table.insert({ id: id!, team: team!, email: `${id}@example.com` });
    }
    const before = contents(table);
    changes.length = 0;

    const updated = await table.updateMany(['b', 'c', 'gone'], (row) => {
      row.team = row.team === 'blue' ? 'green' : 'blue';
      row.email = `${row.id}.new@example.com`;
    });
    expect(updated.map((row) => row.id)).toEqual(['b', 'c']);
    expect(table.list('team', 'blue').map((row) => row.id)).toEqual(['a', 'd', 'c']);
    expect(table.list('team', 'green').map((row) => row.id)).toEqual(['b']);
    expect(table.findUnique('email', 'b@example.com')).toBeUndefined();
    expect(table.findUnique('email', 'c.new@example.com')?.id).toBe('c');
    expect(changes.map((change) => change.type)).toEqual(['update', 'update']);

    for (const change of changes.reverse()) change.undo();
    expect(contents(table)).toEqual(before);
  });

  it('updates none of many rows when one breaks a rule', async () => {
    const table = createTable();
    await table.insert({ id: 'a', team: 'blue', email: 'ann@example.com' });
    await table.insert({ id: 'b', team: 'blue', email: 'bob@example.com' });
    const before = contents(table);
    // @msw/data prints the schema issues before throwing; the test needs only the throw.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      table.updateMany(['a', 'b'], (row) => {
        row.email = row.id === 'a' ? 'anne@example.com' : 'x';
      }),
    ).rejects.toThrow();
    log.mockRestore();
    await expect(
      table.updateMany(['a', 'b'], (row) => {
        row.email = 'same@example.com';
      }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    expect(contents(table)).toEqual(before);
    expect(table.findUnique('email', 'anne@example.com')).toBeUndefined();
  });

  it('frees index and unique keys on delete and clear', async () => {
    const table = createTable();
    await table.insert({ id: 'a', team: 'blue', email: 'ann@example.com' });
    table.delete('a');
    expect(table.list('team', 'blue')).toEqual([]);
    await table.insert({ id: 'b', team: 'blue', email: 'ann@example.com' });

    table.clear();
    expect(table.count()).toBe(0);
    expect(table.all()).toEqual([]);
    await table.insert({ id: 'c', team: 'blue', email: 'ann@example.com' });
  });

  it('reports each change with an undo that restores the table exactly', async () => {
    const changes: TableChange<Person>[] = [];
    const table = createTable((change) => changes.push(change));
    await table.insert({ id: 'a', team: 'blue', email: 'ann@example.com' });
    await table.insert({ id: 'b', team: 'blue', email: 'bob@example.com' });
    await table.insert({ id: 'c', team: 'green', email: 'cy@example.com' });
    const before = contents(table);
    changes.length = 0;

    // A write touching every kind of change, the middle row included.
    table.delete('b');
    await table.update('a', (row) => {
      row.team = 'green';
      row.email = 'bob@example.com';
    });
    await table.insert({ id: 'd', team: 'blue', email: 'dee@example.com' });
    table.clear();
    await table.insert({ id: 'e', team: 'blue', email: 'ann@example.com' });
    expect(changes.map((change) => change.type)).toEqual([
      'delete',
      'update',
      'insert',
      'clear',
      'insert',
    ]);

    // Last first; after the clear, undoing it alone puts back what it removed.
    changes[3]!.undo();
    expect(table.all().map((row) => row.id)).toEqual(['a', 'c', 'd']);
    for (const change of changes.slice(0, 3).reverse()) change.undo();

    expect(contents(table)).toEqual(before);
    expect(table.isTaken('email', 'dee@example.com')).toBe(false);
    // The unique keys work again as before: bob's e-mail is bob's, ann's is free for no one else.
    await expect(
      table.insert({ id: 'f', team: 'blue', email: 'BOB@example.com' }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
  });
});
