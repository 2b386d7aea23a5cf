import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Table, UniqueConstraintError } from './table.ts';

const personSchema = z.object({ id: z.string(), team: z.string(), email: z.string().min(3) });
type Person = z.infer<typeof personSchema>;

const createTable = () =>
  new Table<Person, 'team', 'email'>(personSchema, {
    indexes: { team: (person) => person.team },
    unique: { email: (person) => person.email.toLowerCase() },
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
});
